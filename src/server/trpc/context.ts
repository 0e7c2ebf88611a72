import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { InvalidateCache } from '../http/cache-tags';
import { settingsSections, users } from '../db/schema';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { unlimited, type RateLimits } from '../security/rate-limits';
import { sessionState, SESSION_TIMEOUTS, type SessionHandle } from './session';

/** The signed-in user as procedures see it: loaded from the database on every request. */
export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  email: string;
  role: 'user' | 'admin';
  sessionVersion: number;
  /** Admin 2FA (issue 18): whether this account has it on, and whether the site requires it of admins. */
  twoFactorEnabled: boolean;
  twoFactorRequired: boolean;
}

export interface Context {
  db: Db;
  session: SessionHandle;
  user: SessionUser | null;
  log: Logger;
  /** The client's address, for records such as contact messages. */
  ip: string | null;
  /**
   * Set by a procedure to answer REST with another 2xx (e.g. 201); read by responseMeta.
   * An object, so middlewares that copy the context still share it.
   */
  response: { status?: number };
  /** The site's public origin, for links in emails. */
  siteUrl: string;
  /** Tell the outbox worker that mail was queued, so it sends soon rather than at its next tick. */
  onMailQueued: () => void;
  /** The app's rate limits (none in procedure tests). */
  limits: RateLimits;
  /** Set a response header (Retry-After); a no-op where there is no HTTP response. */
  setHeader: (name: string, value: string) => void;
  /** Empty the anonymous response cache's entries that depend on these tags (after a committed write). */
  invalidate: InvalidateCache;
}

/** Load the session's user; a stale session version or a deleted user means anonymous. */
export async function loadSessionUser(db: Db, session: SessionHandle): Promise<SessionUser | null> {
  const { uid, v } = session.data;
  if (typeof uid !== 'number' || typeof v !== 'number') return null;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      sessionVersion: users.sessionVersion,
      twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
      // In the same statement, so the admin check costs no extra query.
      twoFactorRequired: sql<boolean>`coalesce((select (${settingsSections.value}->>'requireAdminTwoFactor')::boolean from ${settingsSections} where ${settingsSections.section} = 'security'), false)`,
    })
    .from(users)
    .where(eq(users.id, uid))
    .limit(1);
  if (!row || row.sessionVersion !== v) return null;
  const now = Date.now();
  if (sessionState(session.data, row.role, now) === 'expired') {
    session.destroy();
    return null;
  }
  // Sliding idle window: re-seal at most once a minute, not on every request.
  if (now - (session.data.seen ?? session.data.iat ?? 0) > SESSION_TIMEOUTS.refreshMs) {
    session.data.seen = now;
    await session.save().catch(() => {}); // after the response started (rare): the next request refreshes
  }
  return row;
}

/** Build a context from parts: used by the HTTP adapters, the SSR caller and the tests. */
export async function createContextInner(opts: {
  db: Db;
  session: SessionHandle;
  log?: Logger;
  ip?: string | null;
  siteUrl?: string;
  onMailQueued?: () => void;
  limits?: RateLimits;
  setHeader?: (name: string, value: string) => void;
  invalidate?: InvalidateCache;
}): Promise<Context> {
  const user = await loadSessionUser(opts.db, opts.session);
  return {
    db: opts.db,
    session: opts.session,
    user,
    log: opts.log ?? silentLogger,
    ip: opts.ip ?? null,
    response: {},
    siteUrl: opts.siteUrl ?? 'http://localhost:3000',
    onMailQueued: opts.onMailQueued ?? (() => {}),
    limits: opts.limits ?? unlimited,
    setHeader: opts.setHeader ?? (() => {}),
    invalidate: opts.invalidate ?? (() => {}),
  };
}
