import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';
import { withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/cookie-policy')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'cookiePolicy' });
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Cookie Policy') }] }),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <LegalTextPage title="Cookie Policy" field="cookiePolicy" />;
}
