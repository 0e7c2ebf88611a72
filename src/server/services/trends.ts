/**
 * The dashboard's trends: one statement per chart, each over a generated series of periods
 * so empty weeks and months show as zero. Dates are bucketed by the day in Dominica (the site's
 * time zone, as events and every date on the pages are: shared/format.ts): a payment approved at
 * 10 pm on a month's last evening in Roseau counts in that month, not the next (probe 54, F2).
 * The periods come from an integer series (`generate_series(0, 11)`): the planner knows it has 12
 * rows (a timestamp series is guessed at 1,000, which priced these at millions and switched JIT
 * compilation on, 150 ms of the 160; docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { courses, enrollments, rowCounts, subscribers } from '../db/schema';

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const int = (v: unknown) => Number(v ?? 0);

export async function enrollmentsPerWeek(db: Db) {
  const rows = await executeRows<{ week: unknown; pending: unknown; confirmed: unknown; rejected: unknown }>(
    db,
    sql`
    select w.week::date as week,
      count(e.id) filter (where e.payment_status = 'pending') as pending,
      count(e.id) filter (where e.payment_status = 'confirmed') as confirmed,
      count(e.id) filter (where e.payment_status = 'rejected') as rejected
    from (select date_trunc('week', now() at time zone 'America/Dominica') - k * interval '1 week' from generate_series(0, 11) k) as w(week)
    left join ${enrollments} e on e.enrolled_at >= w.week at time zone 'America/Dominica' and e.enrolled_at < (w.week + interval '1 week') at time zone 'America/Dominica'
    group by w.week order by w.week`,
  );
  return rows.map((r) => ({ week: day(r.week), pending: int(r.pending), confirmed: int(r.confirmed), rejected: int(r.rejected) }));
}

/**
 * Approved payments per month, by method. Not a sample course's (issue 28): its learners were told
 * nothing was paid and nothing is due, and an operator who tried the flow before launch carried
 * that "revenue" in the year's chart (probe 67, F1). The index holds the course too, so this still
 * reads the index only.
 */
export async function revenuePerMonth(db: Db) {
  const rows = await executeRows<{ month: unknown; cash: unknown; usdt: unknown; mobanking: unknown }>(
    db,
    sql`
    select m.month::date as month,
      coalesce(sum(e.price) filter (where e.payment_method = 'cash'), 0) as cash,
      coalesce(sum(e.price) filter (where e.payment_method = 'usdt'), 0) as usdt,
      coalesce(sum(e.price) filter (where e.payment_method = 'mobanking'), 0) as mobanking
    from (select date_trunc('month', now() at time zone 'America/Dominica') - k * interval '1 month' from generate_series(0, 11) k) as m(month)
    left join ${enrollments} e on e.payment_status = 'confirmed'
      and e.decided_at >= m.month at time zone 'America/Dominica' and e.decided_at < (m.month + interval '1 month') at time zone 'America/Dominica'
      and e.course_id not in (select c.id from ${courses} c where c.demo)
    group by m.month order by m.month`,
  );
  return rows.map((r) => ({ month: day(r.month), cash: int(r.cash), usdt: int(r.usdt), mobanking: int(r.mobanking) }));
}

/**
 * Subscribers at the end of each month: those subscribed since before it and not unsubscribed
 * by then. Counted from the present backwards, so only the last year's rows are read:
 * the active ones now (row_counts), minus the active ones who subscribed after that month,
 * plus the inactive ones who were subscribed then and left after it.
 */
export async function subscribersPerMonth(db: Db) {
  const rows = await executeRows<{ month: unknown; subscribers: unknown }>(
    db,
    sql`
    with months as (
      select m.month, (m.month + interval '1 month') at time zone 'America/Dominica' as month_end
      from (select date_trunc('month', now() at time zone 'America/Dominica') - k * interval '1 month' from generate_series(0, 11) k) as m(month)
    ),
    window_start as (select min(month_end) as at from months),
    active_now as (select coalesce(sum(n), 0) as n from ${rowCounts} where table_name = 'subscribers' and grp = 'active'),
    joined_since as materialized (
      select date_trunc('month', s.subscribed_at at time zone 'America/Dominica') as month, count(*) as n
      from ${subscribers} s, window_start w where s.subscribed and s.subscribed_at >= w.at group by 1
    ),
    left_since as materialized (
      select s.subscribed_at, s.unsubscribed_at from ${subscribers} s, window_start w where not s.subscribed and s.unsubscribed_at >= w.at
    )
    select m.month::date as month,
      (select n from active_now)
        - (select coalesce(sum(j.n), 0) from joined_since j where j.month > m.month)
        + (select count(*) from left_since l where l.subscribed_at < m.month_end and l.unsubscribed_at >= m.month_end) as subscribers
    from months m
    order by m.month`,
  );
  return rows.map((r) => ({ month: day(r.month), subscribers: int(r.subscribers) }));
}
