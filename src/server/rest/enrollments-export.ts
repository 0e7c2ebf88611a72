/**
 * `GET /api/admin/enrollments/export`: the accounting CSV as a file, streamed. The procedure
 * `enrollments.exportCsv` is the gate (admin only); the rows then come one keyset batch at a time
 * (services/enrollment-export.ts), each read once the response has drained (rest/csv-download.ts).
 */
import type { Request, Response } from 'express';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { enrollmentCsvChunks, EXPORT_HEADER } from '../services/enrollment-export';
import { csvExportHandler } from './csv-download';

export function enrollmentsExportHandler(router: AppRouter, createContext: (req: Request, res: Response) => Promise<Context>) {
  return csvExportHandler(
    router,
    createContext,
    (caller) => caller.enrollments.exportCsv(),
    (file, ctx) => ({ filename: file.filename, header: EXPORT_HEADER, batches: enrollmentCsvChunks(ctx.db), label: 'enrollment export' }),
  );
}
