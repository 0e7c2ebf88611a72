import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';
import { withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/terms-of-service')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'termsOfService' });
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Terms of Service') }] }),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalTextPage title="Terms of Service" field="termsOfService" />;
}
