import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';
import { siteName, withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'privacyPolicy' });
  },
  // A description of its own: the root's is the home page's, which a share preview of this page would show (probe 29, F6).
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Privacy Policy') },
      {
        name: 'description',
        content: `How ${siteName(match)} handles personal information: what it keeps, why, who can see it and what you can ask it to do.`,
      },
    ],
  }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalTextPage title="Privacy Policy" field="privacyPolicy" />;
}
