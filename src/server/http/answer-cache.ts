/**
 * The one answer cache: rendered answers to GETs, anonymous and signed-in alike, kept in one LRU
 * bounded in bytes, each thrown away when a row it was made from changes
 * (docs/decisions/2026-11-26-one-answer-cache.md).
 *
 * - What an answer depends on is recorded from the SQL its handler sent (db/read-recorder.ts):
 *   tables, or one user's rows of a table ('enrollments@12'). The change feed (db/change-feed.ts),
 *   told by the database's triggers and heard by every process, says when any of those changed.
 *   An answer that wrote anything or read a table whose writes are not announced is not kept;
 *   nothing is kept or served while the feed is not listening.
 * - Anonymous answers are shared by every anonymous visitor. Anonymity is what the request context
 *   found (session-presence.ts), and a request whose Cookie mentions the session cookie in any
 *   spelling is never served one (docs/decisions/2026-11-23-cache-anonymity.md).
 * - Signed-in answers are kept per user; who the visitor is (their row, the 2FA rule) is part of
 *   the key and of the dependencies. A hit is served in front of Express only when the cookie's
 *   seal and its user are already known to this process and the session needs no refresh.
 * - The same LRU keeps shared reads (trpc/shared-read.ts): procedure answers that are the same for
 *   everyone, under the same rule, so a page's first render need not query them again; and the
 *   session users' rows (trpc/context.ts), so a signed-in request need not read its user again.
 * - The key is the user (or none), the host (PUBLIC_URL's when set), the URL with only the parameters the route reads
 *   (cache-key.ts) and low-data mode. Answers to an address with a query (a sign-in's redirect,
 *   a page number: values anyone can make up; never a search's text, cache-key.ts) are kept in a smaller LRU of their own, so
 *   no number of made-up values can push out the pages everyone reads. Only 200 answers of a text/JSON/XML type (or a drawn
 *   PNG: the share previews) without Set-Cookie are kept, never URLs with a token, never a form's one-time answer.
 * - Answers also expire, because some roll over with the clock alone (what is still upcoming, what
 *   is happening now). Each lives a time drawn around its kind's lifetime (`lifetimeAround`), so
 *   the pages of a class that signed in together are not all made again in the same second
 *   (docs/decisions/2026-11-30-spread-expiry.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import onHeaders from 'on-headers';
import { lowDataRequested } from '../../shared/low-data';
import { ownedKey, type ChangeFeed, type Stamp } from '../db/change-feed';
import { recordReads, type KeptTimes, type ReadRecord } from '../db/read-recorder';
import { sessionUserKeys, type SessionUser, type SessionUserCache } from '../trpc/context';
import type { SharedReads } from '../trpc/shared-read';
import { sessionSeal, sessionState, SESSION_TIMEOUTS, type UnsealCache } from '../trpc/session';
import { isPlainHost, type RequestTarget } from './cache-key';
import { requestIdFor } from './request-log';
import { hasFormFlash } from '../forms/form-flash-cookie';
import { contextSawSession, contextUserId, mentionsSessionCookie } from './session-presence';
import { CACHEABLE_TYPE, captureBody, etagFor, isKeptType, sendStored, storedHeaders, type StoredBody } from './stored-answer';

/** How long a CDN may keep a shared answer, and then serve it stale while it asks again (pages only). */
const SHARED_FRESH_S = 60;
const SHARED_STALE_S = 300;
const sharedPageCacheControl = (fresh: number, stale: number) => `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
const sharedApiCacheControl = (fresh: number) => `public, max-age=0, s-maxage=${fresh}`;
/** A shared page: a CDN may keep it a minute, and serve it stale while it asks again. */
export const SHARED_CACHE_CONTROL = sharedPageCacheControl(SHARED_FRESH_S, SHARED_STALE_S);
/**
 * A shared API or tRPC answer: the same without stale-while-revalidate, which browsers honour for
 * fetch() (not for a navigation): a script reading /api/events right after an admin's edit got the
 * old list from the disk cache (probe 66, F6), and so would the app's own reads after a save.
 */
export const SHARED_API_CACHE_CONTROL = sharedApiCacheControl(SHARED_FRESH_S);
const isApiAnswer = (url: string) => /^\/(api|trpc)(\/|\?|$)/.test(url);

/**
 * The Cache-Control of a shared answer at `at`. One that turns false by the clock at `until` (an
 * event starts or ends: read-recorder.ts keepUntil) is kept by a CDN, fresh or stale, no later than
 * then, as this process keeps it: a page listing an ended event was otherwise served by a CDN for up
 * to 60 + 300 s after the end (probe 78, F4).
 */
export function sharedCacheControl(url: string, until = Infinity, at = Date.now()): string {
  const left = Number.isFinite(until) ? Math.max(0, Math.floor((until - at) / 1000)) : Infinity;
  const fresh = Math.min(SHARED_FRESH_S, left);
  if (isApiAnswer(url)) return sharedApiCacheControl(fresh);
  return sharedPageCacheControl(fresh, Math.min(SHARED_STALE_S, left - fresh));
}
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Who is signed in, the encoding and low-data mode (shared/low-data.ts) each change the answer. */
const VARY = 'Cookie, Accept-Encoding, Save-Data';
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * How long one answer is kept when it was made for a lifetime of `ttlMs`: drawn evenly from half to
 * one and a half times that. Answers made in the same moment (200 learners arriving at a workshop)
 * would otherwise expire in the same moment too and be made again together, each render holding
 * up every request behind it: 200 at once put the workshop row's p99 at 155-421 ms.
 */
export function lifetimeAround(ttlMs: number, random: () => number = Math.random): number {
  return ttlMs * (0.5 + random());
}

interface Entry extends StoredBody {
  stamp: Stamp;
  keys: readonly string[];
  expires: number;
  /** A shared text answer that turns false by the clock: its Cache-Control is counted down to then at each hit. */
  sharedUntil?: { url: string; until: number };
}

/** A shared read's answer (trpc/shared-read.ts), kept beside the pages under the same rule. */
interface ReadEntry {
  value: unknown;
  stamp: Stamp;
  keys: readonly string[];
  expires: number;
  /** When what it holds turns false by the clock, if ever (read-recorder.ts keepUntil). */
  turnsFalseAt?: number;
  size: number;
}

/** A session user's row (trpc/context.ts), kept beside the pages under the same rule. */
interface UserEntry {
  row: SessionUser;
  stamp: Stamp;
  keys: readonly string[];
  /** Never by time: a user's row changes only by a write, which the feed announces. */
  expires: number;
}
/** A user's row and its place in the LRU: a rough size, as for the others. */
const USER_ENTRY_SIZE = 1024;

type Kept = Entry | ReadEntry | UserEntry;
const isAnswer = (entry: Kept | undefined): entry is Entry => entry !== undefined && 'identity' in entry;
const isRead = (entry: Kept | undefined): entry is ReadEntry => entry !== undefined && 'value' in entry;
const isUser = (entry: Kept | undefined): entry is UserEntry => entry !== undefined && 'row' in entry;
/** Shared reads' and users' keys start with a word no page's key (a user id or '-') can start with. */
const READ_PREFIX = 'read ';
const USER_PREFIX = 'user ';

export interface AnswerCacheOptions {
  /** What a request URL asks for (cache-key.ts): its key, or nothing cacheable. */
  target: (rawUrl: string) => RequestTarget;
  changes: ChangeFeed;
  unsealed: UnsealCache;
  cookieName: string;
  /**
   * The site's one host (PUBLIC_URL's). When set, nothing in an answer depends on the Host asked
   * for (links and the site's address come from PUBLIC_URL), so the key uses this instead: a
   * visitor cannot fill the cache with one copy per made-up Host.
   */
  host?: string;
  anonymousTtlMs?: number;
  signedInTtlMs?: number;
  maxBytes?: number;
  now?: () => number;
  /** A hit answered in front of the app (it bypasses the request logger). */
  onFastHit?: (req: IncomingMessage, res: ServerResponse, requestId: string, cache: string) => void;
}

/** Who a GET may be answered for: everyone (anonymous), one known user, or no one (not cacheable). */
type Audience = { kind: 'anonymous'; url: string } | { kind: 'session'; url: string } | undefined;

export function createAnswerCache(opts: AnswerCacheOptions) {
  const { changes } = opts;
  const now = opts.now ?? Date.now;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  // The identity body and, later, its compressed copies (about a third of it together).
  const sizeCalculation = (entry: Kept) =>
    isAnswer(entry) ? Math.ceil(entry.identity.length * 1.4) + 512 : isRead(entry) ? entry.size : USER_ENTRY_SIZE;
  // One bound in two parts: an eighth for answers to addresses with a query (see above).
  const queried = new LRUCache<string, Kept>({ maxSize: Math.ceil(maxBytes / 8), sizeCalculation });
  const entries = new LRUCache<string, Kept>({ maxSize: maxBytes - queried.maxSize, sizeCalculation });
  /** Where the answer to `url` (as cache-key.ts kept it) lives. */
  const partOf = (url: string) => (url.includes('?') ? queried : entries);

  /** The entry of this kind under `key` while it is fresh (not expired, none of its keys changed); dropped otherwise. */
  function kept<T extends Kept>(key: string, ofKind: (entry: Kept | undefined) => entry is T, part = entries): T | undefined {
    const entry = part.get(key);
    if (!ofKind(entry)) return undefined;
    if (entry.expires > now() && changes.unchangedSince(entry.stamp, entry.keys)) return entry;
    part.delete(key);
    return undefined;
  }

  const sessionUsers: SessionUserCache = {
    get: (uid) => kept(USER_PREFIX + uid, isUser)?.row,
    set(uid, row, before) {
      const keys = sessionUserKeys(uid);
      if (changes.unchangedSince(before, keys)) entries.set(USER_PREFIX + uid, { row, stamp: before, keys, expires: Infinity });
    },
    stamp: () => changes.stamp(),
  };
  const anonymousTtlMs = opts.anonymousTtlMs ?? 60_000;
  const signedInTtlMs = opts.signedInTtlMs ?? 30_000;
  const longestSignedInLifetime = lifetimeAround(signedInTtlMs, () => 1);

  const cookieOf = (req: IncomingMessage) => {
    const cookie = req.headers.cookie;
    return Array.isArray(cookie) ? cookie.join('; ') : cookie;
  };
  /** Everything but the user: the address (only the parameters it reads) and the rendering asked for. */
  const addressOf = (req: IncomingMessage, url: string) =>
    `${opts.host ?? req.headers.host ?? ''} ${url}${lowDataRequested(req.headers['save-data'] as string | undefined, req.headers.cookie) ? ' low-data' : ''}`;

  function audienceOf(req: IncomingMessage): Audience {
    // A Host the app refuses (cache-key.ts) is refused even where the key does not use it.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPlainHost(req.headers.host)) return undefined;
    const target = opts.target(req.url ?? '/');
    if (target.kind !== 'plain' || target.personal || target.path.startsWith('/assets/')) return undefined;
    // A form's one-time answer (field errors, a success message) is never kept nor served.
    if (hasFormFlash(cookieOf(req))) return undefined;
    if (!mentionsSessionCookie(req)) return { kind: 'anonymous', url: target.url };
    return sessionSeal(req, opts.cookieName) !== undefined ? { kind: 'session', url: target.url } : undefined;
  }

  /** The signed-in user this request's cookie is already known to stand for, needing no work. */
  function knownUser(req: IncomingMessage): number | undefined {
    const seal = sessionSeal(req, opts.cookieName);
    const at = now();
    const session = seal ? opts.unsealed.get(seal, at) : undefined;
    if (typeof session?.uid !== 'number') return undefined;
    const user = sessionUsers.get(session.uid);
    if (!user || user.sessionVersion !== session.v) return undefined;
    // Expired or due for the idle-window refresh (a new cookie): the app does that.
    if (sessionState(session, user.role, at) !== 'active') return undefined;
    if (at - (session.seen ?? session.iat ?? 0) > SESSION_TIMEOUTS.refreshMs) return undefined;
    return session.uid;
  }

  /** The fresh entry for this request, if it may be served one at all. */
  function lookup(req: IncomingMessage): Entry | undefined {
    const audience = changes.live ? audienceOf(req) : undefined;
    if (!audience) return undefined;
    const uid = audience.kind === 'session' ? knownUser(req) : undefined;
    if (audience.kind === 'session' && uid === undefined) return undefined;
    return kept(`${uid ?? '-'} ${addressOf(req, audience.url)}`, isAnswer, partOf(audience.url));
  }

  /** A stored answer, with its Cache-Control as of now when that counts down. */
  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, requestId?: string) {
    const timed = entry.sharedUntil;
    sendStored(req, res, entry, requestId, timed && sharedCacheControl(timed.url, timed.until, now()));
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: Entry, cache: string) {
    const id = requestIdFor(req);
    send(req, res, entry, id);
    opts.onFastHit?.(req, res, id, cache);
  }

  /**
   * In front of Express: a fresh hit is answered without the middleware stack (the stored headers
   * already include the security headers). A signed-in hit waits for the next turn of the event
   * loop: a change notification that arrived with this request (a logout in another process) is
   * read first, since the socket's data is handled before setImmediate callbacks.
   */
  function handle(req: IncomingMessage, res: ServerResponse, app: (req: IncomingMessage, res: ServerResponse) => void): void {
    const audience = changes.live ? audienceOf(req) : undefined;
    if (!audience) return app(req, res);
    if (audience.kind === 'anonymous') {
      const entry = lookup(req);
      return entry ? serve(req, res, entry, 'HIT') : app(req, res);
    }
    setImmediate(() => {
      const entry = lookup(req);
      if (entry) serve(req, res, entry, 'PRIVATE-HIT');
      else app(req, res);
    });
  }

  function store(
    url: string,
    key: string,
    res: Response,
    body: Buffer,
    stamp: Stamp,
    keys: string[],
    shared: boolean,
    { expiresBy = Infinity, turnsFalseAt = Infinity }: KeptTimes = {},
  ) {
    // Something it read changed while it was being made: it is already stale.
    if (!changes.unchangedSince(stamp, keys)) return;
    const etag = etagFor(body);
    // An image keeps the Cache-Control its handler chose, and is sent as it is (stored-answer.ts).
    const text = CACHEABLE_TYPE.test(String(res.getHeader('content-type') ?? ''));
    const caching = text
      ? ['Cache-Control', shared ? sharedCacheControl(url, turnsFalseAt, now()) : PRIVATE_CACHE_CONTROL, 'Vary', VARY]
      : ['Cache-Control', String(res.getHeader('cache-control') ?? PRIVATE_CACHE_CONTROL)];
    partOf(url).set(key, {
      status: res.statusCode,
      headers: [...storedHeaders(res, body).flat(), ...caching, 'ETag', etag, 'X-Cache', shared ? 'HIT' : 'PRIVATE-HIT'],
      etag,
      identity: body,
      binary: !text,
      // Worth brotli's best only for an answer every reader shares (stored-answer.ts).
      refineBrotli: shared && text,
      stamp,
      keys,
      // Never past a kept answer it was made from (a shared read's copy).
      expires: Math.min(now() + lifetimeAround(shared ? anonymousTtlMs : signedInTtlMs), expiresBy),
      sharedUntil: shared && text && Number.isFinite(turnsFalseAt) ? { url, until: turnsFalseAt } : undefined,
    });
  }

  /** A plain 200 of a type the cache keeps that set no cookie. */
  const plainAnswer = (res: Response) =>
    res.statusCode === 200 && !res.getHeader('set-cookie') && isKeptType(String(res.getHeader('content-type') ?? ''));

  /** Express middleware for a miss: records what the handler reads and keeps its answer if it may. */
  function middleware(req: Request, res: Response, next: NextFunction) {
    const audience = audienceOf(req);
    // As the request came in: routers mounted on a path see their own part of it later.
    const url = req.originalUrl;
    // What the handler reads, and until when its answer holds (recorded only where it may be kept).
    const record: ReadRecord = { keys: new Set(), uncacheable: false };
    /** A kept answer sent as it was stored: its own headers stand. */
    let sentStored = false;
    // Who is signed in changes answers: downstream caches keep anonymous and personal copies apart.
    onHeaders(res, function decideCacheControl() {
      if (sentStored) return;
      const type = String(res.getHeader('content-type') ?? '');
      if (!CACHEABLE_TYPE.test(type) || res.getHeader('cache-control') === 'no-store') return;
      const shared = audience?.kind === 'anonymous' && plainAnswer(res) && !contextSawSession(res);
      res.setHeader('Cache-Control', shared ? sharedCacheControl(url, record.turnsFalseAt, now()) : PRIVATE_CACHE_CONTROL);
      res.setHeader('Vary', VARY);
    });
    if (!audience || !changes.live) return next();
    // A hit the fast path did not see (an app mounted without it, a notification that came between).
    const hit = lookup(req);
    if (hit) {
      sentStored = true;
      return send(req, res, hit);
    }
    if (req.method !== 'GET') return next();

    const stamp = changes.stamp();
    const address = addressOf(req, audience.url);
    captureBody(res, MAX_BODY_BYTES, (body) => {
      if (!body || record.uncacheable || !plainAnswer(res)) return;
      if (audience.kind === 'anonymous') {
        // Kept for everyone only when no context built for it saw a session or a user.
        if (!contextSawSession(res)) store(audience.url, `- ${address}`, res, body, stamp, [...record.keys], true, record);
        return;
      }
      // Kept for the one user the request's context found (none, or two: not kept).
      const uid = contextUserId(res);
      if (uid !== undefined)
        store(
          audience.url,
          `${uid} ${address}`,
          res,
          body,
          stamp,
          [...record.keys, ownedKey('users', uid), 'settings_sections'],
          false,
          record,
        );
    });
    recordReads(record, next);
  }

  const sharedReads: SharedReads = {
    get: (key) => {
      const entry = kept(READ_PREFIX + key, isRead);
      // Handed out only while it outlives every signed-in answer made from it (whose expiry it caps):
      // a copy near its end would cut short every page made from it, all at its moment (the
      // workshop row's p99 went from ~40 to 66-141 ms). Read again instead: a statement every 15 s.
      return entry && entry.expires - now() >= longestSignedInLifetime ? entry : undefined;
    },
    stamp: () => changes.stamp(),
    set(key, value, stamp, keys, { expiresBy = Infinity, turnsFalseAt } = {}) {
      if (!changes.unchangedSince(stamp, keys)) return;
      // Its JSON's length, twice for JavaScript's two-byte strings: a rough size, as for the pages.
      let size: number;
      try {
        size = 2 * (JSON.stringify(value)?.length ?? 0) + 512;
      } catch {
        return; // not plain data (a BigInt, a cycle): not kept
      }
      entries.set(READ_PREFIX + key, { value, stamp, keys, expires: Math.min(now() + anonymousTtlMs, expiresBy), turnsFalseAt, size });
    },
  };

  return {
    handle,
    middleware,
    sharedReads,
    sessionUsers,
    get size() {
      return entries.size + queried.size;
    },
    get bytes() {
      return entries.calculatedSize + queried.calculatedSize;
    },
  };
}
