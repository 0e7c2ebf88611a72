/**
 * The 503 a request gets when the database cannot answer in time, in the shape its client reads:
 * tRPC's error envelope on /trpc (one per call of a batch), `{ message, code }` on /api and for
 * other non-page requests, the plain "Temporarily unavailable" page for pages and native form
 * posts. The same words, status and Retry-After as the database-outage paths (trpc/init.ts,
 * ssr/render-page.ts), except for a write whose commit went unanswered: its message says it may
 * have been saved.
 */
import { getTRPCErrorShape, transformTRPCResponse, TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import { routerConfig } from '../library-internals';
import { appRouter } from '../routers/_app';
import { isNativeFormPost } from '../forms/native-form-posts';
import { plainPage, UNAVAILABLE_PAGE } from './plain-page';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS, UNCONFIRMED_MESSAGE } from '../trpc/init';

const TRPC_PREFIX = '/trpc/';

/** The procedure paths of a tRPC request: `/trpc/a,b?batch=1` is two calls, answered as an array. */
function trpcCalls(req: Request): { paths: string[]; batch: boolean } {
  const url = new URL(req.originalUrl, 'http://localhost');
  let joined = url.pathname.slice(TRPC_PREFIX.length);
  try {
    joined = decodeURIComponent(joined);
  } catch {
    // A malformed escape: keep the raw path, it is only echoed back as the failed call's name.
  }
  const batch = url.searchParams.get('batch') === '1';
  return { paths: batch ? joined.split(',') : [joined], batch };
}

function trpcBody(req: Request, message: string): unknown {
  const config = routerConfig(appRouter);
  const { paths, batch } = trpcCalls(req);
  const items = paths.map((path) => ({
    error: getTRPCErrorShape({
      config,
      error: new TRPCError({ code: 'SERVICE_UNAVAILABLE', message }),
      type: 'unknown',
      path,
      input: undefined,
      ctx: undefined,
    }),
  }));
  return transformTRPCResponse(config, batch ? items : items[0]!);
}

/** A native form's post whose commit went unanswered: a page, as its browser shows whatever comes back. */
const UNCONFIRMED_PAGE = plainPage('Not confirmed', UNCONFIRMED_MESSAGE);

/** `unconfirmed`: a COMMIT was sent and not answered, so the write may be stored (request-deadline.ts). */
export function sendUnavailable(req: Request, res: Response, opts: { unconfirmed?: boolean } = {}): void {
  res.status(503).set('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS).set('Cache-Control', 'no-store');
  const message = opts.unconfirmed ? UNCONFIRMED_MESSAGE : UNAVAILABLE_MESSAGE;
  const url = req.originalUrl;
  if (url.startsWith(TRPC_PREFIX) || url === '/trpc') {
    res.json(trpcBody(req, message));
  } else if (url.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD' && !isNativeFormPost(req))) {
    res.json({ message, code: 'SERVICE_UNAVAILABLE' });
  } else {
    // A page, or a native form's post (forms/native-form-posts.ts): its browser shows the answer as it is.
    res.type('html').send(opts.unconfirmed ? UNCONFIRMED_PAGE : UNAVAILABLE_PAGE);
  }
}
