/** Express handler for every page: converts the request, renders it, and sends the answer. */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import type { Logger } from '../logger';
import { cspNonce } from '../security/security-headers';
import type { FormFlash } from '../../shared/form-flash';
import type { RouteFacts } from '../../shared/route-facts';
import type { PageManifests } from './assets';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../trpc/init';
import { ERROR_PAGE, sendPlainPage, UNAVAILABLE_PAGE } from '../http/plain-page';

export interface SsrModule {
  render(opts: {
    request: Request;
    appRouter: AppRouter;
    createContext: () => Promise<Context>;
    manifests: PageManifests;
    nonce?: string;
    /** The one-time answer of a form sent natively (forms/native-form-posts.ts), for the page to show. */
    flash?: FormFlash;
  }): Promise<Response>;
  /** The declared facts of the page route that answers `pathname` (shared/route-facts.ts). */
  routeFacts(pathname: string): RouteFacts;
  /** Whether a page route answers `pathname`, rather than the not-found page. */
  isPage(pathname: string): boolean;
  /** The declared query of `pathname` as its route reads it (entry-server.tsx). */
  readQuery(pathname: string, query: string): string;
}

export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // Origin and path joined as text: a target such as `//other/path` can never name the host
  // (http/cache-key.ts refuses such targets before they get here).
  const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl || req.url}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (typeof value === 'string') headers.set(key, value);
  }
  const controller = new AbortController();
  // Abort the render if the client goes away before the answer is complete. Listening on the
  // response (not the keep-alive socket) keeps one listener per request.
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url, { method: req.method, headers, signal: controller.signal });
}

export function createPageHandler(opts: {
  loadSsrModule: () => Promise<SsrModule>;
  getManifests: () => PageManifests;
  appRouter: AppRouter;
  createContext: (req: ExpressRequest, res: ExpressResponse) => Promise<Context>;
  log: Logger;
  /** The one-time answer of a form sent natively, read and cleared (forms/form-flash-cookie.ts). */
  takeFormFlash: (req: ExpressRequest, res: ExpressResponse) => Promise<FormFlash | undefined>;
  /** Asked when a render fails: a failure while the database is unreachable is a 503, not a 500. */
  databaseReachable: () => Promise<boolean>;
  /** Lets Vite rewrite stack traces to the source in development. */
  fixStacktrace?: (err: Error) => void;
}) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const ssr = await opts.loadSsrModule();
      // One context per page: every loader's procedure call shares the same session and user
      // (built once, not once per call: each build unseals the cookie and reads the user).
      let context: Promise<Context> | undefined;
      const response = await ssr.render({
        request: toFetchRequest(req, res),
        appRouter: opts.appRouter,
        createContext: () => (context ??= opts.createContext(req, res)),
        manifests: opts.getManifests(),
        nonce: cspNonce(res),
        flash: await opts.takeFormFlash(req, res),
      });
      if (response.status >= 500) {
        // A loader failed. Replace the router's error screen with a plain page and the right status.
        await sendErrorPage(res, opts.databaseReachable);
        return;
      }
      res.status(response.status);
      // The flash cookie's clearing Set-Cookie (if any) also keeps this page out of the shared cache.
      response.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value);
      });
      // Pages depend on who is signed in: private unless the response cache marks this one shareable.
      res.setHeader('Cache-Control', 'private, no-store');
      // Rendered to a string anyway: sent in one piece, so its first render carries the ETag of
      // its kept copy (http/stored-answer.ts captureBody).
      res.send(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      if (err instanceof Error) opts.fixStacktrace?.(err);
      opts.log.error({ err, url: req.originalUrl }, 'page render failed');
      if (!res.headersSent) await sendErrorPage(res, opts.databaseReachable);
      else res.end();
    }
  };
}

async function sendErrorPage(res: ExpressResponse, databaseReachable: () => Promise<boolean>) {
  // A procedure that lost the database marked this response with Retry-After; otherwise ask now.
  const unavailable = res.getHeader('Retry-After') !== undefined || !(await databaseReachable());
  if (!unavailable) return sendPlainPage(res, 500, ERROR_PAGE);
  res.setHeader('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS);
  sendPlainPage(res, 503, UNAVAILABLE_PAGE);
}
