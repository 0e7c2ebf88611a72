/**
 * "Column contains q, in any case": the admin lists' search (users, subscribers, contact messages).
 * On a table large enough to sample, the trigram index is handed only q's rare parts and `strpos`
 * checks the whole of q on the rows it finds (trigram-narrowing.ts); elsewhere, and until the
 * column's first sample exists, it is the plain `ILIKE '%q%'`. Both find the same rows.
 */
import { and, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import type { CountedTable } from '../services/list-counts';
import { narrowedPattern } from './trigram-narrowing';
import { trigramSampler } from './trigram-sample';

const samplers = new Map<string, ReturnType<typeof trigramSampler>>();

function samplerOf(table: CountedTable, column: PgColumn) {
  const key = `${table}.${column.name}`;
  let sampler = samplers.get(key);
  if (!sampler) samplers.set(key, (sampler = trigramSampler(table, column.name)));
  return sampler;
}

/** Rows whose `column` (of `table`) contains `q`, ignoring case; `%` and `_` in q are literal. */
export function columnContains(db: Db, table: CountedTable, column: PgColumn, q: string): SQL {
  const sample = samplerOf(table, column).current(db);
  const narrowed = sample && narrowedPattern(q, sample.share);
  if (!narrowed) return ilike(column, likePattern(q));
  return and(ilike(column, narrowed), sql`strpos(lower(${column}), lower(${q})) > 0`)!;
}

/** Resolves once every sample being taken for `db` is in (tests and benchmarks). */
export async function samplesSettled(db: Db): Promise<void> {
  await Promise.all([...samplers.values()].map((sampler) => sampler.settled(db)));
}
