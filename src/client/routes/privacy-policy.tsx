import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';
import { withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'privacyPolicy' });
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Privacy Policy') }] }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalTextPage title="Privacy Policy" field="privacyPolicy" />;
}
