/**
 * A request id on every log line and in the `X-Request-Id` response header. An incoming
 * X-Request-Id from a proxy is kept when it looks like an id; anything else gets a fresh one.
 * Cookies, authorization headers and bodies never reach the log.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The request's own id if it sent a sane one, a new one otherwise (the logger's and the answer cache's fast path alike). */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
}

export function requestLogger(log: Logger) {
  return pinoHttp({
    logger: log,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFor(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // A 503 is an answer the site chose (the database did not answer in time, the process is
    // draining; app.ts logs why once): a warning, without the error pino-http makes up for it, whose
    // stack names only pino-http (a database blip wrote hundreds of such "errors": probe 72, F11).
    // Decided by the status alone: every 503 here is one the site sends on purpose (a thrown error is a 500).
    customLogLevel: (_req, res, err) =>
      res.statusCode === 503 ? 'warn' : err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
    customErrorObject: (_req, res, _error, val: Record<string, unknown>) =>
      res.statusCode === 503 ? { res: val.res, responseTime: val.responseTime } : val,
    customErrorMessage: (_req, res) => (res.statusCode === 503 ? 'request answered 503' : 'request errored'),
    // Static assets are noise at info level.
    autoLogging: { ignore: (req) => Boolean(req.url?.startsWith('/assets/')) },
  });
}
