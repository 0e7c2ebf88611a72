import { createFileRoute, Link } from '@tanstack/react-router';
import { GuideCards } from '../../components/guides/guide-cards';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/guides/')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: ({ context }) => context.trpc.content.guideCards.ensureData(),
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Buying & Selling Guidance') },
      {
        name: 'description',
        content:
          'Step-by-step guides to buying, selling and storing crypto safely from Dominica and the Caribbean, with exchange and wallet comparisons.',
      },
    ],
  }),
  component: GuidesPage,
});

function GuidesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Buying & Selling Guidance</h1>
      <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-600 dark:text-slate-300">
        <p>
          Most people follow the same path: learn the basics, choose a platform that serves their country, verify their identity, fund the
          account, buy a small amount, move it to a wallet they control, and keep records. These guides take you through each step with
          Caribbean realities in mind: banks that block card payments to exchanges, remittances from family abroad, and the EC dollar's peg
          of 2.70 to the US dollar.
        </p>
        <p className="text-base">
          This is education, not advice to buy or sell. Fees and rules change: always check a platform's own pages before you act.
        </p>
      </div>
      <section aria-labelledby="all-guides" className="mt-10">
        <h2 id="all-guides" className="mb-6 text-2xl font-semibold">
          All guides
        </h2>
        <GuideCards />
      </section>
      <section aria-labelledby="comparisons" className="mt-12 grid gap-4 sm:grid-cols-2">
        <h2 id="comparisons" className="sr-only">
          Comparisons
        </h2>
        <Link to="/guides/exchanges" className="rounded-xl border border-slate-200 p-6 hover:border-primary dark:border-slate-800">
          <span className="text-lg font-semibold">Exchange comparison</span>
          <span className="mt-2 block text-sm text-slate-600 dark:text-slate-300">
            Fees, Caribbean support, withdrawal options, security and ease of use.
          </span>
        </Link>
        <Link to="/guides/wallets" className="rounded-xl border border-slate-200 p-6 hover:border-primary dark:border-slate-800">
          <span className="text-lg font-semibold">Wallet comparison</span>
          <span className="mt-2 block text-sm text-slate-600 dark:text-slate-300">
            Hardware, mobile, desktop, web and paper wallets side by side.
          </span>
        </Link>
      </section>
    </div>
  );
}
