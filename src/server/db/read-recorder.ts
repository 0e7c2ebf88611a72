/**
 * What an answer was made from, recorded from the SQL itself, so no handler has to declare (or can
 * forget) what it read. The answer cache (http/answer-cache.ts) runs a GET inside `recordReads` and
 * keeps the answer only while none of the keys it read changed (db/change-feed.ts). drizzle hands
 * every statement it sends, on either driver, to its logger: that is where statements are seen.
 *
 * A key is a table ('courses'), or one user's rows of an owned table ('enrollments@12',
 * change-feed.ts OWNED_TABLES) when the statement reads that table once and only where its owner
 * column equals a parameter. Anything less certain records the whole table: a coarse match only
 * adds a dependency, never loses one. A statement that may write, or that names a table whose
 * writes are not announced, makes the answer uncacheable.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ANNOUNCED_TABLES, OWNED_TABLES, ownedKey } from './change-feed';

/**
 * Tables without change notifications (see drizzle/0007_change_notifications.sql). No kept answer
 * reads them: picture files are served beside the cache, by their immutable names.
 */
export const UNANNOUNCED_TABLES = ['rate_limits', 'webauthn_used_challenges', 'image_variants'] as const;

export interface ReadRecord {
  keys: Set<string>;
  /** A write, or a read of a table whose changes nobody hears: never cache this answer. */
  uncacheable: boolean;
  /**
   * When the earliest kept answer it was made from expires (epoch ms; a shared read's copy): an
   * answer is not kept past what it was made from, or a copy near its end would start a new age.
   */
  expiresBy?: number;
  /**
   * When what it shows turns false by the clock alone (keepUntil: an event starts or ends). Also in
   * `expiresBy`; kept apart because a CDN is told to keep a shared answer no later than this
   * instant, and not by the lifetimes of the copies it was made from (http/answer-cache.ts).
   */
  turnsFalseAt?: number;
}

/** When an answer made from kept copies stops holding: their earliest expiry, and the clock's. */
export type KeptTimes = Pick<ReadRecord, 'expiresBy' | 'turnsFalseAt'>;

const earliest = (a: number | undefined, b: number | undefined) => (b === undefined ? a : Math.min(a ?? Infinity, b));

/** Adds `times` to the record's earliest expiry (and instant it turns false). */
function noteExpiry(record: ReadRecord, times: KeptTimes): void {
  record.expiresBy = earliest(record.expiresBy, times.expiresBy);
  record.turnsFalseAt = earliest(record.turnsFalseAt, times.turnsFalseAt);
}

const TABLE_WORD = new RegExp(`\\b(${[...ANNOUNCED_TABLES, ...UNANNOUNCED_TABLES].join('|')})\\b`, 'g');
const UNANNOUNCED = new Set<string>(UNANNOUNCED_TABLES);
/** Anything but a plain read: the one answer to "may this statement write?". `for update/share` locks rows: only writers do that. */
const MAY_WRITE = /^(?!\s*(select|with|show|values|explain)\b)|\bfor\s+(update|share|no key update)\b|\b(insert|update|delete)\s/i;

/** Whether a statement may change data (or lock rows): its answer is never cached. */
export function mayWrite(query: string): boolean {
  return MAY_WRITE.test(query);
}

const records = new AsyncLocalStorage<ReadRecord | null>();

/** Runs `fn` recording the keys its statements read into `record`. */
export function recordReads<T>(record: ReadRecord, fn: () => T): T {
  return records.run(record, fn);
}

/**
 * Runs `fn` recording into `record` only, then adds what it read to the record open around it (if
 * any): an answer made with a shared read's result depends on what that read read.
 */
export async function readsOf<T>(record: ReadRecord, fn: () => PromiseLike<T>): Promise<T> {
  const outer = records.getStore();
  try {
    // Awaited inside the run: a drizzle query is a thenable that starts when awaited, and must
    // start in this record's scope, not the caller's.
    return await records.run(record, async () => await fn());
  } finally {
    if (outer) {
      for (const key of record.keys) outer.keys.add(key);
      outer.uncacheable ||= record.uncacheable;
      noteExpiry(outer, record);
    }
  }
}

/** Adds what a kept answer (a shared read's) was made from, and when it expires, to the record open here, if any. */
export function noteReads(keys: Iterable<string>, times: KeptTimes = {}): void {
  const record = records.getStore();
  if (!record) return;
  for (const key of keys) record.keys.add(key);
  noteExpiry(record, times);
}

/**
 * The answer being made turns false at `epochMs` by the clock alone (an event starts or ends): it
 * is not kept past then. Nothing when no answer is being recorded, or `epochMs` is undefined.
 */
export function keepUntil(epochMs: number | undefined): void {
  const record = records.getStore();
  if (record && epochMs !== undefined) noteExpiry(record, { expiresBy: epochMs, turnsFalseAt: epochMs });
}

/** The answer being made is not to be kept (it answers an address anyone can spell many ways). */
export function keepNoCopy(): void {
  const record = records.getStore();
  if (record) record.uncacheable = true;
}

/** Runs `fn` without recording (e.g. who is signed in: part of the cache key, not a dependency). */
export function unrecorded<T>(fn: () => T): T {
  return records.run(null, fn);
}

/** The owner a statement restricts `table` to, or undefined when it may read other users' rows too. */
function ownerOf(table: string, column: string, query: string, params: readonly unknown[]): string | undefined {
  const sources = query.match(new RegExp(`\\b(from|join)\\s+"?${table}"?\\b`, 'gi'))?.length ?? 0;
  if (sources !== 1 || /\bor\b/i.test(query)) return undefined;
  const filter = new RegExp(`"${table}"\\."${column}"\\s*=\\s*\\$(\\d+)`).exec(query);
  const value = filter ? params[Number(filter[1]) - 1] : undefined;
  return typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? String(value) : undefined;
}

/** What one statement adds to a record. */
export function noteStatement(record: ReadRecord, query: string, params: readonly unknown[] = []): void {
  if (mayWrite(query)) record.uncacheable = true;
  for (const match of query.matchAll(TABLE_WORD)) {
    const table = match[1]!;
    if (UNANNOUNCED.has(table)) record.uncacheable = true;
    const column = table === 'users' ? 'id' : OWNED_TABLES[table];
    const owner = column ? ownerOf(table, column, query, params) : undefined;
    record.keys.add(owner === undefined ? table : ownedKey(table, owner));
  }
}

/** drizzle's logger hook: every statement sent while a record is open is noted in it. */
export const readRecorderLogger = {
  logQuery(query: string, params: unknown[]): void {
    const record = records.getStore();
    if (record) noteStatement(record, query, params);
  },
};
