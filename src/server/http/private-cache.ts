/**
 * Signed-in answers kept per user, in this process, while the database says nothing they were
 * made from has changed (docs/decisions/2026-11-25-signed-in-speed.md).
 *
 * - What an answer depends on is recorded from the SQL its handler sent (db/read-recorder.ts), not
 *   declared: a page that starts reading another table depends on it without anyone saying so.
 *   An answer that wrote anything, or read a table whose writes are not announced, is not kept.
 * - Whether those tables changed is told by the database's triggers (db/change-feed.ts), heard by
 *   every process. Who the visitor is (the user's row, the 2FA rule) is part of the key: any change
 *   to that user's row makes their entries unusable. While the feed is not listening, nothing is
 *   served from here.
 * - A hit is served in front of Express only when the cookie's seal and its user are already known
 *   to this process and the session needs no refresh (idle window, expiry); anything else goes
 *   through the app as usual. Entries also expire after `ttlMs` (relative times such as "waited
 *   3 hours" and date-based lists roll over), and the whole store is bounded in bytes.
 * - Only 200 answers of a text or JSON type without Set-Cookie are kept, never URLs with a token,
 *   never a form's one-time answer. The answer keeps `Cache-Control: private, no-store`.
 * - The key is the user and the URL with only the parameters the answer reads (cache-key.ts), so
 *   `/profile?x=N` is the entry of `/profile`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { lowDataRequested } from '../../shared/low-data';
import { ANNOUNCED_TABLES, type ChangeFeed, type Snapshot } from '../db/change-feed';
import { recordReads, type ReadRecord } from '../db/read-recorder';
import type { SessionUserCache } from '../trpc/context';
import { sessionSeal, sessionState, SESSION_TIMEOUTS, type SessionData, type UnsealCache } from '../trpc/session';
import { hasFormFlash } from './form-flash-cookie';
import { contextUserId } from './session-presence';
import type { RequestTarget } from './cache-key';
import { CACHEABLE_TYPE, captureBody, etagFor, requestIdFor, sendStored, storedHeaders, type StoredBody } from './stored-answer';

const PRIVATE_CACHE_CONTROL = 'private, no-store';
const VARY = 'Cookie, Accept-Encoding, Save-Data';
const MAX_BODY_BYTES = 1024 * 1024;

interface Entry extends StoredBody {
  uid: number;
  userVersion: number;
  snapshot: Snapshot;
  expires: number;
  bytes: number;
}

export interface PrivateCacheOptions {
  /** What a request URL asks for (cache-key.ts): its key, or nothing cacheable. */
  target: (rawUrl: string) => RequestTarget;
  changes: ChangeFeed;
  unsealed: UnsealCache;
  sessionUsers: SessionUserCache;
  cookieName: string;
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
  /** A hit answered in front of the app (it bypasses the request logger). */
  onFastHit?: (req: IncomingMessage, res: ServerResponse, requestId: string) => void;
}

export function createPrivateCache(opts: PrivateCacheOptions) {
  const { changes } = opts;
  const ttlMs = opts.ttlMs ?? 30_000;
  const maxBytes = opts.maxBytes ?? 48 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  /** Everything but the user: the address (only the parameters it reads) and the rendering asked for. */
  const addressOf = (req: IncomingMessage, url: string) =>
    `${req.headers.host ?? ''} ${url}${lowDataRequested(req.headers['save-data'] as string | undefined, req.headers.cookie) ? ' low-data' : ''}`;
  const keyOf = (uid: number, address: string) => `${uid} ${address}`;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  /** The URL a GET this cache may answer or keep is kept under, before anything is known of the visitor. */
  function candidate(req: IncomingMessage): string | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const target = opts.target(req.url ?? '');
    if (target.kind !== 'plain' || target.personal || target.path.startsWith('/assets/')) return undefined;
    const cookie = req.headers.cookie;
    if (!cookie || hasFormFlash(Array.isArray(cookie) ? cookie.join('; ') : cookie)) return undefined;
    return sessionSeal(req, opts.cookieName) !== undefined ? target.url : undefined;
  }

  /** The session's data if its seal is known here; never unseals. */
  function knownSession(req: IncomingMessage): SessionData | undefined {
    const seal = sessionSeal(req, opts.cookieName);
    return seal ? opts.unsealed.get(seal, now()) : undefined;
  }

  /** The fresh entry for this request, if its session is fully known here and needs no work. */
  function lookup(req: IncomingMessage): Entry | undefined {
    const url = changes.live ? candidate(req) : undefined;
    if (url === undefined) return undefined;
    const session = knownSession(req);
    if (typeof session?.uid !== 'number') return undefined;
    const user = opts.sessionUsers.get(session.uid);
    if (!user || user.sessionVersion !== session.v) return undefined;
    const at = now();
    // Expired or due for the idle-window refresh (a new cookie): the app does that.
    if (sessionState(session, user.role, at) !== 'active') return undefined;
    if (at - (session.seen ?? session.iat ?? 0) > SESSION_TIMEOUTS.refreshMs) return undefined;
    const key = keyOf(session.uid, addressOf(req, url));
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= at || entry.userVersion !== changes.userVersion(session.uid) || !changes.unchanged(entry.snapshot)) {
      remove(key);
      return undefined;
    }
    // Most recently used last: eviction takes the oldest first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /**
   * In front of Express. Answers on the next turn of the event loop, not at once: a change
   * notification that arrived with this request is read first (the socket's data is handled
   * before setImmediate callbacks), so a logout in another process is never answered past.
   */
  function handle(req: IncomingMessage, res: ServerResponse, app: (req: IncomingMessage, res: ServerResponse) => void): void {
    if (!changes.live || candidate(req) === undefined) return app(req, res);
    setImmediate(() => {
      const entry = lookup(req);
      if (!entry) return app(req, res);
      const id = requestIdFor(req);
      sendStored(req, res, entry, id);
      opts.onFastHit?.(req, res, id);
    });
  }

  function store(key: string, res: Response, body: Buffer, uid: number, start: Snapshot, startUserChanges: number, record: ReadRecord) {
    // No user's row changed while it was made, so this user's version now is the one it was made under.
    if (!changes.live || changes.epoch !== start.epoch || changes.userChangeCount() !== startUserChanges) return;
    const userVersion = changes.userVersion(uid);
    const tables = [...record.tables];
    const versions = tables.map((table) => start.versions[start.tables.indexOf(table)] ?? -1);
    const snapshot: Snapshot = { epoch: start.epoch, tables, versions };
    // Something it read changed while it was being made: it is already stale.
    if (!changes.unchanged(snapshot)) return;
    const etag = etagFor(body);
    const entry: Entry = {
      status: res.statusCode,
      headers: [
        ...storedHeaders(res, body).flat(),
        'Cache-Control',
        PRIVATE_CACHE_CONTROL,
        'Vary',
        VARY,
        'ETag',
        etag,
        'X-Cache',
        'PRIVATE-HIT',
      ],
      etag,
      identity: body,
      uid,
      userVersion,
      snapshot,
      expires: now() + ttlMs,
      // The identity body and, later, its compressed copies (about a third of it together).
      bytes: Math.ceil(body.length * 1.4) + 512,
    };
    remove(key);
    while (bytes + entry.bytes > maxBytes && entries.size > 0) remove(entries.keys().next().value as string);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
  }

  function storable(res: Response, record: ReadRecord): boolean {
    return (
      res.statusCode === 200 &&
      !record.uncacheable &&
      !res.getHeader('set-cookie') &&
      CACHEABLE_TYPE.test(String(res.getHeader('content-type') ?? ''))
    );
  }

  /** Express middleware for a miss: records what the handler reads and keeps its answer if it may. */
  function middleware(req: Request, res: Response, next: NextFunction) {
    const url = req.method === 'GET' && changes.live ? candidate(req) : undefined;
    if (url === undefined) return next();
    const start = changes.snapshot(ANNOUNCED_TABLES);
    const startUserChanges = changes.userChangeCount();
    const address = addressOf(req, url);
    const record: ReadRecord = { tables: new Set(), uncacheable: false };
    captureBody(res, MAX_BODY_BYTES, (body) => {
      // Kept for the one user the request's context found (none, or two: not kept).
      const uid = contextUserId(res);
      if (body && uid !== undefined && storable(res, record)) store(keyOf(uid, address), res, body, uid, start, startUserChanges, record);
    });
    recordReads(record, next);
  }

  return {
    handle,
    middleware,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
