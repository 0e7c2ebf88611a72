/**
 * Runs the procedure a REST request maps to, handing it the JSON body exactly as sent.
 *
 * Why not trpc-to-openapi's middleware: before every call it sets `coerce` on the number,
 * boolean, bigint and date schemas of the procedure's input, in place. JSON bodies were then
 * converted instead of validated (`"published":"false"` became true, `null` a price of 0), and
 * because those schema objects are shared, the /trpc path and every other user of the schemas
 * converted too from the first REST call on. Here the input goes to the procedure unchanged, so
 * its own parser decides: a body is validated exactly as the schema says, and path and query
 * values (always text) are converted only where the schema declares it (`wholeNumber` for ids and
 * pages, `'true' | 'false'` for `?upcoming=`). Decision: docs/decisions/2026-11-25-strict-rest-bodies.md.
 */
import { callTRPCProcedure, getTRPCErrorFromUnknown, TRPCError, type AnyTRPCRouter } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Request, Response } from 'express';
import type { Context } from '../trpc/context';
import { fieldIssuesOf } from '../trpc/init';
import { normalizeErrorBody } from './error-body';
import { matchOperation, restOperations, type RestOperation } from './operations';

const NOT_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/** GET and DELETE carry their input in the path and query string; the others in a JSON body. */
function readsBody(method: string): boolean {
  return method !== 'GET' && method !== 'DELETE';
}

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Query values as trpc-to-openapi read them: a repeated key is a list, an empty value is absent. */
function queryInput(url: URL): Record<string, string | string[]> {
  // fromEntries defines own properties: `?__proto__=` is then a key the schema refuses, not a prototype.
  return Object.fromEntries(
    [...new Set(url.searchParams.keys())].flatMap((key) => {
      const values = url.searchParams.getAll(key).filter((v) => v !== '');
      if (values.length === 0) return [];
      return [[key, values.length === 1 ? values[0]! : values] as const];
    }),
  );
}

/** The procedure's input: the body (or query) with the path parameters over it. */
function requestInput(req: Request, url: URL, operation: RestOperation, params: Record<string, string>): unknown {
  if (!operation.takesInput) return undefined;
  if (!readsBody(req.method)) return { ...queryInput(url), ...params };
  // No body at all reads as `{}` (a write whose fields are all optional); anything else that
  // is not an object is refused rather than turned into one.
  if (req.body === undefined && hasBody(req)) {
    // Sent, but not parsed as JSON upstream (request-shape.ts): its content type only looked like JSON.
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' });
  }
  const body: unknown = req.body === undefined ? {} : req.body;
  if (!isPlainObject(body)) throw new TRPCError({ code: 'BAD_REQUEST', message: NOT_OBJECT_MESSAGE });
  return { ...body, ...params };
}

export interface RestExecutorOptions {
  router: AnyTRPCRouter;
  createContext: (req: Request, res: Response) => Promise<Context>;
  onError: (error: TRPCError, path: string | undefined) => void;
}

export function createRestExecutor(opts: RestExecutorOptions) {
  let operations: RestOperation[] | undefined;

  return async (req: Request, res: Response): Promise<void> => {
    operations ??= restOperations(opts.router);
    const url = new URL(req.url, 'http://localhost');
    const matched = matchOperation(operations, req.method, url.pathname);
    let ctx: Context | undefined;
    try {
      if (!matched) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
      const contentType = req.get('content-type');
      if (readsBody(req.method) && !contentType?.startsWith('application/json')) {
        throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' });
      }
      const input = requestInput(req, url, matched.operation, matched.params);
      ctx = await opts.createContext(req, res);
      const data: unknown = await callTRPCProcedure({
        router: opts.router,
        path: matched.operation.procedure,
        type: matched.operation.type,
        ctx,
        getRawInput: async () => input,
        signal: undefined,
        batchIndex: 0,
      });
      res.statusCode = ctx.response.status ?? 200;
      res.setHeader('Content-Type', 'application/json');
      res.end(data === undefined ? undefined : JSON.stringify(data));
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      opts.onError(error, matched?.operation.procedure);
      const status = getHTTPStatusCodeFromError(error);
      // A schema's issues or one field's refusal (a taken username, a paid course without a method):
      // named at the field on REST as on /trpc (docs/decisions/2026-12-01-field-refusals-on-rest.md).
      const issues = fieldIssuesOf(error);
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(normalizeErrorBody(status, { message: error.message, code: error.code, issues })));
    }
  };
}
