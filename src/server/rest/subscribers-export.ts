/**
 * `GET /api/admin/subscribers/export[?ids=1,2,3]`: newsletter_subscribers.csv (spec section 7's
 * format), streamed. The procedure `subscribers.exportCsv` is the gate (admin only) and reads the
 * query; the rows then come as CSV text one keyset batch at a time (services/subscriber-export.ts),
 * and the next batch is read only after the response has drained (backpressure), so a million
 * subscribers cost the server one batch of memory, not the whole file
 * (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import type { Request, Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, SPREADSHEET_SAFE_CSV_OPTIONS } from '../../shared/subscribers-csv';
import type { AppRouter } from '../routers/_app';
import { subscriberCsvChunks } from '../services/subscriber-export';
import type { Context } from '../trpc/context';
import { csvExportHandler } from './csv-download';

export function subscribersExportHandler(router: AppRouter, createContext: (req: Request, res: Response) => Promise<Context>) {
  return csvExportHandler(
    router,
    createContext,
    (caller, req) => caller.subscribers.exportCsv(req.query as never),
    ({ ids, locale, timeZone }, ctx) => {
      const dates = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'medium' });
      return {
        filename: SUBSCRIBERS_CSV_FILENAME,
        header: stringify([SUBSCRIBERS_CSV_HEADER], SPREADSHEET_SAFE_CSV_OPTIONS),
        batches: subscriberCsvChunks(ctx.db, ids, (d) => dates.format(d)),
        label: 'subscriber export',
      };
    },
  );
}
