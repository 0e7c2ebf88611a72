/**
 * Trends on the dashboard's overview (issue 18): the charts load on demand (their library is
 * a separate chunk), and the numbers are always available as tables, for screen readers and
 * for when the charts cannot load.
 */
import { lazy, Suspense } from 'react';
import { moneyText } from '../../../../shared/money-text';
import type { Trends } from '../../../../shared/schemas/trends';
import { Spinner } from '../../../components/spinner';
import { trpc } from '../../../trpc';
import { QueryState } from '../../../components/query-state';

const TrendCharts = lazy(() => import('./trend-charts'));

const cell = 'px-2 py-1';

function TrendTables({ trends }: { trends: Trends }) {
  return (
    <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <summary className="cursor-pointer font-semibold">The numbers as tables</summary>
      <div className="mt-3 grid gap-4 overflow-x-auto text-sm lg:grid-cols-3">
        <table>
          <caption className="text-left font-medium">Enrollments per week</caption>
          <thead>
            <tr>
              <th className={cell}>Week of</th>
              <th className={cell}>Pending</th>
              <th className={cell}>Approved</th>
              <th className={cell}>Rejected</th>
            </tr>
          </thead>
          <tbody>
            {trends.enrollmentsPerWeek.map((w) => (
              <tr key={w.week}>
                <td className={cell}>{w.week}</td>
                <td className={cell}>{w.pending}</td>
                <td className={cell}>{w.confirmed}</td>
                <td className={cell}>{w.rejected}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption className="text-left font-medium">Approved revenue per month (US$)</caption>
          <thead>
            <tr>
              <th className={cell}>Month</th>
              <th className={cell}>Cash</th>
              <th className={cell}>USDT</th>
              <th className={cell}>Mobile Banking</th>
            </tr>
          </thead>
          <tbody>
            {trends.revenuePerMonth.map((m) => (
              <tr key={m.month}>
                <td className={cell}>{m.month.slice(0, 7)}</td>
                <td className={cell}>{moneyText(m.cash)}</td>
                <td className={cell}>{moneyText(m.usdt)}</td>
                <td className={cell}>{moneyText(m.mobanking)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption className="text-left font-medium">Active subscribers at month end</caption>
          <thead>
            <tr>
              <th className={cell}>Month</th>
              <th className={cell}>Subscribers</th>
            </tr>
          </thead>
          <tbody>
            {trends.subscribersPerMonth.map((m) => (
              <tr key={m.month}>
                <td className={cell}>{m.month.slice(0, 7)}</td>
                <td className={cell}>{m.subscribers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function TrendsSection() {
  const trends = trpc.admin.trends.useQuery();
  return (
    <section aria-labelledby="trends-heading" className="space-y-4">
      <h2 id="trends-heading" className="text-lg font-semibold">
        Trends
      </h2>
      <QueryState query={trends} loading="Loading trends" failed="Failed to load the trends. Please try again later.">
        {(data) => (
          <>
            <Suspense fallback={<Spinner label="Loading charts" />}>
              <TrendCharts trends={data} />
            </Suspense>
            <TrendTables trends={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
