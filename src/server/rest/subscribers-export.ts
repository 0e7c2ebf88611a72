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
    // One 'drain' and one 'close' listener for the whole download. The compression middleware hands
    // drain listeners to its zlib stream, and a `once` listener there is never removed (it removes
    // itself from `res`, where it is not): a listener per write piled up, each holding its batch's
    // text through its closure, and grew the process by ~180 MB over a million rows.
    let closed = false;
    let wake: (() => void) | undefined;
    const resume = () => {
      const waiting = wake;
      wake = undefined;
      waiting?.();
    };
    res.on('drain', resume);
    res.once('close', () => {
      closed = true;
      resume();
    });
    // Resolves when the response can take more (at once, or at its next drain) or the client left.
    const write = (text: string | Buffer): Promise<void> =>
      res.write(text) || closed ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
    try {
      await write(stringify([SUBSCRIBERS_CSV_HEADER], SUBSCRIBERS_CSV_OPTIONS));
      for await (const chunk of subscriberCsvChunks(ctx.db, ids, (d) => dates.format(d))) {
        if (closed) return;
        await write(chunk);
      }
      res.end();
    } catch (err) {
      // The client went away, or the database failed mid-file: the answer cannot change any more.
      (req.log ?? console).warn({ err }, 'subscriber export ended early');
      if (!res.writableEnded) res.destroy();
    }
  };
}
