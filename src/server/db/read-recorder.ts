/**
 * Which tables an answer was made from, recorded from the SQL itself, so no handler has to
 * declare (or can forget) what it read. The private response cache (http/private-cache.ts) runs a
 * signed-in GET inside `recordReads` and keeps the answer only while none of those tables changed
 * (db/change-feed.ts). drizzle hands every statement it sends, on either driver, to its logger:
 * that is where statements are seen (`readRecorderLogger`).
 *
 * The match is deliberately coarse: any known table name appearing as a word in a statement counts
 * as read (a column or alias of the same name only adds a dependency, never loses one). A statement
 * that writes, or that names a table whose writes are not announced, makes the answer uncacheable.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ANNOUNCED_TABLES } from './change-feed';

/** Tables without change notifications (see drizzle/0007_change_notifications.sql). */
export const UNANNOUNCED_TABLES = ['rate_limits', 'webauthn_used_challenges'] as const;

export interface ReadRecord {
  tables: Set<string>;
  /** A write, or a read of a table whose changes nobody hears: never cache this answer. */
  uncacheable: boolean;
}

const TABLE_WORD = new RegExp(`\\b(${[...ANNOUNCED_TABLES, ...UNANNOUNCED_TABLES].join('|')})\\b`, 'g');
const UNANNOUNCED = new Set<string>(UNANNOUNCED_TABLES);
const KNOWN_TABLES = new Set<string>([...ANNOUNCED_TABLES, ...UNANNOUNCED_TABLES]);
const WRITE_TARGET = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_]+)"?/gi;
/** Anything but a plain read. `select ... for update` locks rows: only writers do that. */
const WRITE_STATEMENT = /^(?!\s*(select|with|show|values|explain)\b)|\bfor\s+(update|share|no key update)\b|\b(insert|update|delete)\s/i;

const records = new AsyncLocalStorage<ReadRecord | null>();
/** The tables a transaction writes (guarded-client.ts waits, after its commit, until they are heard). */
const writes = new AsyncLocalStorage<Set<string>>();

/** Runs `fn` collecting into `written` the tables its writing statements name. */
export function trackWrites<T>(written: Set<string>, fn: () => T): T {
  return writes.run(written, fn);
}

/** Runs `fn` recording the tables its statements read into `record`. */
export function recordReads<T>(record: ReadRecord, fn: () => T): T {
  return records.run(record, fn);
}

/** Runs `fn` without recording (e.g. who is signed in: part of the cache key, not a dependency). */
export function unrecorded<T>(fn: () => T): T {
  return records.run(null, fn);
}

/** What one statement adds to a record. */
export function noteStatement(record: ReadRecord, query: string): void {
  if (WRITE_STATEMENT.test(query)) record.uncacheable = true;
  for (const match of query.matchAll(TABLE_WORD)) {
    const table = match[1]!;
    record.tables.add(table);
    if (UNANNOUNCED.has(table)) record.uncacheable = true;
  }
}

/** drizzle's logger hook: every statement sent while a record is open is noted in it. */
/** Notes a statement about to be sent inside a `trackWrites` scope (a no-op outside one). */
export function noteWrite(query: string): void {
  const written = writes.getStore();
  if (!written) return;
  // The tables written, not every table named (a subquery's tables are only read).
  for (const match of query.matchAll(WRITE_TARGET)) if (KNOWN_TABLES.has(match[1]!)) written.add(match[1]!);
}

export const readRecorderLogger = {
  logQuery(query: string): void {
    const record = records.getStore();
    if (record) noteStatement(record, query);
    noteWrite(query);
  },
};
