import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';

export const Route = createFileRoute('/privacy-policy')({
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'privacyPolicy' });
  },
  head: () => ({ meta: [{ title: 'Privacy Policy | Dominica Crypto Education' }] }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalTextPage title="Privacy Policy" field="privacyPolicy" />;
}
