/**
 * `GET /api/admin/subscribers/export[?ids=1,2,3]`: newsletter_subscribers.csv (spec section 7's
 * format), streamed. The procedure `subscribers.exportCsv` is the gate (admin only) and reads the
 * query; the rows then come as CSV text one keyset batch at a time (services/subscriber-export.ts),
 * and the next batch is read only after the response has drained (backpressure), so a million
 * subscribers cost the server one batch of memory, not the whole file
 * (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import type { Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import { stringify } from 'csv-stringify/sync';
import { SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, SUBSCRIBERS_CSV_OPTIONS } from '../../shared/subscribers-csv';
import type { AppRouter } from '../routers/_app';
import { subscriberCsvChunks } from '../services/subscriber-export';
import type { Context } from '../trpc/context';
import { sendCsvDownload } from './csv-download';
import { normalizeErrorBody } from './error-body';

export function subscribersExportHandler(router: AppRouter, createContext: (req: Request, res: Response) => Promise<Context>) {
  return async (req: Request, res: Response) => {
    let ctx: Context;
    let selection: Awaited<ReturnType<ReturnType<AppRouter['createCaller']>['subscribers']['exportCsv']>>;
    try {
      ctx = await createContext(req, res);
      selection = await router.createCaller(ctx).subscribers.exportCsv(req.query as never);
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      const status = getHTTPStatusCodeFromError(err);
      res.status(status).json(normalizeErrorBody(status, { message: err.message, code: err.code }));
      return;
    }
    const { ids, locale, timeZone } = selection;
    const dates = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'medium' });
    await sendCsvDownload(req, res, {
      filename: SUBSCRIBERS_CSV_FILENAME,
      header: stringify([SUBSCRIBERS_CSV_HEADER], SUBSCRIBERS_CSV_OPTIONS),
      batches: subscriberCsvChunks(ctx.db, ids, (d) => dates.format(d)),
      label: 'subscriber export',
    });
  };
}
