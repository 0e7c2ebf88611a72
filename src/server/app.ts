/**
 * createApp wires one Express app: /trpc, /api (REST + OpenAPI), static assets and server
 * rendering of every other path. It does not listen, so tests can mount it on port 0.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import type { ViteDevServer } from 'vite';
import { LIMITS } from '../shared/constants';
import type { Db } from './db/client';
import type { Logger } from './logger';
import { csrfGuard } from './security/csrf';
import { requestShapeGuard } from './http/request-shape';
import { nativeFormPosts } from './forms/native-form-posts';
import { formFlashCookie } from './forms/form-flash-cookie';
import { databaseAnswers, healthRouter } from './http/health';
import { DEFAULT_REQUEST_DEADLINE_MS, DEVELOPMENT_REQUEST_DEADLINE_MS, requestDeadline, deadlineOf } from './http/request-deadline';
import { requestLogger } from './http/request-log';
import { plainTargets, requestTarget } from './http/cache-key';
import { createAnswerCache } from './http/answer-cache';
import { noStoreWrites } from './http/no-store';
import { recordSessionSeen } from './http/session-presence';
import { createRateLimits } from './security/rate-limits';
import { createImaginaryPasskeys } from './security/imaginary-passkeys';
import { createSecretBox } from './security/secret-box';
import { securityHeaders } from './security/security-headers';
import { hashedAssets, rootFiles } from './http/static-assets';
import { sendUnavailable } from './http/unavailable-answer';
import { NOT_FOUND_PAGE, sendPlainPage } from './http/plain-page';
import { createRestRouter } from './rest/handler';
import { createApiQueryReads } from './rest/query-parameters';
import type { RouteFacts } from '../shared/route-facts';
import { createSeoRouter } from './seo/routes';
import { SHARE_IMAGE_PATTERN, shareImageHandler } from './share/preview-image-route';
import { readCompany, readSection } from './services/settings';
import { buildVersion, createOfflineRouter } from './offline/routes';
import { appRouter } from './routers/_app';
import { developmentManifests, productionManifests, type PageManifests } from './ssr/assets';
import { createPageHandler, type SsrModule } from './ssr/render-page';
import { spaShellHandler } from './ssr/spa-shell';
import { isDatabaseUnavailable } from './db/errors';
import { createContextInner } from './trpc/context';
import type { ChangeFeed } from './db/change-feed';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableError } from './trpc/init';
import { createUnsealCache, ironSessionHandle, sessionOptions } from './trpc/session';
import { createImageRoutes } from './media/image-routes';
import { IMAGE_UPLOAD_PATH, imageUploadHandler } from './media/image-upload';

/** The driver's own words for the log (never for the response). */
function causeMessage(err: unknown): string {
  const cause = (err as { cause?: unknown }).cause ?? err;
  return cause instanceof Error ? cause.message : String(cause);
}

/** Facts of every path when the app serves no pages (ssr mode 'none' or 'spa'). */
const NO_PAGE_FACTS: RouteFacts = { hydrate: 'islands', query: [], access: 'public' };

/** 'spa' serves the built client as an empty shell (no server rendering): the benchmark's baseline. */
export type SsrMode = { mode: 'vite'; root: string } | { mode: 'dist'; dir: string } | { mode: 'spa'; dir: string } | { mode: 'none' };

export interface AppOptions {
  db: Db;
  /** Liveness of the database for /readyz. */
  ping?: () => Promise<void>;
  log: Logger;
  sessionSecret: string;
  /** Encrypts TOTP secrets at rest; defaults to the session secret. */
  totpEncryptionKey?: string;
  /** Public origin for links in calendar files and emails; the request's host otherwise. */
  publicUrl?: string;
  /** SMTP_URL is set (the launch checklist reports whether outgoing mail is configured). */
  mailConfigured?: boolean;
  /** MAIL_FROM (the launch checklist flags a sender that receiving providers junk). */
  mailFrom?: string;
  /** Called when a request queued mail (the outbox worker sends it soon). */
  onMailQueued?: () => void;
  /** Secure cookies (production behind HTTPS). */
  secureCookies: boolean;
  ssr: SsrMode;
  /** Multiplies every rate-limit allowance (1 in production; tests that sign in often raise it). */
  rateLimitScale?: number;
  /** Where rate limits count: this process's memory, or the database (shared by every process on it). */
  rateLimitStore?: 'memory' | 'database';
  /** Where database-stored rate limits count: a pool of their own (server.ts); `db` when not given. */
  rateLimitDb?: Db;
  /** Express's `trust proxy` (TRUST_PROXY): which X-Forwarded-For hops name the real client. */
  trustProxy?: number | string[] | false;
  /** A request not answered within this many ms gets 503 + Retry-After and its queries are cancelled. */
  requestDeadlineMs?: number;
  /**
   * What changed in the database (db/change-feed.ts). With it, signed-in requests reuse unsealed
   * cookies, session users and private answers while nothing they depend on changed; without it,
   * every request reads them again.
   */
  changes?: ChangeFeed;
  /** Whether the process is shutting down (server.ts's drain): /readyz then answers 503. */
  draining?: () => boolean;
}

/** Receiving an 8 MB picture from a phone and encoding its variants takes longer than a page. */
const IMAGE_UPLOAD_DEADLINE_MS = 120_000;
/** Addresses whose answers are JSON, a 404 included: everything else is a page address. */
const API_PATH = /^\/(api|trpc)(\/|$)/;
const TRPC_METHODS = new Set(['GET', 'HEAD', 'POST']);

export interface App {
  app: express.Express;
  /** What the HTTP server runs: cached anonymous answers first, the Express app for the rest. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

export async function createApp(opts: AppOptions): Promise<App> {
  const { db, log } = opts;
  const app = express();
  app.disable('x-powered-by');
  // An answer's ETag is the answer cache's, on its first render too (stored-answer.ts captureBody).
  app.set('etag', false);
  // An address has one spelling (as the page routes, TanStack's caseSensitive): `/API/courses`
  // is not the course list, nor one more cache entry. Each express.Router() says so too.
  app.set('case sensitive routing', true);
  // Behind a reverse proxy every request comes from the proxy: trust only the hops TRUST_PROXY names.
  app.set('trust proxy', opts.trustProxy ?? false);

  // The facts of the page route that answers a path: declared on the routes, read through the
  // server render module once it is loaded (below). Until then, and without pages, every path
  // is a public island page that reads no parameter.
  let pageFacts: (path: string) => RouteFacts = () => NO_PAGE_FACTS;
  let pageQuery: (path: string, query: string) => string = (_path, query) => query;
  let isPage: (path: string) => boolean = () => true;
  const apiQueryReads = createApiQueryReads(appRouter);
  const targetOf = (rawUrl: string) =>
    requestTarget(
      rawUrl,
      (path) => apiQueryReads(path) ?? pageFacts(path).query,
      // An API read's query is checked by its procedure's input schema; a page's by its route.
      (path, query) => (apiQueryReads(path) ? query : pageQuery(path, query)),
    );

  const cookieOptions = sessionOptions(opts.sessionSecret, opts.secureCookies);
  const formFlash = formFlashCookie(opts.sessionSecret, opts.secureCookies);
  const secretBox = createSecretBox(opts.totpEncryptionKey ?? opts.sessionSecret);
  const imaginaryPasskeys = createImaginaryPasskeys(opts.sessionSecret);
  const limits = createRateLimits({
    scale: opts.rateLimitScale,
    db: opts.rateLimitStore === 'database' ? (opts.rateLimitDb ?? db) : undefined,
  });
  // Unsealing needs no database: its cache is safe without a change feed. The users' rows are not:
  // they are kept in the answer cache, which exists only with one.
  const unsealCache = createUnsealCache();
  const answerCache = opts.changes
    ? createAnswerCache({
        target: targetOf,
        changes: opts.changes,
        unsealed: unsealCache,
        cookieName: cookieOptions.cookieName,
        host: opts.publicUrl ? new URL(opts.publicUrl).host : undefined,
        // At the request logger's level for what a hit always is (a 200 or 304): debug. At info, every
        // hit was the one request a default log wrote a line for, a synchronous write on the hottest path.
        onFastHit: (req, res, reqId, cache) =>
          log.debug(
            { reqId, req: { method: req.method, url: req.url?.split('?')[0] }, res: { statusCode: res.statusCode }, cache },
            'request completed',
          ),
      })
    : undefined;
  const createContext = async (req: Request, res: Response) => {
    try {
      const session = await ironSessionHandle(req, res, cookieOptions, unsealCache);
      // What the shared cache decides anonymity from (never from its own reading of the cookie).
      recordSessionSeen(res, { sessionData: session.data.uid !== undefined });
      const context = await createContextInner({
        db,
        session,
        log: req.log ?? log,
        ip: req.ip ?? req.socket.remoteAddress ?? null,
        siteUrl: opts.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        onMailQueued: opts.onMailQueued,
        limits,
        setHeader: (name, value) => {
          if (!res.headersSent) res.setHeader(name, value);
        },
        ownWrites: opts.changes,
        sessionUsers: answerCache?.sessionUsers,
        sharedReads: answerCache?.sharedReads,
        deployment: { mailConfigured: opts.mailConfigured ?? false, publicUrl: opts.publicUrl ?? null, mailFrom: opts.mailFrom ?? null },
        secretBox,
        imaginaryPasskeys,
        deadline: deadlineOf(res),
      });
      recordSessionSeen(res, { user: context.user !== null, uid: context.user?.id });
      return context;
    } catch (err) {
      // Loading the signed-in user needs the database: without it the answer is a 503, not a 500.
      if (isDatabaseUnavailable(err)) {
        if (!res.headersSent) res.setHeader('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS);
        throw unavailableError(err);
      }
      throw err;
    }
  };

  const uploadImage = imageUploadHandler({ publicUrl: opts.publicUrl, createContext });

  const onProcedureError = (error: TRPCError, procedurePath: string | undefined) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error.cause ?? error, path: procedurePath }, 'procedure failed');
    if (error.code === 'SERVICE_UNAVAILABLE') log.warn({ reason: causeMessage(error), path: procedurePath }, 'database unavailable');
  };

  app.use(requestLogger(log));
  app.use(
    securityHeaders({
      https: Boolean(opts.publicUrl?.startsWith('https://')),
      development: opts.ssr.mode === 'vite',
      pageFacts: (path) => pageFacts(path),
    }),
  );
  // Before every handler: odd targets end here, and the rest see only the parameters they read.
  app.use(plainTargets(targetOf));
  // After the security headers, so probes see the same headers as every other answer.
  app.use(healthRouter(opts.ping ?? (async () => {}), opts.draining));
  // How long a request may wait for the database before its 503. In development Vite compiles a
  // page's modules on its first request, which can take longer.
  const deadlineMs = opts.requestDeadlineMs ?? (opts.ssr.mode === 'vite' ? DEVELOPMENT_REQUEST_DEADLINE_MS : DEFAULT_REQUEST_DEADLINE_MS);
  // Uploaded images: content-addressed files, not page answers (never in the response cache).
  app.use(createImageRoutes(db, requestDeadline({ ms: deadlineMs, log, sendUnavailable })));
  app.use(compression());
  app.use(noStoreWrites());
  if (answerCache) app.use(answerCache.middleware);
  // The image upload has its own, longer deadline and its own CSRF check (media/image-upload.ts).
  app.post(`/api${IMAGE_UPLOAD_PATH}`, requestDeadline({ ms: IMAGE_UPLOAD_DEADLINE_MS, log, sendUnavailable }), (req, res, next) => {
    uploadImage(req, res).catch(next);
  });
  // Inside the cache (a 503 is never stored; a late write never reaches it), before every handler.
  app.use(requestDeadline({ ms: deadlineMs, log, sendUnavailable }));
  // tRPC reads and writes by GET and POST. Its adapter makes a WHATWG Request of every request, and
  // that throws for TRACE: a 500 with two stack traces in the error log, for anyone's asking (probe 67, F5).
  app.use('/trpc', (req, res, next) => {
    if (TRPC_METHODS.has(req.method)) return next();
    res
      .status(405)
      .set('Allow', 'GET, HEAD, POST')
      .json({ message: `${req.method} is not supported here.`, code: 'METHOD_NOT_SUPPORTED' });
  });
  app.use(['/api', '/trpc'], csrfGuard({ publicUrl: opts.publicUrl }));
  app.use(['/api', '/trpc'], requestShapeGuard());
  app.use(
    nativeFormPosts({
      createContext,
      isPage: (path) => isPage(path),
      publicUrl: opts.publicUrl,
      secureCookies: opts.secureCookies,
      formFlash,
      log,
    }),
  );

  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      maxBodySize: LIMITS.maxBodyBytes,
      // One request, at most this many calls: a long batch would multiply every per-call cost.
      maxBatchSize: LIMITS.maxBatchSize,
      onError: ({ error, path: p }) => onProcedureError(error, p),
    }),
  );

  app.use('/api', createRestRouter({ router: appRouter, db, publicUrl: opts.publicUrl, createContext, onProcedureError }));

  app.use(createSeoRouter({ db, publicUrl: opts.publicUrl }));
  app.use(createOfflineRouter({ db, version: buildVersion('dir' in opts.ssr ? path.join(opts.ssr.dir, 'client') : undefined) }));

  let vite: ViteDevServer | undefined;
  if (opts.ssr.mode === 'spa') {
    const clientDir = path.join(opts.ssr.dir, 'client');
    app.use('/assets', hashedAssets(path.join(clientDir, 'assets')));
    app.use(rootFiles(clientDir));
    app.get(/.*/, spaShellHandler(productionManifests(clientDir).app));
  } else if (opts.ssr.mode !== 'none') {
    let loadSsrModule: () => Promise<SsrModule>;
    let getManifests: () => PageManifests;
    if (opts.ssr.mode === 'vite') {
      const { createServer } = await import('vite');
      vite = await createServer({
        root: opts.ssr.root,
        // Tests run several dev servers at once (one per worker): none of them needs the HMR socket,
        // and they would all ask for its one port.
        server: { middlewareMode: true, ...(process.env.NODE_ENV === 'test' ? { hmr: false, ws: false } : {}) },
        appType: 'custom',
        logLevel: process.env.NODE_ENV === 'test' ? 'error' : 'info',
      });
      const devServer = vite;
      app.use(devServer.middlewares);
      loadSsrModule = () => devServer.ssrLoadModule('/src/client/entry-server.tsx') as Promise<SsrModule>;
      getManifests = developmentManifests;
      // Read once: in development a change to a route's facts applies to the HTTP layer after a restart.
      ({ routeFacts: pageFacts, readQuery: pageQuery, isPage } = await loadSsrModule());
    } else {
      const clientDir = path.join(opts.ssr.dir, 'client');
      const manifests = productionManifests(clientDir);
      const serverEntry = path.join(opts.ssr.dir, 'server/entry-server.js');
      const ssrModule = import(serverEntry) as Promise<SsrModule>;
      loadSsrModule = () => ssrModule;
      ({ routeFacts: pageFacts, readQuery: pageQuery, isPage } = await ssrModule);
      getManifests = () => manifests;
      app.use('/assets', hashedAssets(path.join(clientDir, 'assets')));
      app.use(rootFiles(clientDir));
    }
    // Share previews are drawn from the rendered pages, so they need the render module too.
    app.get(
      SHARE_IMAGE_PATTERN,
      shareImageHandler({
        loadSsrModule,
        getManifests,
        appRouter,
        createContext,
        look: async () => {
          const [company, appearance] = await Promise.all([readCompany(db), readSection(db, 'appearance')]);
          return { siteName: company.companyName, colors: { primary: appearance.primaryColor, secondary: appearance.secondaryColor } };
        },
        log,
      }),
    );
    app.use(
      createPageHandler({
        loadSsrModule,
        getManifests,
        appRouter,
        createContext,
        log,
        takeFormFlash: formFlash.take,
        databaseReachable: () => databaseAnswers(opts.ping ?? (async () => {})),
        fixStacktrace: vite ? (err) => vite?.ssrFixStacktrace(err) : undefined,
      }),
    );
  }

  // Anything left is a 404: JSON for the API, the plain 404 page for a page address (a POST to a
  // page path with an unknown `_form`, or no form at all, answered JSON on a page: probe 45).
  app.use((req, res) => {
    if (API_PATH.test(req.path)) res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
    else sendPlainPage(res, 404, NOT_FOUND_PAGE);
  });

  app.use((err: unknown, req: Request, res: Response, next: (e?: unknown) => void) => {
    void next;
    if (isDatabaseUnavailable(err)) {
      log.warn({ reason: causeMessage(err), url: req.originalUrl }, 'database unavailable');
      if (!res.headersSent)
        res
          .status(503)
          .set('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS)
          .json({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      else res.end();
      return;
    }
    log.error({ err, url: req.originalUrl }, 'unhandled error');
    if (!res.headersSent)
      res.status(500).json({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' });
  });

  return {
    app,
    handler: (req, res) => {
      if (answerCache) answerCache.handle(req, res, app);
      else app(req, res);
    },
    close: async () => {
      await vite?.close();
    },
  };
}
