import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';

export const Route = createFileRoute('/cookie-policy')({
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'cookiePolicy' });
  },
  head: () => ({ meta: [{ title: 'Cookie Policy | Dominica Crypto Education' }] }),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <LegalTextPage title="Cookie Policy" field="cookiePolicy" />;
}
