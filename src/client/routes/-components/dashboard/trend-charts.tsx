/**
 * The dashboard's trend charts (issue 18), drawn with recharts. This module is loaded lazily
 * from TrendsSection, so the chart library never reaches any public page's bundle. Each chart
 * is a figure with a caption; the same numbers are in the table beside it (TrendTables).
 */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { groupThousands, moneyText } from '../../../../shared/money-text';
import type { Trends } from '../../../../shared/schemas/trends';

const COLORS = { pending: '#d97706', confirmed: '#059669', rejected: '#dc2626', cash: '#2563eb', usdt: '#059669', mobanking: '#7c3aed' };

/**
 * One chart. The drawing is a picture for sighted readers: hidden from assistive technology and
 * out of the tab order (`inert`, and recharts' keyboard layer off), since the same numbers are in
 * the tables below (TrendTables). A chart with nothing to show says so instead of an empty grid.
 */
function Figure({ title, empty, children }: { title: string; empty: boolean; children: React.ReactElement }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      {empty ? (
        <p className="flex h-64 items-center justify-center text-sm text-slate-600 dark:text-slate-300">
          Nothing recorded in this period yet.
        </p>
      ) : (
        <div className="h-64" aria-hidden="true" inert>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

/** True when every value but the label is zero (or there are no rows). */
function allZero(rows: readonly Record<string, unknown>[], label: string): boolean {
  return rows.every((row) => Object.entries(row).every(([k, v]) => k === label || typeof v !== 'number' || v === 0));
}

export default function TrendCharts({ trends }: { trends: Trends }) {
  const revenue = trends.revenuePerMonth.map((m) => ({ ...m, cash: m.cash / 100, usdt: m.usdt / 100, mobanking: m.mobanking / 100 }));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Figure title="Enrollments per week, by status" empty={allZero(trends.enrollmentsPerWeek, 'week')}>
        <BarChart data={trends.enrollmentsPerWeek} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" tick={{ fontSize: 11 }} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="pending" stackId="s" fill={COLORS.pending} name="Pending" />
          <Bar dataKey="confirmed" stackId="s" fill={COLORS.confirmed} name="Approved" />
          <Bar dataKey="rejected" stackId="s" fill={COLORS.rejected} name="Rejected" />
        </BarChart>
      </Figure>
      <Figure title="Approved revenue per month (US$), by method" empty={allZero(revenue, 'month')}>
        <BarChart data={revenue} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} />
          {/* Dollars as the table beside it writes them: 1,000,000, not 1000000 (probe 78, F7). */}
          <YAxis tickFormatter={(dollars: number) => groupThousands(String(dollars))} />
          <Tooltip formatter={(dollars) => (typeof dollars === 'number' ? moneyText(Math.round(dollars * 100)) : dollars)} />
          <Legend />
          <Bar dataKey="cash" stackId="r" fill={COLORS.cash} name="Cash" />
          <Bar dataKey="usdt" stackId="r" fill={COLORS.usdt} name="USDT" />
          <Bar dataKey="mobanking" stackId="r" fill={COLORS.mobanking} name="Mobile Banking" />
        </BarChart>
      </Figure>
      <Figure title="Active newsletter subscribers" empty={allZero(trends.subscribersPerMonth, 'month')}>
        <LineChart data={trends.subscribersPerMonth} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Line type="monotone" dataKey="subscribers" stroke={COLORS.cash} name="Subscribers" />
        </LineChart>
      </Figure>
    </div>
  );
}
