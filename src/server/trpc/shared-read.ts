/**
 * Reads whose answer is the same for everyone who asks: the site's settings, the payment
 * instructions, the course list as learners see it. Every page's render asks for some of them, and
 * each costs a statement (~0.8 ms of this process's CPU, measured on a cold /profile). They are
 * kept in the one answer cache (http/answer-cache.ts) under the same rule as a page: the SQL the
 * read sent says which rows it came from (db/read-recorder.ts), and the change feed says when any
 * of those changed. What a shared read depended on is also noted in the answer being made around
 * it, so a page that used a kept copy is still thrown away when that copy's rows change, and
 * expires no later than that copy.
 *
 * A procedure opts in by wrapping its read: tRPC middleware cannot answer without running the
 * procedure (no public way to return a result without `next()`, trpc/trpc#4066). Forgetting it
 * costs time, never correctness. The key must name everything besides the database the answer
 * depends on (admin access, for one); the kept value is frozen, so no caller can change it for the
 * next. Inside a mutation's transaction there is no store (mutation-transaction.ts): a write reads
 * its own transaction.
 */
import type { Stamp } from '../db/change-feed';
import { noteReads, readsOf, type KeptTimes, type ReadRecord } from '../db/read-recorder';

export interface SharedReads {
  /** A kept answer whose rows have not changed since it was read, and when it expires. */
  get(key: string): { value: unknown; keys: readonly string[]; expires: number; turnsFalseAt?: number } | undefined;
  /** Now, for `set`: an answer read from here on is good while none of its keys changes. */
  stamp(): Stamp;
  /** `times`: the earliest expiry of kept answers it was made from, and when it turns false by the clock, if ever. */
  set(key: string, value: unknown, stamp: Stamp, keys: readonly string[], times?: KeptTimes): void;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The answer of `read`, from the store while the rows it read are unchanged. */
export async function sharedRead<T>(store: SharedReads | undefined, key: string, read: () => PromiseLike<T>): Promise<T> {
  if (!store) return read();
  const kept = store.get(key);
  if (kept) {
    noteReads(kept.keys, { expiresBy: kept.expires, turnsFalseAt: kept.turnsFalseAt });
    return kept.value as T;
  }
  const stamp = store.stamp();
  const record: ReadRecord = { keys: new Set(), uncacheable: false };
  const value = deepFreeze(await readsOf(record, read));
  if (!record.uncacheable) store.set(key, value, stamp, [...record.keys], record);
  return value;
}
