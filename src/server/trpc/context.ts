import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import type { RequestDeadline } from '../db/commit-deadline';
import { ownedKey, type OwnWrites, type Stamp } from '../db/change-feed';
import { unrecorded } from '../db/read-recorder';
import { settingsSections, users } from '../db/schema';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { unlimited, type RateLimits } from '../security/rate-limits';
import { createImaginaryPasskeys, type ImaginaryPasskeys } from '../security/imaginary-passkeys';
import { createSecretBox, type SecretBox } from '../security/secret-box';
import { sessionState, SESSION_TIMEOUTS, type SessionHandle } from './session';
import type { SharedReads } from './shared-read';

/**
 * The signed-in user as procedures see it: read from the database, or from this process's
 * answer cache while the change feed says that row is unchanged (SessionUserCache, below);
 * a mutation checks the session version again inside its transaction (mutation-transaction.ts).
 */
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
  /**
   * This process's change feed as its own writes meet it (db/change-feed.ts): a committed
   * mutation's announcements are applied at once instead of waiting for the NOTIFY echo, and its
   * marker tells the echo apart. No-ops without a change feed.
   */
  ownWrites: OwnWrites;
  /** Seals and opens the TOTP secrets kept in the database (security/secret-box.ts). */
  secretBox: SecretBox;
  /** Passkey sign-in options for a username without passkeys (security/imaginary-passkeys.ts), keyed by the session secret. */
  imaginaryPasskeys: ImaginaryPasskeys;
  /**
   * Work that must happen whether or not the mutation's transaction commits (an alert email):
   * run in a transaction of its own once that transaction has ended (trpc/mutation-transaction.ts),
   * so what it does is one unit too (a capped mail's count and insert hold their lock: email/outbox.ts).
   */
  afterTransaction: (work: (tx: DbOrTx) => Promise<void>) => void;
  /**
   * How the server was configured (for the admin's launch checklist, and for what learners are told
   * about mail that cannot be sent): never secrets, only whether they are set.
   */
  deployment: Deployment;
  /** The request's deadline: its writes commit only before it (db/commit-deadline.ts). */
  deadline: RequestDeadline | undefined;
  /** Where reads that are the same for everyone are kept (trpc/shared-read.ts); none inside a transaction or without a change feed. */
  sharedReads: SharedReads | undefined;
}

export interface Deployment {
  /** SMTP_URL is set: mail leaves the server (otherwise it is only logged and kept in the outbox). */
  mailConfigured: boolean;
  /** PUBLIC_URL as configured, or null when unset. */
  publicUrl: string | null;
  /** MAIL_FROM as configured, or null when unset (mail then comes from no-reply@localhost): the launch checklist reads it. */
  mailFrom: string | null;
}

/** Procedure tests build contexts without configuration: a fixed key that production never uses (app.ts passes its own). */
/** Without a change feed (procedure tests, scripts): no marker, nothing to apply. */
const NO_FEED: OwnWrites = { writeMarker: () => undefined, applyLocal: () => {} };

const TEST_SECRET_BOX = createSecretBox('procedure-tests-only:totp-secret-encryption-key');
const TEST_IMAGINARY_PASSKEYS = createImaginaryPasskeys('procedure-tests-only:imaginary-passkey-key');

/**
 * The session users of this process, kept while the database says nothing changed: the row of
 * that user (its `u:<id>` notification) and the security settings (`t:settings_sections`, the
 * "require 2FA for admins" flag). A logout, password change, role change or deletion updates the
 * row, so the next request reads it again; without a live change feed nothing is kept. Kept in the
 * one answer cache (http/answer-cache.ts, `sessionUsers`), under the same rule as everything else.
 */
export interface SessionUserCache {
  get(uid: number): SessionUser | undefined;
  /** Called with the stamp taken before the query: a change during the query is not stored over. */
  set(uid: number, row: SessionUser, before: Stamp): void;
  stamp(): Stamp;
}

/** What a session user's row is made from: their own row and the security settings. */
export const sessionUserKeys = (uid: number) => [ownedKey('users', uid), 'settings_sections'];

async function readSessionUser(db: Db, uid: number): Promise<SessionUser | undefined> {
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
  return row;
}

/** The user row of `uid`, from the cache while nothing changed. */
async function sessionUserRow(db: Db, uid: number, cache?: SessionUserCache): Promise<SessionUser | undefined> {
  if (!cache) return readSessionUser(db, uid);
  const cached = cache.get(uid);
  if (cached) return cached;
  const before = cache.stamp();
  // Who is signed in is part of a private answer's key, not a table it depends on.
  const row = await unrecorded(() => readSessionUser(db, uid));
  if (row) cache.set(uid, row, before);
  return row;
}

/** Load the session's user; a stale session version or a deleted user means anonymous. */
export async function loadSessionUser(db: Db, session: SessionHandle, cache?: SessionUserCache): Promise<SessionUser | null> {
  const { uid, v } = session.data;
  if (typeof uid !== 'number' || typeof v !== 'number') return null;
  const row = await sessionUserRow(db, uid, cache);
  if (!row || row.sessionVersion !== v) {
    session.markSignedOut();
    return null;
  }
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
  ownWrites?: OwnWrites;
  sessionUsers?: SessionUserCache;
  sharedReads?: SharedReads;
  deployment?: Deployment;
  secretBox?: SecretBox;
  imaginaryPasskeys?: ImaginaryPasskeys;
  deadline?: RequestDeadline;
}): Promise<Context> {
  const user = await loadSessionUser(opts.db, opts.session, opts.sessionUsers);
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
    ownWrites: opts.ownWrites ?? NO_FEED,
    deployment: opts.deployment ?? { mailConfigured: false, publicUrl: null, mailFrom: null },
    secretBox: opts.secretBox ?? TEST_SECRET_BOX,
    imaginaryPasskeys: opts.imaginaryPasskeys ?? TEST_IMAGINARY_PASSKEYS,
    deadline: opts.deadline,
    sharedReads: opts.sharedReads,
    // Outside a mutation there is no transaction to wait for.
    afterTransaction: (work) =>
      void opts.db.transaction(work).catch((err: unknown) => (opts.log ?? silentLogger).error({ err }, 'work after a call failed')),
  };
}
