/**
 * `GET /api/admin/enrollments/export`: the accounting CSV as a file, not a JSON string. The
 * procedure does the work (and its admin check); this only changes the envelope.
 */
import type { Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { EXPORT_FILENAME } from '../services/enrollment-queue';
import { normalizeErrorBody } from './error-body';

export function enrollmentsExportHandler(router: AppRouter, createContext: (req: Request, res: Response) => Promise<Context>) {
  return async (req: Request, res: Response) => {
    try {
      const ctx = await createContext(req, res);
      const csv = await router.createCaller(ctx).enrollments.exportCsv();
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILENAME}"`)
        .setHeader('Cache-Control', 'private, no-store')
        .send(csv);
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      const status = getHTTPStatusCodeFromError(err);
      res.status(status).json(normalizeErrorBody(status, { message: err.message, code: err.code }));
    }
  };
}
