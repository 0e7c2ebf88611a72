/**
 * The dashboard's trends: one statement per chart, each over a generated series of periods
 * so empty weeks and months show as zero. Dates are bucketed in UTC.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, enrollments, subscribers } from '../db/schema';

/** postgres.js answers an array of rows, PGlite `{ rows }`: read either. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const int = (v: unknown) => Number(v ?? 0);

export async function enrollmentsPerWeek(db: Db) {
  const rows = await rowsOf<{ week: unknown; pending: unknown; confirmed: unknown; rejected: unknown }>(db, sql`
    select w.week::date as week,
      count(e.id) filter (where e.payment_status = 'pending') as pending,
      count(e.id) filter (where e.payment_status = 'confirmed') as confirmed,
      count(e.id) filter (where e.payment_status = 'rejected') as rejected
    from generate_series(date_trunc('week', now() at time zone 'UTC') - interval '11 weeks', date_trunc('week', now() at time zone 'UTC'), interval '1 week') as w(week)
    left join ${enrollments} e on e.enrolled_at >= w.week at time zone 'UTC' and e.enrolled_at < (w.week + interval '1 week') at time zone 'UTC'
    group by w.week order by w.week`);
  return rows.map((r) => ({ week: day(r.week), pending: int(r.pending), confirmed: int(r.confirmed), rejected: int(r.rejected) }));
}

export async function revenuePerMonth(db: Db) {
  const rows = await rowsOf<{ month: unknown; cash: unknown; usdt: unknown; mobanking: unknown }>(db, sql`
    select m.month::date as month,
      coalesce(sum(c.price) filter (where e.payment_method = 'cash'), 0) as cash,
      coalesce(sum(c.price) filter (where e.payment_method = 'usdt'), 0) as usdt,
      coalesce(sum(c.price) filter (where e.payment_method = 'mobanking'), 0) as mobanking
    from generate_series(date_trunc('month', now() at time zone 'UTC') - interval '11 months', date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m(month)
    left join ${enrollments} e on e.payment_status = 'confirmed'
      and e.decided_at >= m.month at time zone 'UTC' and e.decided_at < (m.month + interval '1 month') at time zone 'UTC'
    left join ${courses} c on c.id = e.course_id
    group by m.month order by m.month`);
  return rows.map((r) => ({ month: day(r.month), cash: int(r.cash), usdt: int(r.usdt), mobanking: int(r.mobanking) }));
}

export async function subscribersPerMonth(db: Db) {
  const rows = await rowsOf<{ month: unknown; subscribers: unknown }>(db, sql`
    select m.month::date as month,
      (select count(*) from ${subscribers} s
        where s.subscribed_at < (m.month + interval '1 month') at time zone 'UTC'
          and (s.subscribed or s.unsubscribed_at >= (m.month + interval '1 month') at time zone 'UTC')) as subscribers
    from generate_series(date_trunc('month', now() at time zone 'UTC') - interval '11 months', date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m(month)
    order by m.month`);
  return rows.map((r) => ({ month: day(r.month), subscribers: int(r.subscribers) }));
}
