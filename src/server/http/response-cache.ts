/**
 * A shared cache of rendered responses for anonymous readers: public pages, the public REST and
 * tRPC reads, the feed and the sitemap. Most visitors are anonymous and see the same bytes, so a
 * hit is a lookup and one write of a body already compressed with brotli and gzip.
 *
 * Correctness rules (docs/decisions/response-cache.md):
 * - Only GET/HEAD requests without the session cookie are served from or stored in the cache;
 *   anything with the cookie is answered fresh and marked `Cache-Control: private, no-cache`.
 * - Only 200 answers without Set-Cookie, of a text/JSON/XML type, are stored.
 * - Every successful write (any non-GET request to /api or /trpc) empties the cache at once, here
 *   and, through `invalidation`, in every other process (PostgreSQL LISTEN/NOTIFY).
 * - Entries also expire after `ttlMs`, so time-based views (upcoming events) roll over.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';
import { lowDataRequested } from '../../shared/low-data';
import { SESSION_COOKIE_NAMES } from '../trpc/session';
import { hasFormFlash } from './form-flash-cookie';

export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** Who is signed in, the encoding and low-data mode (shared/low-data.ts) each change the answer. */
const VARY = 'Cookie, Accept-Encoding, Save-Data';

const CACHEABLE_TYPE = /^(text\/(html|plain|calendar)|application\/(json|xml|rss\+xml|atom\+xml))\b/;
/**
 * Headers a hit does not replay: they belong to each response (or are set by the hit itself).
 * Everything else is replayed, so a hit carries the same security headers as the render it copies.
 */
const PER_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'date',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'vary',
  'cache-control',
  'x-cache',
]);
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  status: number;
  /** Everything but the body's encoding and length (hitHeaders). */
  headers: string[];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  expires: number;
}

/** The stored response headers with the cache's own, flat ([name, value, ...]) for writeHead. */
function hitHeaders(stored: [string, string][], etag: string): string[] {
  return [...stored.flat(), 'Cache-Control', SHARED_CACHE_CONTROL, 'Vary', VARY, 'ETag', etag, 'X-Cache', 'HIT'];
}

export interface CrossProcessInvalidation {
  /** Tell the other processes to empty their caches. */
  publish(): void;
  /** Run `onInvalidate` when another process published; resolves to an unsubscribe function. */
  subscribe(onInvalidate: () => void): Promise<() => Promise<void>>;
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  invalidation?: CrossProcessInvalidation;
  now?: () => number;
  /** Subscribing to cross-process invalidation failed (entries then live at most ttlMs). */
  onError?: (err: unknown) => void;
  /** A hit answered by `serveHit` (it bypasses the request logger). */
  onFastHit?: (req: IncomingMessage, res: ServerResponse, requestId: string) => void;
}

export function hasSessionCookie(req: IncomingMessage): boolean {
  const header = req.headers.cookie;
  return (
    (typeof header === 'string' &&
      header.split(';').some((part) => SESSION_COOKIE_NAMES.some((name) => part.trim().startsWith(`${name}=`)))) ||
    // A form's one-time answer (field errors, a success message) is personal too.
    hasFormFlash(header)
  );
}

function isWrite(req: Request) {
  return req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && /^\/(api|trpc)(\/|$)/.test(req.path);
}

function etagFor(body: Buffer) {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matchesEtag(req: IncomingMessage, etag: string) {
  const header = req.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/** Pick the smallest encoding the client accepts (q-values are ignored: browsers send br and gzip). */
function chooseEncoding(req: IncomingMessage): Encoding {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}

export function createResponseCache(opts: ResponseCacheOptions = {}) {
  const ttlMs = opts.ttlMs ?? 60_000;
  const maxEntries = opts.maxEntries ?? 1000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Bumped on every invalidation: a render that started before a write must not be stored after it.
  let generation = 0;

  const clear = () => {
    generation++;
    entries.clear();
  };
  const unsubscribe = opts.invalidation?.subscribe(clear).catch((err: unknown) => {
    opts.onError?.(err);
    return undefined;
  });

  /**
   * One writeHead with the entry's header list (a flat [name, value, ...] array, built once per
   * entry) instead of twenty setHeader calls: a hit is the site's hottest path.
   */
  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, requestId?: string) {
    const headers = [...entry.headers];
    if (requestId) headers.push('X-Request-Id', requestId);
    if (matchesEtag(req, entry.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = chooseEncoding(req);
    const body = entry[encoding];
    if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
    headers.push('Content-Length', String(body.length));
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  // Low-data pages (shared/low-data.ts) are another rendering of the same address: kept apart.
  const keyOf = (req: IncomingMessage) =>
    `${req.headers.host ?? ''} ${req.url ?? ''}${lowDataRequested(req.headers['save-data'] as string | undefined, req.headers.cookie) ? ' low-data' : ''}`;

  /**
   * The fast path, in front of Express: answers a fresh hit straight from the node:http request,
   * skipping the middleware stack (the stored headers already include the security headers).
   * Returns false when the request must go through the app.
   */
  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req)) return false;
    const entry = entries.get(keyOf(req));
    if (!entry || entry.expires <= now()) return false;
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    send(req, res, entry, id);
    opts.onFastHit?.(req, res, id);
    return true;
  }

  function store(key: string, res: Response, chunks: Buffer[], startedIn: number) {
    if (startedIn !== generation) return;
    const identity = Buffer.concat(chunks);
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_RESPONSE_HEADERS.has(name) && (typeof value === 'string' || typeof value === 'number')) headers.push([name, String(value)]);
    }
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    // Stored at once with quick compression (a few ms on the event loop), then brotli's best
    // (~10 % smaller, ~150 ms for a page) is made on the thread pool and used once it is ready.
    const etag = etagFor(identity);
    const entry: Entry = {
      status: res.statusCode,
      headers: hitHeaders(headers, etag),
      etag,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      expires: now() + ttlMs,
    };
    entries.set(key, entry);
    brotliCompress(
      identity,
      { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } },
      (err, best) => {
        if (!err && entries.get(key) === entry) entry.br = best;
      },
    );
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (isWrite(req)) {
      res.once('finish', () => {
        if (res.statusCode < 400) {
          clear();
          opts.invalidation?.publish();
        }
      });
      return next();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/')) return next();

    const anonymous = !hasSessionCookie(req);
    // Who is signed in changes pages: a shared cache must keep anonymous and personal copies apart.
    onHeaders(res, function decideCacheControl() {
      const type = String(res.getHeader('content-type') ?? '');
      if (!CACHEABLE_TYPE.test(type) || res.getHeader('cache-control') === 'no-store') return;
      const shareable = anonymous && res.statusCode === 200 && !res.getHeader('set-cookie');
      res.setHeader('Cache-Control', shareable ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
      res.setHeader('Vary', VARY);
    });
    if (!anonymous) return next();

    const key = keyOf(req);
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return send(req, res, hit);
    if (hit) entries.delete(key);
    if (req.method === 'HEAD') return next();

    // Miss: let the response go out as usual and keep a copy of the bytes written.
    const startedIn = generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= 2 * 1024 * 1024) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const type = String(res.getHeader('content-type') ?? '');
      if (res.statusCode === 200 && !res.getHeader('set-cookie') && CACHEABLE_TYPE.test(type) && size <= 2 * 1024 * 1024) {
        store(key, res, chunks, startedIn);
      }
      return end(chunk, ...rest);
    }) as Response['end'];
    next();
  }

  return {
    middleware,
    serveHit,
    /** Resolves once cross-process invalidation is listening. */
    ready: Promise.resolve(unsubscribe).then(() => undefined),
    /** Empty this process's cache (tests; writes outside HTTP). */
    invalidate: clear,
    get size() {
      return entries.size;
    },
    async close() {
      await (
        await unsubscribe
      )?.();
    },
  };
}
