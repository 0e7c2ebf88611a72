/**
 * The session cookie: iron-session seals only ids and timestamps. Each request loads the
 * user from the database and compares the per-user session version, so logout, password
 * change, role change and deletion take effect on the very next request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';

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
}

/** What procedures see: the data plus save/destroy. Tests supply an in-memory one. */
export interface SessionHandle {
  data: SessionData;
  save(): Promise<void>;
  destroy(): void;
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

export async function ironSessionHandle(req: IncomingMessage, res: ServerResponse, options: SessionOptions): Promise<SessionHandle> {
  const session = await getIronSession<SessionData>(req, res, options);
  return {
    data: session,
    save: () => session.save(),
    destroy: () => session.destroy(),
  };
}

/** A session that lives in memory only (tests, in-process SSR caller without a response). */
export function memorySession(initial: SessionData = {}): SessionHandle {
  const handle: SessionHandle = {
    data: { ...initial },
    save: async () => {},
    destroy: () => {
      handle.data = {};
    },
  };
  return handle;
}
