import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';
import { siteName, withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/disclaimer')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'disclaimerText' });
  },
  // A description of its own: the root's is the home page's, which a share preview of this page would show (probe 29, F6).
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Disclaimer') },
      {
        name: 'description',
        content: `The disclaimer of ${siteName(match)}: the limits of the information in its lessons, guides, news and courses.`,
      },
    ],
  }),
  component: DisclaimerPage,
});

function DisclaimerPage() {
  return <LegalTextPage title="Disclaimer" field="disclaimerText" />;
}
