/**
 * A large table as CSV text in keyset batches, for the admin downloads (subscribers, enrollments).
 * Each batch is one short statement (no transaction held open while a slow client downloads) and
 * becomes one Buffer; the next batch is read only when the consumer asks for it.
 *
 * Why rows are never gathered into arrays: a million subscribers read as arrays of rows (drizzle's
 * results, postgres.js's own, or ours) grew the process by 130-180 MB. Every batch's array, however
 * short-lived, kept its rows alive through the young-generation collections that happened while it
 * filled, so about 220 MB of rows were promoted to the old generation, which V8 lets grow a long way
 * before it collects. Read row by row (postgres.js `forEach`) and written at once into one reused
 * Buffer, a row is garbage before the next arrives: measured, 5 MB promoted instead of 220 MB
 * (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import { is } from 'drizzle-orm';
import { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { stringify } from 'csv-stringify/sync';
import { SPREADSHEET_SAFE_CSV_OPTIONS } from '../../shared/subscribers-csv';
import { postgresClientOf } from '../library-internals';
import type { Db } from '../db/client';

/** Rows per batch: each batch is one round trip, and at most one batch of text is held at a time. */
export const EXPORT_BATCH = 1000;

/** The reused buffer a batch's text is written into (a batch that outgrows it spills, rarely). */
const CHUNK_BYTES = 256 * 1024;

/** A drizzle select: awaited on PGlite, its SQL sent to postgres.js directly on PostgreSQL. */
export interface PageQuery<Row> extends PromiseLike<Row[]> {
  toSQL(): { sql: string; params: unknown[] };
}

export interface KeysetCsv<Row, Key> {
  /** The rows after `after` (the first page when null), in the export's order, at most `limit`. */
  page(after: Key | null, limit: number): PageQuery<Row>;
  /**
   * A row from postgres.js's raw values, in the select's column order. Timestamps arrive as
   * PostgreSQL's text on this client (drizzle parses them itself), so they are parsed here.
   */
  fromValues(values: unknown[]): Row;
  /** Where the next page starts: the last row's position in the export's order. */
  keyOf(row: Row): Key;
  /** The row's CSV cells, formula cells already neutralised. */
  cells(row: Row): string[];
}

/**
 * Calls `each` for every row of one page, in order, and resolves with how many there were.
 * PostgreSQL: row by row as they arrive. PGlite (in process, no stream) hands its page whole.
 */
async function eachRowOfPage<Row>(
  db: Db,
  query: PageQuery<Row>,
  fromValues: (values: unknown[]) => Row,
  each: (row: Row) => void,
): Promise<number> {
  let count = 0;
  if (is(db, PostgresJsDatabase)) {
    const { sql, params } = query.toSQL();
    const client = postgresClientOf(db);
    // Only the driver's own query offers forEach (rows one by one, never the whole export in memory).
    await client
      .unsafe(sql, params as postgres.ParameterOrJSON<never>[])
      .values()
      .forEach((values) => {
        count++;
        each(fromValues(values as unknown[]));
      });
    return count;
  }
  for (const row of await query) {
    count++;
    each(row);
  }
  return count;
}

/** Every row of the export as CSV lines (no header), one Buffer per batch. */
export async function* csvBatches<Row, Key>(db: Db, spec: KeysetCsv<Row, Key>, batch = EXPORT_BATCH): AsyncGenerator<Buffer> {
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let after: Key | null = null;
  for (;;) {
    let used = 0;
    const spilled: Buffer[] = [];
    const count = await eachRowOfPage(db, spec.page(after, batch), spec.fromValues, (row) => {
      after = spec.keyOf(row);
      const line = stringify([spec.cells(row)], SPREADSHEET_SAFE_CSV_OPTIONS);
      const bytes = Buffer.byteLength(line);
      if (used + bytes > buffer.length) {
        spilled.push(Buffer.from(buffer.subarray(0, used)));
        used = 0;
      }
      // A line longer than the whole buffer (a very long note) goes as it is.
      if (bytes > buffer.length) spilled.push(Buffer.from(line));
      else used += buffer.write(line, used);
    });
    if (count === 0) return;
    // A copy: the buffer is written again for the next batch while this one may still be queued.
    yield Buffer.concat([...spilled, buffer.subarray(0, used)]);
    if (count < batch) return;
  }
}
