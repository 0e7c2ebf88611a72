/**
 * What changed in the database, as every process hears it: the in-process caches of signed-in
 * answers (session users, private responses) ask this before trusting anything they keep.
 *
 * The database itself tells (drizzle/0007_change_notifications.sql): a trigger on every table the
 * site reads sends `NOTIFY dce_changes 't:<table>'` per statement, and `'u:<id>'` when a user row
 * is updated or deleted. So no code path can forget to invalidate: a write by any process, a
 * migration or an operator in psql is heard alike. PostgreSQL delivers notifications at commit
 * (never for a rolled-back write) to every listening connection; PGlite delivers them before the
 * query that caused them resolves.
 *
 * A cache stores a `Snapshot` of the versions it depended on and is valid while they are equal.
 * While the feed is not listening (start-up, a lost connection) `live` is false and nothing
 * cached may be used: notifications may have been missed. Every (re)connection bumps the epoch,
 * which invalidates everything kept before.
 */
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { withNotifyHook } from '../library-internals';

export const CHANGES_CHANNEL = 'dce_changes';

/** The tables whose writes are announced (all but rate_limits: see the migration). */
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
] as const;
export type AnnouncedTable = (typeof ANNOUNCED_TABLES)[number];

/** Versions a cached value was made from: [epoch, ...table versions in `tables` order]. */
export interface Snapshot {
  epoch: number;
  tables: readonly string[];
  versions: readonly number[];
}

export interface ChangeFeed {
  /** False while notifications might be missed: caches must not answer then. */
  readonly live: boolean;
  /** Bumped on every (re)connection and on a change that concerns everything. */
  readonly epoch: number;
  tableVersion(table: string): number;
  /** Changes to one user's row (and to all users on 'u:*'). */
  userVersion(uid: number): number;
  /** How many user-row changes were heard in all: unchanged means no user's version moved. */
  userChangeCount(): number;
  snapshot(tables: readonly string[]): Snapshot;
  /** Still true of the database: live, same epoch, no table changed since. */
  unchanged(snapshot: Snapshot): boolean;
  /**
   * Called after this process committed writes to `tables`: resolves once their notifications came
   * back to this process (so its own caches can no longer answer from before the write, and every
   * other listener was signalled at the same moment), or after `timeoutMs`, having then forgotten
   * what this process kept of those tables and of every user.
   */
  heardWrites(tables: readonly string[], timeoutMs?: number): Promise<void>;
  /** Resolves once listening (or failed to: then `live` stays false and caches stay unused). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** The counters behind a feed; `receive` takes one notification payload. */
export function createChangeCounters() {
  const tables = new Map<string, number>();
  const users = new Map<number, number>();
  let usersEpoch = 0;
  let userChanges = 0;
  const waiters = new Set<() => void>();
  const state = {
    live: false,
    epoch: 0,
    receive(payload: string) {
      if (payload.startsWith('t:')) {
        const table = payload.slice(2);
        tables.set(table, (tables.get(table) ?? 0) + 1);
      } else if (payload === 'u:*') {
        usersEpoch++;
        userChanges++;
      } else if (payload.startsWith('u:') && /^\d+$/.test(payload.slice(2))) {
        const uid = Number(payload.slice(2));
        users.set(uid, (users.get(uid) ?? 0) + 1);
        userChanges++;
      } else {
        // Unknown: unsure means everything changed.
        state.epoch++;
      }
      for (const wake of waiters) wake();
    },
    /** Resolves when `done()` holds after a notification, or after `ms` (false then). */
    waitFor(done: () => boolean, ms: number): Promise<boolean> {
      if (done()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const finish = (heard: boolean) => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(heard);
        };
        const wake = () => {
          if (done()) finish(true);
        };
        const timer = setTimeout(() => finish(false), ms);
        waiters.add(wake);
      });
    },
    /** This process wrote `written` and did not hear it back: forget those tables and every user. */
    forgetLocally(written: readonly string[]) {
      for (const table of written) tables.set(table, (tables.get(table) ?? 0) + 1);
      if (written.includes('users')) {
        usersEpoch++;
        userChanges++;
      }
    },
    /** Notifications may have been missed (or may be from now on): forget everything. */
    reset(live: boolean) {
      state.live = live;
      state.epoch++;
    },
    tableVersion: (table: string) => tables.get(table) ?? 0,
    userVersion: (uid: number) => usersEpoch * 1_000_000_000 + (users.get(uid) ?? 0),
    userChangeCount: () => userChanges,
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
    tableVersion: counters.tableVersion,
    userVersion: counters.userVersion,
    userChangeCount: counters.userChangeCount,
    snapshot: (tables) => ({ epoch: counters.epoch, tables, versions: tables.map(counters.tableVersion) }),
    heardWrites: async (written, timeoutMs = 50) => {
      const announced = written.filter((table) => (ANNOUNCED_TABLES as readonly string[]).includes(table));
      if (announced.length === 0) return;
      const before = announced.map(counters.tableVersion);
      const epoch = counters.epoch;
      const heard = await counters.waitFor(
        () => counters.epoch !== epoch || announced.every((table, i) => counters.tableVersion(table) > before[i]!),
        timeoutMs,
      );
      if (!heard) counters.forgetLocally(announced);
    },
    unchanged: (snapshot) =>
      counters.live &&
      snapshot.epoch === counters.epoch &&
      snapshot.tables.every((t, i) => counters.tableVersion(t) === snapshot.versions[i]),
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

/** A feed that never goes live: every cache that asks it stays unused (tests, scripts). */
export const silentChangeFeed: ChangeFeed = feedFrom(createChangeCounters(), Promise.resolve(), async () => {});
