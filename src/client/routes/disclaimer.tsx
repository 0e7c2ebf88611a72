import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';

export const Route = createFileRoute('/disclaimer')({
  loader: async ({ context }) => {
    await context.trpc.content.policy.ensureData({ field: 'disclaimerText' });
  },
  head: () => ({ meta: [{ title: 'Disclaimer | Dominica Crypto Education' }] }),
  component: DisclaimerPage,
});

function DisclaimerPage() {
  return <LegalTextPage title="Disclaimer" field="disclaimerText" />;
}
