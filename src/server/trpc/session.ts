/**
 * The session cookie: iron-session seals only ids and timestamps. Each request compares the
 * cookie's session version with the user's (context.ts: from the database, or from the answer
 * cache's copy of that row while the change feed says it is unchanged), and every mutation checks
 * it again inside its transaction, so logout, password change, role change and deletion take
 * effect on the next request and no write runs as a revoked session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { getIronSession, type SessionOptions } from 'iron-session';
import { SIGNED_IN_MARKER_COOKIE } from '../../shared/signed-in-marker';

export interface SessionData {
  /** User id. */
  uid?: number;
  /** The user's sessionVersion when the cookie was sealed. */
  v?: number;
  /** Issued at (ms since epoch). */
  iat?: number;
  /** Last request seen with this session (ms since epoch), for the idle timeout. */
  seen?: number;
  /** Password accepted, two-factor code awaited: the user id, their sessionVersion, when (ms). */
  p2fa?: { uid: number; v: number; at: number };
  /**
   * A passkey ceremony in progress (services/passkey-challenge.ts): the challenge, its purpose,
   * when it expires (ms), and the account it is for (registration, or a sign-in by username).
   */
  wa?: { c: string; p: 'register' | 'login'; exp: number; uid?: number };
}

/** What procedures see: the data plus save/destroy. Tests supply an in-memory one. */
export interface SessionHandle {
  data: SessionData;
  save(): Promise<void>;
  destroy(): void;
  /**
   * The session was revoked elsewhere (password change, role change, deletion): the device's
   * signed-in marker goes, the cookie stays (a new session this device was given at the same
   * moment, by the password change itself, may be on its way in another response).
   */
  markSignedOut(): void;
}

export const SESSION_COOKIE = 'dce_session';
/** Over HTTPS the cookie gets the __Host- prefix: browsers then only accept it Secure, host-only, Path=/. */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, `__Host-${SESSION_COOKIE}`] as const;

/** OWASP session management: absolute and idle timeouts (admins idle out sooner). */
export const SESSION_TIMEOUTS = {
  absoluteMs: 12 * 60 * 60 * 1000,
  idleMs: { user: 30 * 60 * 1000, admin: 15 * 60 * 1000 },
  /** How stale `seen` may get before the cookie is re-sealed (not on every request). */
  refreshMs: 60 * 1000,
} as const;

export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    password: secret,
    cookieName: secure ? SESSION_COOKIE_NAMES[1] : SESSION_COOKIE,
    ttl: SESSION_TIMEOUTS.absoluteMs / 1000, // the seal itself cannot outlive the absolute timeout
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

export type SessionState = 'active' | 'expired';

/** Whether a signed-in session is still within its absolute and idle limits at `now`. */
export function sessionState(data: SessionData, role: 'user' | 'admin', now: number): SessionState {
  const issued = data.iat ?? 0;
  if (now - issued > SESSION_TIMEOUTS.absoluteMs) return 'expired';
  if (now - (data.seen ?? issued) > SESSION_TIMEOUTS.idleMs[role]) return 'expired';
  return 'active';
}

/**
 * Unsealed cookies, by their exact sealed text. Unsealing costs two PBKDF2 derivations, an HMAC
 * and an AES decryption on the thread pool (~7 % of a signed-in API read, and four thread-pool
 * round trips of latency); a signed-in visitor sends the same seal on every request until it is
 * re-sealed (at most once a minute). Only seals that unsealed to a signed-in session are kept, so
 * nothing an attacker invents gets in; an entry is dropped at the seal's own expiry.
 */
export interface UnsealCache {
  get(seal: string, now: number): SessionData | undefined;
  set(seal: string, data: SessionData): void;
  readonly size: number;
}

const MAX_CACHED_SEAL_LENGTH = 1024;

/**
 * When a kept seal must be forgotten: the session's absolute timeout from its issue time. iron
 * seals with a TTL of that same length at save time (always at or after `iat`), so this is never
 * later than the seal's own expiry, and needs no reading of iron's seal layout.
 */
function keptUntil(data: SessionData): number | undefined {
  return typeof data.iat === 'number' ? data.iat + SESSION_TIMEOUTS.absoluteMs : undefined;
}

export function createUnsealCache(maxEntries = 10_000): UnsealCache {
  const entries = new Map<string, { data: SessionData; expiresAt: number }>();
  return {
    get(seal, now) {
      const entry = entries.get(seal);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(seal);
        return undefined;
      }
      // A copy: handlers change their session's data (login, logout, the idle refresh).
      return structuredClone(entry.data);
    },
    set(seal, data) {
      const expiresAt = keptUntil(data);
      if (expiresAt === undefined || seal.length > MAX_CACHED_SEAL_LENGTH || typeof data.uid !== 'number') return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(seal, { data: structuredClone(data), expiresAt });
    },
    get size() {
      return entries.size;
    },
  };
}

/** The raw sealed value of the session cookie, if the request carries one. */
export function sessionSeal(req: IncomingMessage, cookieName: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parseCookies(Array.isArray(header) ? header.join('; ') : header)[cookieName] || undefined;
}

const NO_COOKIE_REQUEST = { headers: {} } as IncomingMessage;

/** The seal iron-session just set on the response, if any. */
function newSeal(res: ServerResponse, cookieName: string): string | undefined {
  const header = res.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  for (const cookie of [...cookies].reverse()) {
    const value = parseCookies(cookie.split(';')[0] ?? '')[cookieName];
    if (value) return value;
  }
  return undefined;
}

export async function ironSessionHandle(
  req: IncomingMessage,
  res: ServerResponse,
  options: SessionOptions,
  cache?: UnsealCache,
): Promise<SessionHandle> {
  const seal = cache ? sessionSeal(req, options.cookieName) : undefined;
  const known = seal ? cache?.get(seal, Date.now()) : undefined;
  // A known seal: iron-session still owns save/destroy and the cookie's attributes; it just
  // is not asked to unseal the same text again.
  const session = await getIronSession<SessionData>(known ? NO_COOKIE_REQUEST : req, res, options);
  if (known) Object.assign(session, known);
  else if (seal) cache?.set(seal, { ...session });
  const secure = options.cookieOptions?.secure === true;
  return {
    data: session,
    save: async () => {
      await session.save();
      // The visitor sends this seal next (after a sign-in, the very next request): known already.
      const sealed = cache ? newSeal(res, options.cookieName) : undefined;
      if (sealed) cache?.set(sealed, { ...session });
      setSignedInMarker(res, secure, typeof session.uid === 'number' ? session.iat : undefined);
    },
    destroy: () => {
      session.destroy();
      setSignedInMarker(res, secure, undefined);
    },
    markSignedOut: () => setSignedInMarker(res, secure, undefined),
  };
}

/**
 * The script-readable marker of a signed-in session (shared/signed-in-marker.ts), lasting until the
 * session's absolute end (`issuedAt` + 12 h), or cleared (`issuedAt` undefined). Added beside the
 * Set-Cookie headers already on the response. A response already under way keeps what it has.
 */
export function setSignedInMarker(res: ServerResponse, secure: boolean, issuedAt: number | undefined): void {
  if (res.headersSent) return;
  const seconds = issuedAt === undefined ? 0 : Math.floor((issuedAt + SESSION_TIMEOUTS.absoluteMs - Date.now()) / 1000);
  const marker = serializeCookie(SIGNED_IN_MARKER_COOKIE, seconds > 0 ? '1' : '', {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: Math.max(seconds, 0),
  });
  const existing = res.getHeader('set-cookie');
  const cookies = Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)];
  const others = cookies.filter((cookie) => !cookie.startsWith(`${SIGNED_IN_MARKER_COOKIE}=`));
  res.setHeader('set-cookie', [...others, marker]);
}

/** A session that lives in memory only (tests, in-process SSR caller without a response). */
export function memorySession(initial: SessionData = {}): SessionHandle {
  const handle: SessionHandle = {
    data: { ...initial },
    save: async () => {},
    destroy: () => {
      handle.data = {};
    },
    markSignedOut: () => {},
  };
  return handle;
}
