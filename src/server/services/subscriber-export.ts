/**
 * The rows of the subscriber export (newsletter_subscribers.csv), every subscriber or the chosen
 * ids, in id order, as CSV text in keyset batches (services/csv-batches.ts: constant memory).
 */
import { and, asc, gt, inArray } from 'drizzle-orm';
import { subscriberCsvRecord, type SubscriberCsvRow } from '../../shared/subscribers-csv';
import type { Db } from '../db/client';
import { subscribers } from '../db/schema';
import { csvBatches, EXPORT_BATCH, type KeysetCsv } from './csv-batches';

export { EXPORT_BATCH };

type ExportRow = SubscriberCsvRow & { id: number };

const exportColumns = {
  id: subscribers.id,
  email: subscribers.email,
  subscribed: subscribers.subscribed,
  subscribedAt: subscribers.subscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

function subscriberCsv(db: Db, ids: number[] | null, formatDate: (d: Date) => string): KeysetCsv<ExportRow, number> {
  return {
    page: (after, limit) =>
      db
        .select(exportColumns)
        .from(subscribers)
        .where(and(gt(subscribers.id, after ?? 0), ids ? inArray(subscribers.id, ids) : undefined))
        .orderBy(asc(subscribers.id))
        .limit(limit),
    fromValues: (values) => {
      const [id, email, subscribed, subscribedAt, unsubscribedAt] = values as [number, string, boolean, string, string | null];
      return { id, email, subscribed, subscribedAt: new Date(subscribedAt), unsubscribedAt: unsubscribedAt === null ? null : new Date(unsubscribedAt) };
    },
    keyOf: (row) => row.id,
    cells: (row) => subscriberCsvRecord(row, formatDate),
  };
}

/**
 * Every subscriber (or the chosen ids) in id order as CSV lines (no header), one Buffer per batch,
 * read only when the consumer asks for the next (so a slow download holds one batch, not the file).
 */
export function subscriberCsvChunks(db: Db, ids: number[] | null, formatDate: (d: Date) => string, batch = EXPORT_BATCH): AsyncGenerator<Buffer> {
  return csvBatches(db, subscriberCsv(db, ids, formatDate), batch);
}
