import { createFileRoute, Link } from '@tanstack/react-router';
import { formatCalendarDay } from '../../../shared/format';
import { GuidanceSection } from '../../components/guides/guidance-list';
import { WalletTable } from '../../components/guides/wallet-table';
import {
  comparisonExamplesNote,
  hardwareBuyingTips,
  walletChoiceIntro,
  walletChoices,
  walletComparisonPage,
} from '../../../content/data/comparison-guidance';
import { comparisonsLastReviewed, walletTableSources } from '../../../content/data/comparisons';
import { SourceList } from '../../components/content/source-list';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/guides/wallets')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  head: ({ match }) => ({
    meta: [{ title: withSiteName(match, walletComparisonPage.title) }, { name: 'description', content: walletComparisonPage.description }],
  }),
  component: WalletsPage,
});

function WalletsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{walletComparisonPage.title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last reviewed {formatCalendarDay(comparisonsLastReviewed)}</p>
      <div className="mt-4 max-w-3xl space-y-3 text-slate-600 dark:text-slate-300">
        <p>
          Every wallet type trades convenience against safety. Apps on your phone are easy and free but share the phone's risks; hardware
          wallets keep your keys offline and cost more (check the maker's current price). Whatever you choose, the seed phrase backup
          matters more than the wallet itself: two written copies in two places you control, protected from water and fire, and never a full
          copy in someone else's hands.
        </p>
        <p>Buy hardware wallets only from the manufacturer or an authorised seller, and download apps only from official stores.</p>
      </div>
      <div className="mt-8">
        <h2 className="sr-only">The wallet types compared</h2>
        <WalletTable />
      </div>
      <div className="mt-12 grid max-w-5xl gap-10 lg:grid-cols-2">
        <GuidanceSection id="which-wallet" title="Which wallet for which amount" intro={walletChoiceIntro} items={walletChoices} />
        <GuidanceSection id="buying-hardware" title="Buying a hardware wallet from the islands" items={hardwareBuyingTips} ordered>
          <p className="mt-4 text-slate-600 dark:text-slate-300">{comparisonExamplesNote}</p>
          <p className="mt-4 text-slate-600 dark:text-slate-300">
            Step by step: our{' '}
            <Link to="/guides/$slug" params={{ slug: 'secure-storage' }} className="text-primary underline">
              secure storage guide
            </Link>{' '}
            and the lesson{' '}
            <Link to="/education/$slug" params={{ slug: 'crypto-wallets' }} className="text-primary underline">
              crypto wallets explained
            </Link>
            .
          </p>
        </GuidanceSection>
      </div>
      <SourceList sources={walletTableSources} reviewed={comparisonsLastReviewed} />
    </div>
  );
}
