/**
 * The REST face of the routers under /api. Which procedure answers which method and path is
 * declared next to each procedure (`meta.openapi`); the few plain Express routes are listed in
 * hand-written.ts; `GET /api/openapi.json` lists them all.
 */
import type { TRPCError } from '@trpc/server';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Db } from '../db/client';
import type { AppRouter } from '../routers/_app';
import { describeDeletesWithBody } from './delete-with-body';
import { describeImageUpload } from '../media/image-upload-openapi';
import type { Context } from '../trpc/context';
import { interceptErrorBodies } from './error-body';
import { createRestExecutor } from './execute';
import { expressPath, HAND_WRITTEN_ROUTES, handWrittenHandler } from './hand-written';
import { buildOpenApiDocument } from './openapi';
import { apiDocsAssets } from './api-docs';

export function createRestRouter(opts: {
  router: AppRouter;
  db: Db;
  publicUrl?: string;
  createContext: (req: Request, res: Response) => Promise<Context>;
  /** Every procedure error, for the log (the caller decides what is worth logging). */
  onProcedureError: (error: TRPCError, path: string | undefined) => void;
}) {
  const rest = express.Router({ caseSensitive: true });
  let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

  rest.get('/openapi.json', (req, res) => {
    openApiDocument ??= describeImageUpload(describeDeletesWithBody(buildOpenApiDocument(opts.router, '/api')));
    res.json(openApiDocument);
  });

  // The reference's files (/api/docs/init.js, /api/docs/assets/...), before the JSON 404 of unknown paths.
  rest.use('/docs', apiDocsAssets());

  for (const route of HAND_WRITTEN_ROUTES) {
    const method = route.method.toLowerCase() as Lowercase<typeof route.method>;
    rest[method](expressPath(route.path), handWrittenHandler(route, opts));
  }

  const execute = createRestExecutor({ router: opts.router, createContext: opts.createContext, onError: opts.onProcedureError });

  rest.use((req, res, next) => {
    interceptErrorBodies(res);
    // A write with no body at all (curl -X POST, fetch without a body) means "no input": it is
    // read as an empty JSON object, so logout or an approve without notes is not a 415.
    const bodyless = Number(req.get('content-length') ?? 0) === 0 && req.get('transfer-encoding') === undefined;
    if (bodyless && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) && !req.get('content-type')) {
      req.headers['content-type'] = 'application/json';
      req.body = {};
    }
    // HEAD answers as GET does: the read runs as a GET, and Node sends no body on a response to
    // a HEAD request, so only the headers go out.
    const head = req.method === 'HEAD';
    if (head) req.method = 'GET';
    // Unknown paths get the executor's own 404, through the same normaliser.
    execute(req, res)
      .catch(next)
      .finally(() => {
        if (head) req.method = 'HEAD';
      });
  });

  // A path parameter Express cannot decode (`/events/%/calendar.ics`) is the client's mistake, not a 500.
  rest.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!(err instanceof URIError) || res.headersSent) return next(err);
    res.status(400).json({ message: 'The request path is not valid.', code: 'BAD_REQUEST' });
  });

  return rest;
}
