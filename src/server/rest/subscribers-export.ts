/**
 * `GET /api/admin/subscribers/export[?ids=1,2,3]`: newsletter_subscribers.csv (spec section 7's
 * format), streamed. The procedure `subscribers.exportCsv` is the gate (admin only) and reads the
 * query; rows are then read in keyset batches and written through csv-stringify as they come, each
 * batch only after the response has drained (backpressure), so a million subscribers cost the
 * server one batch of memory, not the whole file (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import { stringify } from 'csv-stringify';
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
    const records = new Transform({
      objectMode: true,
      construct(done) {
        this.push(SUBSCRIBERS_CSV_HEADER);
        done();
      },
      transform(rows: SubscriberCsvRow[], _enc, done) {
        for (const row of rows) this.push(subscriberCsvRecord(row, (d) => dates.format(d)));
        done();
      },
    });
    try {
      await pipeline(
        Readable.from(subscriberBatches(ctx.db, ids), { objectMode: true, highWaterMark: 1 }),
        records,
        stringify(SUBSCRIBERS_CSV_OPTIONS),
        res,
      );
    } catch (err) {
      // The client went away, or the database failed mid-file: the answer cannot change any more.
      (req.log ?? console).warn({ err }, 'subscriber export ended early');
      if (!res.writableEnded) res.destroy();
    }
  };
}
