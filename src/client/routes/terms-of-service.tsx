import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';
import { siteName, withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/terms-of-service')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'termsOfService' });
  },
  // A description of its own: the root's is the home page's, which a share preview of this page would show (probe 29, F6).
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Terms of Service') },
      {
        name: 'description',
        content: `The terms that apply to everyone who uses ${siteName(match)}: its pages, your account and its courses.`,
      },
    ],
  }),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalTextPage title="Terms of Service" field="termsOfService" />;
}
