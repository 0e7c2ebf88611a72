/**
 * "Column contains q, in any case": the admin lists' search (users, subscribers, contact messages).
 * A plain `ILIKE '%q%'` answered by the column's trigram index (pg_trgm GIN): at issue 17's volume
 * (a million subscribers) it met the list's goal, so the earlier narrowing by sampled trigram
 * shares was dropped (issue 24).
 */
import { ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from '../../shared/schemas/common';

/** Rows whose `column` contains `q`, ignoring case; `%` and `_` in q are literal. */
export function columnContains(column: PgColumn, q: string): SQL {
  return ilike(column, likePattern(q));
}
