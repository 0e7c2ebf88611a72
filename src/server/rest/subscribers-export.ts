/**
 * `GET /api/admin/subscribers/export[?ids=1,2,3]`: newsletter_subscribers.csv (spec section 7's
 * format), streamed. The procedure `subscribers.exportCsv` is the gate (admin only) and reads the
 * query; rows are then read in keyset batches, each batch turned into CSV text at once by
 * csv-stringify and written, and the next one read only after the response has drained
 * (backpressure), so a million subscribers cost the server one batch of memory, not the whole
 * file (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 *
 * One string per batch, made in the same turn as its rows, rather than a stream of row objects:
 * the row objects then die young (a cheap scavenge) instead of living across the waits for the
 * client and being promoted to the old heap, which grew the process by ~130 MB over a million rows.
 */
import type { Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import { stringify } from 'csv-stringify/sync';
import {
  SUBSCRIBERS_CSV_FILENAME,
  SUBSCRIBERS_CSV_HEADER,
  SUBSCRIBERS_CSV_OPTIONS,
  subscriberCsvRecord,
  type SubscriberCsvRow,
} from '../../shared/subscribers-csv';
import type { AppRouter } from '../routers/_app';
import { subscriberBatches } from '../services/subscribers';
import type { Context } from '../trpc/context';
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
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${SUBSCRIBERS_CSV_FILENAME}"`)
      .setHeader('Cache-Control', 'private, no-store');
    // Headers out first: the answer has begun, so the request deadline leaves this long download alone.
    res.flushHeaders();
    let closed = false;
    res.once('close', () => {
      closed = true;
    });
    // Resolves when the response can take more (at once, or at its next drain) or the client left.
    const write = (text: string) =>
      new Promise<void>((resolve) => {
        if (res.write(text)) return resolve();
        // `once` for drain: the compression middleware hands drain listeners to its zlib stream
        // (and does not pass `off` on), so a listener must remove itself where it was added.
        const done = () => {
          res.off('close', done);
          resolve();
        };
        res.once('drain', done);
        res.once('close', done);
      });
    try {
      await write(stringify([SUBSCRIBERS_CSV_HEADER], SUBSCRIBERS_CSV_OPTIONS));
      for await (const rows of subscriberBatches(ctx.db, ids)) {
        if (closed) return;
        await write(stringify(rows.map((row: SubscriberCsvRow) => subscriberCsvRecord(row, (d) => dates.format(d))), SUBSCRIBERS_CSV_OPTIONS));
      }
      res.end();
    } catch (err) {
      // The client went away, or the database failed mid-file: the answer cannot change any more.
      (req.log ?? console).warn({ err }, 'subscriber export ended early');
      if (!res.writableEnded) res.destroy();
    }
  };
}
