/**
 * The dashboard's trend charts (issue 18), drawn with recharts. This module is loaded lazily
 * from TrendsSection, so the chart library never reaches any public page's bundle. Each chart
 * is a figure with a caption; the same numbers are in the table beside it (TrendTables).
 */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Trends } from '../../../../shared/schemas/trends';

const COLORS = { pending: '#d97706', confirmed: '#059669', rejected: '#dc2626', cash: '#2563eb', usdt: '#059669', mobanking: '#7c3aed' };

function Figure({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      <div className="h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default function TrendCharts({ trends }: { trends: Trends }) {
  const revenue = trends.revenuePerMonth.map((m) => ({ ...m, cash: m.cash / 100, usdt: m.usdt / 100, mobanking: m.mobanking / 100 }));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Figure title="Enrollments per week, by status">
        <BarChart data={trends.enrollmentsPerWeek}>
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
      <Figure title="Approved revenue per month (US$), by method">
        <BarChart data={revenue}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey="cash" stackId="r" fill={COLORS.cash} name="Cash" />
          <Bar dataKey="usdt" stackId="r" fill={COLORS.usdt} name="USDT" />
          <Bar dataKey="mobanking" stackId="r" fill={COLORS.mobanking} name="Mobile Banking" />
        </BarChart>
      </Figure>
      <Figure title="Active newsletter subscribers">
        <LineChart data={trends.subscribersPerMonth}>
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
