/**
 * What changed in the database, as every process hears it: the one answer cache
 * (http/answer-cache.ts: pages, shared reads, session users' rows) asks this before trusting
 * anything it keeps.
 *
 * The database itself tells (drizzle/0007_change_notifications.sql, 0015_owner_changes.sql): a
 * trigger on every table the site reads sends `NOTIFY dce_changes 't:<table>'` per statement;
 * tables whose rows belong to one user also send `'o:<table>:<owner>'` per row changed, and a user
 * row updated or deleted sends `'u:<id>'` (a transaction past 16 KB of these sends `'*'` once
 * instead: 0018_bounded_announcements.sql). So no code path can forget to invalidate: a write by any
 * process, a migration or an operator in psql is heard alike. PostgreSQL delivers notifications at
 * commit (never for a rolled-back write) to every listening connection; PGlite delivers them
 * before the query that caused them resolves. A writer does not wait for its own echo: the
 * mutation transaction reads what its triggers announced before committing and applies it here at
 * once (`applyLocal`), so its own process can never answer from before its write.
 *
 * Each notification takes the next sequence number and stamps the key it names ('courses',
 * 'enrollments@12', 'users@12'). An answer made while the sequence was N is good while every key
 * it read is stamped at most N. While the feed is not listening (start-up, a lost connection)
 * `live` is false and nothing cached may be used; every (re)connection bumps the epoch, which
 * throws away everything kept before.
 */
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { withNotifyHook } from '../library-internals';

export const CHANGES_CHANNEL = 'dce_changes';

/** The tables whose writes are announced (all but the ones read-recorder.ts lists as unannounced). */
export const ANNOUNCED_TABLES = [
  'site_settings',
  'settings_sections',
  'app_meta',
  'users',
  'recovery_codes',
  'audit_log',
  'search_documents',
  'subscribers',
  'contact_messages',
  'email_outbox',
  'password_reset_tokens',
  'blog_posts',
  'events',
  'enrollments',
  'courses',
  'row_counts',
  'search_words',
  'email_change_tokens',
  'webauthn_credentials',
  'images',
  'lesson_progress',
  'quiz_passes',
  'certificates',
] as const;
export type AnnouncedTable = (typeof ANNOUNCED_TABLES)[number];

/**
 * Tables whose rows belong to one user, and the column naming that user. Besides `t:<table>` their
 * triggers announce `o:<table>:<owner>` for every row changed, so an answer that read only one
 * user's rows (read-recorder.ts) is thrown away by that user's writes and no one else's.
 */
export const OWNED_TABLES: Readonly<Record<string, string>> = {
  enrollments: 'user_id',
  recovery_codes: 'user_id',
  webauthn_credentials: 'user_id',
  email_change_tokens: 'user_id',
  lesson_progress: 'user_id',
  quiz_passes: 'user_id',
  certificates: 'user_id',
};

/** The key of one user's rows of an owned table (`users@12` is user 12's own row). */
export const ownedKey = (table: string, owner: string | number) => `${table}@${owner}`;

/** When an answer was made, for `unchangedSince`. */
export interface Stamp {
  epoch: number;
  seq: number;
}

export interface ChangeFeed {
  /** False while notifications might be missed: caches must not answer then. */
  readonly live: boolean;
  /** Bumped on every (re)connection and on a change that concerns everything. */
  readonly epoch: number;
  /** Now: an answer made from here on is good while none of its keys changes after this. */
  stamp(): Stamp;
  /** Still true of the database: live, same epoch, none of `keys` changed after `stamp`. */
  unchangedSince(stamp: Stamp, keys: Iterable<string>): boolean;
  /** The sequence number of the last change to `key` (0: none heard). */
  changedAt(key: string): number;
  /** What this process's own transaction announced, applied at its commit without waiting for the echo. */
  applyLocal(payloads: readonly string[]): void;
  /** Resolves once listening (or failed to: then `live` stays false and caches stay unused). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** The key a notification payload stamps; undefined for one that concerns everything. */
function keyOf(payload: string): string | undefined {
  if (payload.startsWith('t:')) return payload.slice(2);
  const user = /^u:(\d+)$/.exec(payload);
  if (user) return ownedKey('users', user[1]!);
  const owned = /^o:([a-z_]+):(\d+)$/.exec(payload);
  if (owned) return ownedKey(owned[1]!, owned[2]!);
  return undefined;
}

/** The sequence behind a feed; `receive` takes one notification payload. */
export function createChangeCounters() {
  const changed = new Map<string, number>();
  const state = {
    live: false,
    epoch: 0,
    seq: 0,
    receive(payload: string) {
      state.seq++;
      const key = keyOf(payload);
      // Unknown ('*' is a truncation): unsure means everything changed.
      if (key === undefined) state.epoch++;
      else changed.set(key, state.seq);
    },
    /** Notifications may have been missed (or may be from now on): forget everything. */
    reset(live: boolean) {
      state.live = live;
      state.epoch++;
    },
    changedAt: (key: string) => changed.get(key) ?? 0,
  };
  return state;
}

function feedFrom(counters: ReturnType<typeof createChangeCounters>, ready: Promise<void>, close: () => Promise<void>): ChangeFeed {
  return {
    get live() {
      return counters.live;
    },
    get epoch() {
      return counters.epoch;
    },
    stamp: () => ({ epoch: counters.epoch, seq: counters.seq }),
    unchangedSince(stamp, keys) {
      if (!counters.live || stamp.epoch !== counters.epoch) return false;
      for (const key of keys) if (counters.changedAt(key) > stamp.seq) return false;
      return true;
    },
    changedAt: counters.changedAt,
    applyLocal(payloads) {
      for (const payload of payloads) counters.receive(payload);
    },
    ready,
    close,
  };
}

/**
 * PostgreSQL: a connection of its own that only listens. Its `onclose` tells us when it is lost
 * (postgres.js's shared `listen` does not), so caches stop answering at once; it then listens
 * again with a short backoff, and answers resume from a new epoch.
 */
export function postgresChangeFeed(url: string, connectionOptions: postgres.Options<Record<string, never>> = {}): ChangeFeed {
  const counters = createChangeCounters();
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const options = {
    ...connectionOptions,
    max: 1,
    idle_timeout: null,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    onclose: () => {
      counters.reset(false);
      if (!closed) scheduleListen(250);
    },
  };
  // The same hook postgres.js's own `listen` uses (library-internals.ts).
  const sql = postgres(
    url,
    withNotifyHook(options, (channel, payload) => {
      if (channel === CHANGES_CHANNEL) counters.receive(payload);
    }),
  );
  const listen = async () => {
    await sql`listen ${sql(CHANGES_CHANNEL)}`;
    // Anything kept before this point may have missed a notification.
    counters.reset(true);
  };
  const scheduleListen = (ms: number) => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      listen().catch(() => {
        if (!closed) scheduleListen(Math.min(ms * 2, 2_000));
      });
    }, ms);
    retry.unref();
  };
  const ready = listen().catch(() => scheduleListen(250));
  return feedFrom(counters, ready, async () => {
    closed = true;
    clearTimeout(retry);
    counters.reset(false);
    await sql.end({ timeout: 2 });
  });
}

/** PGlite: one in-process database; its notifications arrive before the causing query resolves. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const counters = createChangeCounters();
  let unlisten: (() => Promise<void>) | undefined;
  const ready = client
    .listen(CHANGES_CHANNEL, (payload) => counters.receive(payload))
    .then((stop) => {
      unlisten = stop;
      counters.reset(true);
    });
  return feedFrom(counters, ready, async () => {
    counters.reset(false);
    await unlisten?.().catch(() => {});
  });
}

/** A live feed that hears only what it is handed (`applyLocal`): for a cache tested without a database. */
export function handFedChangeFeed(): ChangeFeed {
  const counters = createChangeCounters();
  counters.reset(true);
  return feedFrom(counters, Promise.resolve(), async () => counters.reset(false));
}
