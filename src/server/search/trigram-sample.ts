/**
 * How common each trigram of a text column is, estimated from a sample of its rows, so that a
 * search can leave the common ones out of its index scan (trigram-narrowing.ts).
 *
 * The sample is ~10,000 rows (`TABLESAMPLE SYSTEM`, whole pages at random: cheap, and good enough
 * for "in more or less than 5 % of rows"), taken in the background at most every 10 minutes per
 * process; a search never waits for it. Below 20,000 rows there is no sample: the plain search is
 * fast there, and a small sample would call too much rare.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { outsideQueryScope } from '../db/query-scope';
import { unrecorded } from '../db/read-recorder';
import { countedRows, type CountedTable } from '../services/list-counts';

export const SAMPLE_MIN_ROWS = 20_000;
const SAMPLE_ROWS = 10_000;
const SAMPLE_MAX_AGE_MS = 10 * 60_000;

export interface TrigramShares {
  /** The estimated share of rows (0..1) containing the lower-case trigram. */
  share(trigram: string): number;
}

/** Reads a sample now: the share of sampled rows containing each trigram of `column`. */
export async function sampleTrigramShares(
  db: Db,
  table: CountedTable,
  column: string,
  totalRows: number,
): Promise<TrigramShares | undefined> {
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / Math.max(totalRows, 1));
  // Identifiers are this module's own constants, never input.
  const list = await executeRows<{ trigram: string; n: number; sampled: number }>(
    db,
    sql`
    with sampled as (
      select ${sql.identifier(column)} as value from ${sql.identifier(table)} tablesample system (${sql.raw(percent.toFixed(4))})
    )
    select t as trigram, count(*)::int as n, (select count(*)::int from sampled) as sampled
    from sampled, lateral unnest(show_trgm(sampled.value)) as t
    group by t`,
  );
  const sampled = list[0]?.sampled ?? 0;
  if (sampled < 100) return undefined;
  const shares = new Map(list.map((r) => [r.trigram, r.n / sampled]));
  return { share: (trigram) => shares.get(trigram) ?? 0 };
}

/**
 * The latest sample of one column per database, refreshed in the background when older than
 * 10 minutes. `current(db)` answers at once: undefined until a first sample exists (or while the
 * table is small).
 */
export function trigramSampler(table: CountedTable, column: string, maxAgeMs = SAMPLE_MAX_AGE_MS, minRows = SAMPLE_MIN_ROWS) {
  interface State {
    sample?: TrigramShares;
    takenAt: number;
    refreshing?: Promise<void>;
  }
  const states = new WeakMap<Db, State>();
  const refresh = (db: Db, state: State) =>
    // Not the request's work: no deadline of its request, and not one of the reads its cached
    // answer depends on.
    outsideQueryScope(() =>
      unrecorded(async () => {
        const total = await countedRows(db, table);
        state.sample = total >= minRows ? await sampleTrigramShares(db, table, column, total) : undefined;
      }),
    );
  return {
    current(db: Db): TrigramShares | undefined {
      let state = states.get(db);
      if (!state) states.set(db, (state = { takenAt: -Infinity }));
      if (!state.refreshing && Date.now() - state.takenAt > maxAgeMs) {
        const taking = state;
        taking.takenAt = Date.now();
        taking.refreshing = refresh(db, taking)
          .catch(() => {
            // A failed sample leaves the plain search; the next search after maxAge tries again.
          })
          .finally(() => (taking.refreshing = undefined));
      }
      return state.sample;
    },
    /** Resolves when a refresh under way for `db` has finished (tests, benchmarks). */
    settled: (db: Db) => states.get(db)?.refreshing ?? Promise.resolve(),
  };
}
