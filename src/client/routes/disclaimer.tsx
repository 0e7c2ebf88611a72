import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';
import { withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/disclaimer')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'disclaimerText' });
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Disclaimer') }] }),
  component: DisclaimerPage,
});

function DisclaimerPage() {
  return <LegalTextPage title="Disclaimer" field="disclaimerText" />;
}
