/**
 * What the request deadline hears of a request's commits (db/commit-deadline.ts). A tRPC batch of
 * mutations commits more than once in one request, side by side: one commit that failed must not
 * make another, still unanswered, look "not stored" (the 503 would then say "try again" of a
 * write the database may have stored).
 */
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { transactionWithinDeadline, type RequestDeadline } from './commit-deadline';

/** A database whose COMMIT is answered when `answer` settles (its statements answer at once). */
function databaseCommitting(answer: Promise<void>): Db {
  const tx = { execute: async () => [] };
  return {
    transaction: async (body: (tx: unknown) => Promise<unknown>) => {
      const result = await body(tx);
      await answer;
      return result;
    },
  } as unknown as Db;
}

/** The promise's outcome so far: 'pending' or what it settled with. */
async function stateOf(promise: Promise<boolean> | undefined) {
  let state: boolean | 'pending' = 'pending';
  void promise?.then((v) => (state = v));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return state;
}

describe('a request committing more than once', () => {
  it('one failed commit beside one unanswered is not "failed": settled only when both are, true if either stored', async () => {
    const deadline: RequestDeadline = { at: Date.now() + 60_000 };
    let answerFirst = () => {};
    const first = transactionWithinDeadline(
      databaseCommitting(new Promise((resolve) => (answerFirst = resolve))),
      deadline,
      async () => 'a',
    );
    const second = transactionWithinDeadline(
      databaseCommitting(Promise.reject(new Error('the connection ended'))),
      deadline,
      async () => 'b',
    );
    await expect(second).rejects.toThrow('the connection ended');
    expect(await stateOf(deadline.committing)).toBe('pending');
    answerFirst();
    await expect(first).resolves.toMatchObject({ result: 'a' });
    expect(await stateOf(deadline.committing)).toBe(true);
  });

  it('known to have failed only when every commit failed', async () => {
    const deadline: RequestDeadline = { at: Date.now() + 60_000 };
    const failing = () => databaseCommitting(Promise.reject(new Error('commit refused')));
    await expect(transactionWithinDeadline(failing(), deadline, async () => 'a')).rejects.toThrow();
    await expect(transactionWithinDeadline(failing(), deadline, async () => 'b')).rejects.toThrow();
    expect(await stateOf(deadline.committing)).toBe(false);
  });
});
