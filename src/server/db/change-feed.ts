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
 * Nor is it thrown away by that echo. The transaction's last notification is a marker of this
 * process (`w:<feed>:<listen>:<n>`, `writeMarker`), so the feed knows where its echo ends. A write
 * applied here before its echo arrived leaves one credit per key; a notification of that key that
 * arrives before the marker spends it instead of stamping again. That is safe because PostgreSQL
 * delivers whole transactions in commit order: whatever arrives before the marker was committed no
 * later than this write, before the local stamp, so every answer made after that stamp already saw
 * it. The marker then drops what is left. Credits are given only if this feed listened throughout
 * (the marker names the listen it was made under); a lost connection drops them all. Before this,
 * an answer made between the commit and the echo (a page drawn for the article just published) was
 * thrown away when the echo came: PostgreSQL only (CI's share-preview test, 2026-11-30).
 *
 * Each notification takes the next sequence number and stamps the key it names ('courses',
 * 'enrollments@12', 'users@12'). An answer made while the sequence was N is good while every key
 * it read is stamped at most N. While the feed is not listening (start-up, a lost connection)
 * `live` is false and nothing cached may be used; every (re)connection bumps the epoch, which
 * throws away everything kept before.
 */
import { randomBytes } from 'node:crypto';
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
  'newsletter_issues',
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

/** This process's own writes, as the feed tells their echoes apart. */
export interface OwnWrites {
  /** The payload a transaction of this process sends last (undefined: not listening, send none). */
  writeMarker(): string | undefined;
  /** What this process's own transaction announced (and its marker), applied at its commit without waiting for the echo. */
  applyLocal(payloads: readonly string[], marker?: string): void;
}

export interface ChangeFeed extends OwnWrites {
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

/** Writes whose echo is awaited, or markers heard early, kept at most. */
const OWN_WRITES_KEPT = 1_000;

/** The sequence behind a feed; `receive` takes one notification payload. */
export function createChangeCounters() {
  const changed = new Map<string, number>();
  const feedId = randomBytes(6).toString('hex');
  let listens = 0;
  let written = 0;
  /** Keys applied locally whose echo has not arrived, by the marker that ends it. */
  const credits = new Map<string, string[]>();
  /** This feed's markers heard before their write was applied locally (PGlite: always). */
  const heardEarly = new Set<string>();
  const stampKey = (key: string | undefined) => {
    state.seq++;
    // Unknown ('*' is a truncation): unsure means everything changed.
    if (key === undefined) state.epoch++;
    else changed.set(key, state.seq);
  };
  /** No credit is given for a marker made before this (its echo may have been heard and forgotten). */
  const forgetOwnWrites = () => {
    listens++;
    credits.clear();
    heardEarly.clear();
  };
  /** A credit for `key` from a write whose echo is still due: spent instead of stamping again. */
  const spend = (key: string) => {
    for (const keys of credits.values()) {
      const at = keys.indexOf(key);
      if (at >= 0) {
        keys.splice(at, 1);
        return true;
      }
    }
    return false;
  };
  const state = {
    live: false,
    epoch: 0,
    seq: 0,
    receive(payload: string) {
      if (payload.startsWith('w:')) {
        // Only this feed's markers mean anything here; another process's marker changes nothing.
        if (!payload.startsWith(`w:${feedId}:`) || credits.delete(payload)) return;
        // Heard before its write was applied here (a write whose commit was never answered leaves one).
        heardEarly.add(payload);
        if (heardEarly.size > OWN_WRITES_KEPT) forgetOwnWrites();
        return;
      }
      const key = keyOf(payload);
      if (key !== undefined && credits.size > 0 && spend(key)) return;
      stampKey(key);
    },
    /** Notifications may have been missed (or may be from now on): forget everything. */
    reset(live: boolean) {
      state.live = live;
      state.epoch++;
      forgetOwnWrites();
    },
    changedAt: (key: string) => changed.get(key) ?? 0,
    writeMarker: () => (state.live ? `w:${feedId}:${listens}:${++written}` : undefined),
    applyLocal(payloads: readonly string[], marker?: string) {
      const keys: string[] = [];
      for (const payload of payloads) {
        const key = keyOf(payload);
        stampKey(key);
        if (key !== undefined) keys.push(key);
      }
      if (marker === undefined || heardEarly.delete(marker)) return;
      // Made under another listen (the connection was lost since): its echo may never come.
      if (!state.live || !marker.startsWith(`w:${feedId}:${listens}:`)) return;
      credits.set(marker, keys);
      // Dropping the oldest credits only ever costs a stamp too many.
      if (credits.size > OWN_WRITES_KEPT) credits.delete(credits.keys().next().value!);
    },
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
    writeMarker: counters.writeMarker,
    applyLocal: counters.applyLocal,
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
