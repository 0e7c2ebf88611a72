/**
 * A shared cache of rendered responses for anonymous readers: public pages, the public REST and
 * tRPC reads, the feed and the sitemap. Most visitors are anonymous and see the same bytes, so a
 * hit is a lookup and one write of a body compressed once per encoding.
 *
 * Correctness rules (docs/decisions/2026-11-23-cache-anonymity.md):
 * - Anonymity is what the request context found (session-presence.ts): an answer is stored only
 *   when no context built for it found session data or a user, and the raw Cookie headers do not
 *   mention the session cookie in any spelling (handlers without a context: feed, sitemap, robots).
 *   A request whose Cookie mentions the session is never served a shared entry.
 * - Only 200 answers without Set-Cookie, of a text/JSON/XML type, are stored. Personal answers carry
 *   `Cache-Control: private, no-store`.
 * - The key is host + path + the query parameters the answer at that path reads (cache-key.ts:
 *   a page's declared facts, an API read's declared input); URLs with a token are never served
 *   from nor stored in the cache.
 * - Each entry depends on cache tags (cache-dependencies.ts); `invalidate(tags)` empties the
 *   entries with one of those tags here and, through `invalidation`, in every other process.
 *   Entries also expire after `ttlMs`, so time-based views (upcoming events) roll over.
 * - A stored page's CSP carries the hashes of its inline scripts instead of the render's nonce.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';
import type { RequestTarget } from './cache-key';
import { cacheTagsFor } from './cache-dependencies';
import { CACHE_TAGS, type CacheTag } from './cache-tags';
import { contextSawSession, mentionsSessionCookie } from './session-presence';
import { CACHEABLE_TYPE, captureBody, etagFor, requestIdFor, sendStored, storedHeaders, type StoredBody } from './stored-answer';

export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
import { lowDataRequested } from '../../shared/low-data';
import { hasFormFlash } from './form-flash-cookie';

/** Who is signed in, the encoding and low-data mode (shared/low-data.ts) each change the answer. */
const VARY = 'Cookie, Accept-Encoding, Save-Data';

const MAX_BODY_BYTES = 2 * 1024 * 1024;

interface Entry extends StoredBody {
  tags: readonly CacheTag[];
  expires: number;
}

/** What invalidation empties: the entries of some tags, or everything (unknown message, reconnection). */
export type InvalidationScope = readonly CacheTag[] | 'all';

/** The stored response headers with the cache's own, flat ([name, value, ...]) for writeHead. */
function hitHeaders(stored: [string, string][], etag: string): string[] {
  return [...stored.flat(), 'Cache-Control', SHARED_CACHE_CONTROL, 'Vary', VARY, 'ETag', etag, 'X-Cache', 'HIT'];
}

export interface CrossProcessInvalidation {
  /** Tell the other processes to empty their entries that depend on `tags`. */
  publish(tags: readonly CacheTag[]): void;
  /** Run `onInvalidate` when another process published (or on reconnection: 'all'); resolves to an unsubscribe function. */
  subscribe(onInvalidate: (scope: InvalidationScope) => void): Promise<() => Promise<void>>;
}

export interface ResponseCacheOptions {
  /** What a request URL asks for (cache-key.ts): its key, or nothing cacheable. */
  target: (rawUrl: string) => RequestTarget;
  ttlMs?: number;
  maxEntries?: number;
  invalidation?: CrossProcessInvalidation;
  now?: () => number;
  /** Subscribing to cross-process invalidation failed (entries then live at most ttlMs). */
  onError?: (err: unknown) => void;
  /** A hit answered by `serveHit` (it bypasses the request logger). */
  onFastHit?: (req: IncomingMessage, res: ServerResponse, requestId: string) => void;
}

/**
 * A request that must never share an answer: it mentions the session cookie in any spelling, or
 * carries a form's one-time answer (field errors, a success message: issue 15's flash cookie).
 */
function isPersonal(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return mentionsSessionCookie(req) || hasFormFlash(Array.isArray(cookie) ? cookie.join('; ') : cookie);
}

export function createResponseCache(opts: ResponseCacheOptions) {
  const ttlMs = opts.ttlMs ?? 60_000;
  const maxEntries = opts.maxEntries ?? 1000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // A render that started before an invalidation of one of its tags must not be stored after it:
  // each invalidation takes the next number, and each tag remembers the last one that touched it.
  let invalidations = 0;
  const lastInvalidated = new Map<CacheTag, number>();

  const empty = (scope: InvalidationScope) => {
    invalidations++;
    const tags = scope === 'all' ? CACHE_TAGS : scope;
    for (const tag of tags) lastInvalidated.set(tag, invalidations);
    if (scope === 'all') return entries.clear();
    for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
  };
  const invalidate = (tags: readonly CacheTag[]) => {
    if (tags.length === 0) return;
    empty(tags);
    opts.invalidation?.publish(tags);
  };
  const unsubscribe = opts.invalidation?.subscribe(empty).catch((err: unknown) => {
    opts.onError?.(err);
    return undefined;
  });

  const send = sendStored;

  // Low-data pages (shared/low-data.ts) are another rendering of the same address: kept apart.
  const keyOf = (req: IncomingMessage, url: string) =>
    `${req.headers.host ?? ''} ${url}${lowDataRequested(req.headers['save-data'] as string | undefined, req.headers.cookie) ? ' low-data' : ''}`;

  /** The fresh entry for this request, if it may be served one at all. */
  function lookup(req: IncomingMessage): Entry | undefined {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isPersonal(req)) return undefined;
    const target = opts.target(req.url ?? '/');
    if (target.kind !== 'plain' || target.personal) return undefined;
    const key = keyOf(req, target.url);
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * The fast path, in front of Express: answers a fresh hit straight from the node:http request,
   * skipping the middleware stack (the stored headers already include the security headers).
   * Returns false when the request must go through the app.
   */
  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    const entry = lookup(req);
    if (!entry) return false;
    const id = requestIdFor(req);
    send(req, res, entry, id);
    opts.onFastHit?.(req, res, id);
    return true;
  }

  function store(key: string, res: Response, identity: Buffer, startedAt: number, tags: readonly CacheTag[]) {
    if (tags.some((tag) => (lastInvalidated.get(tag) ?? 0) > startedAt)) return;
    const etag = etagFor(identity);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, {
      status: res.statusCode,
      headers: hitHeaders(storedHeaders(res, identity), etag),
      etag,
      identity,
      refineBrotli: true,
      tags,
      expires: now() + ttlMs,
    });
  }

  /** Whether this finished answer may be shared: the context (if any) saw no session, and it is a plain 200. */
  function shareable(res: Response): boolean {
    return (
      res.statusCode === 200 &&
      !res.getHeader('set-cookie') &&
      CACHEABLE_TYPE.test(String(res.getHeader('content-type') ?? '')) &&
      !contextSawSession(res)
    );
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    // Writes empty what they change themselves: each mutation declares its tags in its metadata
    // and the tRPC duties middleware calls invalidate after it succeeded (trpc/init.ts).
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/')) return next();

    // In the app plainTargets (cache-key.ts) has already kept only the parameters this path reads;
    // the key comes from the target itself, so the cache never depends on that order of middleware.
    const target = opts.target(req.url);
    const key = target.kind === 'plain' && !target.personal && !isPersonal(req) ? keyOf(req, target.url) : undefined;
    const cacheable = key !== undefined;
    // Who is signed in changes answers: a shared cache must keep anonymous and personal copies apart.
    onHeaders(res, function decideCacheControl() {
      const type = String(res.getHeader('content-type') ?? '');
      if (!CACHEABLE_TYPE.test(type) || res.getHeader('cache-control') === 'no-store') return;
      res.setHeader('Cache-Control', cacheable && shareable(res) ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
      res.setHeader('Vary', VARY);
    });
    if (key === undefined) return next();

    const hit = lookup(req);
    if (hit) return send(req, res, hit);
    if (req.method === 'HEAD') return next();

    // Miss: let the response go out as usual and keep a copy of the bytes written.
    const tags = cacheTagsFor(req.path);
    const startedAt = invalidations;
    captureBody(res, MAX_BODY_BYTES, (body) => {
      if (body && shareable(res)) store(key, res, body, startedAt, tags);
    });
    next();
  }

  return {
    middleware,
    serveHit,
    /** Resolves once cross-process invalidation is listening. */
    ready: Promise.resolve(unsubscribe).then(() => undefined),
    /** Empty the entries that depend on `tags`, here and in every other process. */
    invalidate,
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
