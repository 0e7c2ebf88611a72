import { walletCost, wallets } from '../../../content/data/comparisons';

/** A table on wide screens, stacked cards on a phone; `cardHeading` as in ExchangeTable. */
export function WalletTable({ cardHeading: CardHeading = 'h3' }: { cardHeading?: 'h3' | 'h4' }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Wallet comparison</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              {['Type', 'Security', 'Ease of use', 'Best for', 'Cost', 'Examples'].map((h) => (
                <th key={h} scope="col" className="px-4 py-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {wallets.map((w) => (
              <tr key={w.type}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {w.type}
                </th>
                <td className="px-4 py-3">{w.security}</td>
                <td className="px-4 py-3">{w.easeOfUse}</td>
                <td className="px-4 py-3">{w.bestFor}</td>
                <td className="px-4 py-3 whitespace-nowrap">{walletCost(w.type)}</td>
                <td className="px-4 py-3">{w.examples}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-4 md:hidden">
        {wallets.map((w) => (
          <li key={w.type} className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
            <CardHeading className="text-base font-semibold">{w.type} wallet</CardHeading>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-medium">Security</dt>
              <dd>{w.security}</dd>
              <dt className="font-medium">Ease of use</dt>
              <dd>{w.easeOfUse}</dd>
              <dt className="font-medium">Best for</dt>
              <dd>{w.bestFor}</dd>
              <dt className="font-medium">Cost</dt>
              <dd>{walletCost(w.type)}</dd>
              <dt className="font-medium">Examples</dt>
              <dd>{w.examples}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-1 text-xs text-slate-500 dark:text-slate-400">
        {wallets.map((w) => (
          <li key={w.type}>
            {w.type}: {w.source}
          </li>
        ))}
      </ul>
    </>
  );
}
