import { createFileRoute, Link } from '@tanstack/react-router';
import { formatCalendarDay } from '../../../shared/format';
import { ExchangeTable } from '../../components/guides/exchange-table';
import { GuidanceSection } from '../../components/guides/guidance-list';
import {
  exchangeChecklist,
  exchangeChecklistIntro,
  starRatingCaveat,
  starRatingNotes,
  exchangeComparisonPage,
} from '../../../content/data/comparison-guidance';
import { comparisonsLastReviewed, exchangeTableSources } from '../../../content/data/comparisons';
import { SourceList } from '../../components/content/source-list';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/guides/exchanges')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, exchangeComparisonPage.title) },
      { name: 'description', content: exchangeComparisonPage.description },
    ],
  }),
  component: ExchangesPage,
});

function ExchangesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{exchangeComparisonPage.title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last reviewed {formatCalendarDay(comparisonsLastReviewed)}</p>
      <div className="mt-4 max-w-3xl space-y-3 text-slate-600 dark:text-slate-300">
        <p>
          The trading fee is only part of the cost. Paying by card often adds several percent, withdrawals have fees, and peer-to-peer
          sellers build a margin into their price. For example, buying US$100 (about EC$270) with a 0.1% trading fee costs about 10 US cents
          in fees, while a 4% card fee on the same purchase costs about US$4.
        </p>
        <p>
          "Caribbean support" changes often. Before you sign up, open the exchange's list of supported countries and check what you can do
          from your island. Star ratings are our editorial view of security and ease of use; they are not endorsements.
        </p>
      </div>
      <div className="mt-8">
        <h2 className="sr-only">The exchanges compared</h2>
        <ExchangeTable />
      </div>
      <div className="mt-12 grid max-w-5xl gap-10 lg:grid-cols-2">
        <GuidanceSection
          id="before-you-choose"
          title="Before you choose an exchange"
          intro={exchangeChecklistIntro}
          items={exchangeChecklist}
          ordered
        />
        <GuidanceSection id="star-ratings" title="What the stars mean" items={starRatingNotes}>
          <p className="mt-4 text-slate-600 dark:text-slate-300">{starRatingCaveat}</p>
          <p className="mt-4 text-slate-600 dark:text-slate-300">
            Read more in our{' '}
            <Link to="/guides/$slug" params={{ slug: 'binance' }} className="text-primary underline">
              Binance guide
            </Link>
            , the{' '}
            <Link to="/guides/$slug" params={{ slug: 'p2p-platforms' }} className="text-primary underline">
              peer-to-peer guide
            </Link>{' '}
            and the lesson on{' '}
            <Link to="/education/$slug" params={{ slug: 'exchanges' }} className="text-primary underline">
              how crypto exchanges work
            </Link>
            .
          </p>
        </GuidanceSection>
      </div>
      <SourceList sources={exchangeTableSources} reviewed={comparisonsLastReviewed} />
    </div>
  );
}
