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
}

/** What procedures see: the data plus save/destroy. Tests supply an in-memory one. */
export interface SessionHandle {
  data: SessionData;
  save(): Promise<void>;
  destroy(): void;
}

export const SESSION_COOKIE = 'dce_session';

export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    password: secret,
    cookieName: SESSION_COOKIE,
    ttl: 12 * 60 * 60, // absolute lifetime of a seal: 12 hours
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
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
