import { exchanges } from '../../../content/data/comparisons';
import { Stars } from './stars';

/**
 * A table on wide screens, stacked cards on a phone. `cardHeading` is the level of each card's
 * heading on a phone: h3 under the page's h2, h4 where the table sits under its own h3 (home).
 */
export function ExchangeTable({ cardHeading: CardHeading = 'h3' }: { cardHeading?: 'h3' | 'h4' }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Exchange comparison</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              {['Exchange', 'Fees', 'Caribbean support', 'Withdrawal options', 'Security', 'User experience'].map((h) => (
                <th key={h} scope="col" className="px-4 py-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {exchanges.map((e) => (
              <tr key={e.name}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {e.name}
                </th>
                <td className="px-4 py-3">{e.fees}</td>
                <td className="px-4 py-3">{e.caribbeanSupport}</td>
                <td className="px-4 py-3">{e.withdrawalOptions}</td>
                <td className="px-4 py-3">
                  <Stars value={e.securityRating} label="Security" />
                </td>
                <td className="px-4 py-3">
                  <Stars value={e.userExperience} label="User experience" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-4 md:hidden">
        {exchanges.map((e) => (
          <li key={e.name} className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
            <CardHeading className="text-base font-semibold">{e.name}</CardHeading>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-medium">Fees</dt>
              <dd>{e.fees}</dd>
              <dt className="font-medium">Caribbean</dt>
              <dd>{e.caribbeanSupport}</dd>
              <dt className="font-medium">Withdrawals</dt>
              <dd>{e.withdrawalOptions}</dd>
              <dt className="font-medium">Security</dt>
              <dd>
                <Stars value={e.securityRating} label="Security" />
              </dd>
              <dt className="font-medium">Ease</dt>
              <dd>
                <Stars value={e.userExperience} label="User experience" />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-1 text-xs text-slate-500 dark:text-slate-400">
        {exchanges.map((e) => (
          <li key={e.name}>
            {e.name}: {e.source}
            {e.record ? (
              <>
                {' '}
                {e.record.text} Source:{' '}
                <a href={e.record.url} className="underline" target="_blank" rel="noopener noreferrer">
                  {e.record.sourceName}
                </a>
                , {e.record.date}.
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
