import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';

export const Route = createFileRoute('/terms-of-service')({
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'termsOfService' });
  },
  head: () => ({ meta: [{ title: 'Terms of Service | Dominica Crypto Education' }] }),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalTextPage title="Terms of Service" field="termsOfService" />;
}
