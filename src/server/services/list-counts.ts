/**
 * The `total` of the admin lists at scale (docs/decisions/2026-11-25-admin-lists-at-scale.md):
 * - without a search, an exact count read from `row_counts`, which statement-level triggers keep
 *   current (migration 0008): one primary-key read instead of counting up to a million rows;
 * - with a search, an exact count of the matches up to a cap past the page shown; beyond it the
 *   answer says "at least this many" (`totalIsLowerBound`), so a search that matches most of a big
 *   table costs a bounded read, not a count of every match.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { rowCounts } from '../db/schema';

/** How many matches past the page shown a search counts before it says "at least". */
export const SEARCH_COUNT_AHEAD = 1000;

export type CountedTable = 'users' | 'subscribers' | 'contact_messages';

/** The rows of `table` per group (an empty map for an empty table). */
export async function rowCountsOf(db: DbOrTx, table: CountedTable): Promise<Map<string, number>> {
  const rows = await db.select({ grp: rowCounts.grp, n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.tableName, table));
  return new Map(rows.map((r) => [r.grp, Number(r.n)]));
}

/** The rows of `table`, of the given groups only when `groups` is set. */
export async function countedRows(db: DbOrTx, table: CountedTable, groups?: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${rowCounts.n}), 0)`.mapWith(Number) })
    .from(rowCounts)
    .where(and(eq(rowCounts.tableName, table), groups ? inArray(rowCounts.grp, groups) : undefined));
  return row?.n ?? 0;
}

export interface BoundedTotal {
  total: number;
  /** True when counting stopped at the cap: there are at least `total` matches. */
  totalIsLowerBound: boolean;
}

/** The matches of `where` in `table`, counted up to `offset + SEARCH_COUNT_AHEAD`. */
export async function boundedCount(db: DbOrTx, table: PgTable, where: SQL | undefined, offset: number): Promise<BoundedTotal> {
  const cap = offset + SEARCH_COUNT_AHEAD;
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ value: count() }).from(matches);
  const n = row?.value ?? 0;
  return n > cap ? { total: cap, totalIsLowerBound: true } : { total: n, totalIsLowerBound: false };
}
