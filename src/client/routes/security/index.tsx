import { createFileRoute } from '@tanstack/react-router';
import { SecuritySection } from '../../components/security/security-section';

export const Route = createFileRoute('/security/')({
  loader: ({ context }) => context.trpc.courses.list.ensureData(),
  head: () => ({
    meta: [
      { title: 'Security & Best Practices | Dominica Crypto Education' },
      {
        name: 'description',
        content:
          'Protect your crypto and your identity: seed phrase backups, two-factor authentication, SIM-swap defence and the scams people in the Caribbean meet.',
      },
    ],
  }),
  component: SecurityPage,
});

function SecurityPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Security & Best Practices</h1>
      <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-600 dark:text-slate-300">
        <p>
          Crypto has no bank to call when something goes wrong: a payment you sent cannot be reversed, and a seed phrase you lost cannot be
          reset. That makes a few habits far more important than any clever technology.
        </p>
        <p>
          In Dominica and across the Caribbean, most losses we hear about come from people being talked into sending money (through WhatsApp
          "investment clubs", fake support agents or new online friends), and from backups lost to a broken phone or a storm. Start with the
          four topics below, work through the checklist, and come back before each hurricane season.
        </p>
      </div>
      <div className="mt-10">
        <h2 className="sr-only">Security topics, checklist and tips</h2>
        <SecuritySection />
      </div>
    </div>
  );
}
