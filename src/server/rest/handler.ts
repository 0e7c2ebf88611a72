/**
 * The REST face of the routers under /api. Which procedure answers which method and path is
 * declared next to each procedure (`meta.openapi`); `GET /api/openapi.json` lists them all.
 */
import type { TRPCError } from '@trpc/server';
import express, { type Request, type Response } from 'express';
import { createOpenApiExpressMiddleware } from 'trpc-to-openapi';
import { LIMITS } from '../../shared/constants';
import type { Db } from '../db/client';
import type { AppRouter } from '../routers/_app';
import { accountDeletionHandler, ACCOUNT_DELETION_PATH, describeAccountDeletion } from './account-deletion';
import { calendarHandler } from './calendar';
import { enrollmentsExportHandler } from './enrollments-export';
import { oneClickUnsubscribeHandler } from './one-click-unsubscribe';
import { subscribersExportHandler } from './subscribers-export';
import type { Context } from '../trpc/context';
import { interceptErrorBodies } from './error-body';
import { buildOpenApiDocument } from './openapi';

export function createRestRouter(opts: {
  router: AppRouter;
  db: Db;
  publicUrl?: string;
  createContext: (req: Request, res: Response) => Promise<Context>;
  /** Every procedure error, for the log (the caller decides what is worth logging). */
  onProcedureError: (error: TRPCError, path: string | undefined) => void;
}) {
  const rest = express.Router();
  let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

  rest.get('/openapi.json', (req, res) => {
    openApiDocument ??= describeAccountDeletion(buildOpenApiDocument(opts.router, '/api'));
    res.json(openApiDocument);
  });

  rest.get('/events/:id/calendar.ics', (req, res, next) => {
    calendarHandler(opts.db, opts.publicUrl)(req, res).catch(next);
  });

  rest.post('/newsletter/one-click-unsubscribe', (req, res, next) => {
    oneClickUnsubscribeHandler(opts.router, opts.createContext)(req, res).catch(next);
  });

  rest.delete(ACCOUNT_DELETION_PATH, (req, res, next) => {
    accountDeletionHandler(opts.router, opts.createContext)(req, res).catch(next);
  });

  rest.get('/admin/enrollments/export', (req, res, next) => {
    enrollmentsExportHandler(opts.router, opts.createContext)(req, res).catch(next);
  });

  rest.get('/admin/subscribers/export', (req, res, next) => {
    subscribersExportHandler(opts.router, opts.createContext)(req, res).catch(next);
  });

  const openApi = createOpenApiExpressMiddleware({
    router: opts.router,
    createContext: ({ req, res }) => opts.createContext(req, res),
    maxBodySize: LIMITS.maxBodyBytes,
    responseMeta: ({ ctx, errors }) => {
      const status = (ctx as Context | undefined)?.response.status;
      if (errors.length === 0 && status) return { status };
      return {};
    },
    onError: ({ error, path }) => opts.onProcedureError(error, path),
  });

  rest.use((req, res, next) => {
    interceptErrorBodies(res);
    // A write with no body at all (curl -X POST, fetch without a body) means "no input": it is
    // read as an empty JSON object, so logout or an approve without notes is not a 415.
    const bodyless = Number(req.get('content-length') ?? 0) === 0 && req.get('transfer-encoding') === undefined;
    if (bodyless && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) && !req.get('content-type')) {
      req.headers['content-type'] = 'application/json';
      req.body = {};
    }
    // HEAD answers as GET does (trpc-to-openapi alone answers it 204): the read runs as a GET, and
    // Node sends no body on a response to a HEAD request, so only the headers go out.
    const head = req.method === 'HEAD';
    if (head) req.method = 'GET';
    // The middleware's own 404 for unknown paths goes through the same normaliser.
    openApi(req, res)
      .catch(next)
      .finally(() => {
        if (head) req.method = 'HEAD';
      });
  });

  return rest;
}
