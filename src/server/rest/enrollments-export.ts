/**
 * `GET /api/admin/enrollments/export`: the accounting CSV as a file, streamed. The procedure
 * `enrollments.exportCsv` is the gate (admin only); the rows then come one keyset batch at a time
 * (services/enrollment-export.ts), each read once the response has drained (rest/csv-download.ts).
 */
import type { Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { enrollmentCsvChunks, EXPORT_HEADER } from '../services/enrollment-export';
import { sendCsvDownload } from './csv-download';
import { normalizeErrorBody } from './error-body';

export function enrollmentsExportHandler(router: AppRouter, createContext: (req: Request, res: Response) => Promise<Context>) {
  return async (req: Request, res: Response) => {
    let ctx: Context;
    let file: Awaited<ReturnType<ReturnType<AppRouter['createCaller']>['enrollments']['exportCsv']>>;
    try {
      ctx = await createContext(req, res);
      file = await router.createCaller(ctx).enrollments.exportCsv();
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      const status = getHTTPStatusCodeFromError(err);
      res.status(status).json(normalizeErrorBody(status, { message: err.message, code: err.code }));
      return;
    }
    await sendCsvDownload(req, res, { filename: file.filename, header: EXPORT_HEADER, batches: enrollmentCsvChunks(ctx.db), label: 'enrollment export' });
  };
}
