/**
 * The rows of the subscriber export (newsletter_subscribers.csv), as CSV text in keyset batches
 * (`id > last`): each batch is one short statement (no transaction held open while a slow client
 * downloads) and becomes one Buffer.
 *
 * Why rows are never gathered into arrays: a million subscribers read as arrays of rows (drizzle's
 * results, postgres.js's own, or ours) grew the process by 130-180 MB. Every batch's array, however
 * short-lived, kept its rows alive through the young-generation collections that happened while it
 * filled, so about 220 MB of rows were promoted to the old generation, which V8 lets grow a long way
 * before it collects. Read row by row (postgres.js `forEach`) and written at once into one reused
 * Buffer, a row is garbage before the next arrives: measured, 5 MB promoted instead of 220 MB
 * (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import { and, asc, gt, inArray, is } from 'drizzle-orm';
import { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { stringify } from 'csv-stringify/sync';
import { SUBSCRIBERS_CSV_OPTIONS, subscriberCsvRecord, type SubscriberCsvRow } from '../../shared/subscribers-csv';
import type { Db } from '../db/client';
import { outsideQueryScope } from '../db/query-scope';
import { subscribers } from '../db/schema';

/** Rows per batch: each batch is one round trip, and at most one batch of text is held at a time. */
export const EXPORT_BATCH = 1000;

/** The reused buffer a batch's text is written into (a batch that outgrows it spills, rarely). */
const CHUNK_BYTES = 256 * 1024;

type ExportRow = SubscriberCsvRow & { id: number };

const exportColumns = {
  id: subscribers.id,
  email: subscribers.email,
  subscribed: subscribers.subscribed,
  subscribedAt: subscribers.subscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

/**
 * Calls `each` for every row of one batch, in id order, and resolves with how many there were.
 * PostgreSQL: row by row as they arrive. PGlite (in process, no stream) hands its batch whole.
 */
async function eachRowOfBatch(db: Db, ids: number[] | null, after: number, limit: number, each: (row: ExportRow) => void): Promise<number> {
  const query = db
    .select(exportColumns)
    .from(subscribers)
    .where(and(gt(subscribers.id, after), ids ? inArray(subscribers.id, ids) : undefined))
    .orderBy(asc(subscribers.id))
    .limit(limit);
  let count = 0;
  if (is(db, PostgresJsDatabase)) {
    const { sql, params } = query.toSQL();
    const client = (db as unknown as { $client: postgres.Sql }).$client;
    // Outside the request's query scope: the answer has begun (headers sent), so the deadline no
    // longer applies, and only the driver's own query offers forEach. The columns come in the
    // select's order; drizzle leaves timestamps as PostgreSQL's text on this client.
    await outsideQueryScope(() =>
      client.unsafe(sql, params as postgres.ParameterOrJSON<never>[]).values().forEach((values) => {
        const [id, email, subscribed, subscribedAt, unsubscribedAt] = values as [number, string, boolean, string, string | null];
        count++;
        each({ id, email, subscribed, subscribedAt: new Date(subscribedAt), unsubscribedAt: unsubscribedAt === null ? null : new Date(unsubscribedAt) });
      }),
    );
    return count;
  }
  for (const row of await query) {
    count++;
    each(row);
  }
  return count;
}

/**
 * Every subscriber (or the chosen ids) in id order as CSV lines (no header), one Buffer per batch,
 * read only when the consumer asks for the next (so a slow download holds one batch, not the file).
 */
export async function* subscriberCsvChunks(db: Db, ids: number[] | null, formatDate: (d: Date) => string, batch = EXPORT_BATCH): AsyncGenerator<Buffer> {
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let after = 0;
  for (;;) {
    let used = 0;
    const spilled: Buffer[] = [];
    const count = await eachRowOfBatch(db, ids, after, batch, (row) => {
      after = row.id;
      const line = stringify([subscriberCsvRecord(row, formatDate)], SUBSCRIBERS_CSV_OPTIONS);
      const bytes = Buffer.byteLength(line);
      if (used + bytes > buffer.length) {
        spilled.push(Buffer.from(buffer.subarray(0, used)));
        used = 0;
      }
      used += buffer.write(line, used);
    });
    if (count === 0) return;
    // A copy: the buffer is written again for the next batch while this one may still be queued.
    yield Buffer.concat([...spilled, buffer.subarray(0, used)]);
    if (count < batch) return;
  }
}
