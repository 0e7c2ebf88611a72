import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';
import { siteName, withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/cookie-policy')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'cookiePolicy' });
  },
  // A description of its own: the root's is the home page's, which a share preview of this page would show (probe 29, F6).
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Cookie Policy') },
      {
        name: 'description',
        content: `The cookie policy of ${siteName(match)}: the cookies and other browser storage the site uses, and what each is for.`,
      },
    ],
  }),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <LegalTextPage title="Cookie Policy" field="cookiePolicy" />;
}
