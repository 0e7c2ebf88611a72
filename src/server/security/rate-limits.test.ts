import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createRateLimits, LOGIN_LOCK_SECONDS, type RateLimits } from './rate-limits';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The Retry-After seconds of a refused login check, or null when the account may try. */
async function lockSeconds(limits: RateLimits, account: string): Promise<number | null> {
  let retryAfter: string | null = null;
  try {
    await limits.check('loginFailures', account, (name, value) => {
      if (name === 'Retry-After') retryAfter = value;
    });
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe('TOO_MANY_REQUESTS');
    return Number(retryAfter);
  }
}

const stores = [
  ['memory', () => createRateLimits()],
  ['database', () => createRateLimits({ db: database.db })],
] as const;

describe.each(stores)('login lockout with growing backoff (%s store)', (_store, make) => {
  it('four failures leave the account open; the fifth locks it for 15 minutes; the next lock doubles', async () => {
    const limits = make();
    const account = `victim-${Math.random()}`;
    for (let i = 0; i < 4; i++) await limits.loginFailed(account);
    expect(await lockSeconds(limits, account)).toBeNull();
    await limits.loginFailed(account);
    const first = await lockSeconds(limits, account);
    expect(first).toBeGreaterThan(LOGIN_LOCK_SECONDS.first - 5);
    expect(first).toBeLessThanOrEqual(LOGIN_LOCK_SECONDS.first);

    // The lock runs out (simulated by forgetting the failures, not the lockouts): five more failures lock twice as long.
    await limits.reset('loginFailures', account);
    expect(await lockSeconds(limits, account)).toBeNull();
    for (let i = 0; i < 5; i++) await limits.loginFailed(account);
    const second = await lockSeconds(limits, account);
    expect(second).toBeGreaterThan(2 * LOGIN_LOCK_SECONDS.first - 5);
    expect(second).toBeLessThanOrEqual(2 * LOGIN_LOCK_SECONDS.first);

    // Another account is untouched.
    expect(await lockSeconds(limits, `${account}-other`)).toBeNull();
  });
});

describe.each(stores)('login attempts counted before the check (%s store)', (_store, make) => {
  it('15 attempts at once on one key: 5 go on to be checked, 10 are refused; the fifth failure locks the key', async () => {
    const limits = make();
    const key = `parallel-${Math.random()}`;
    const results = await Promise.allSettled(Array.from({ length: 15 }, () => limits.loginAttempt(key, () => {})));
    const admitted = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    expect(admitted).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    for (const attempt of admitted) await attempt.failed();
    expect(await lockSeconds(limits, key)).toBeGreaterThan(LOGIN_LOCK_SECONDS.first - 5);
  });

  it('a success forgets the failures counted so far', async () => {
    const limits = make();
    const key = `success-${Math.random()}`;
    for (let i = 0; i < 4; i++) await (await limits.loginAttempt(key, () => {})).failed();
    await (await limits.loginAttempt(key, () => {})).succeeded();
    for (let i = 0; i < 4; i++) await (await limits.loginAttempt(key, () => {})).failed();
    expect(await lockSeconds(limits, key)).toBeNull();
  });
});

describe('database store', () => {
  it('two processes on one database share the counts, so the allowance is not multiplied', async () => {
    const other = database.reopen?.() ?? database; // PostgreSQL: a second pool, as another process has
    const processA = createRateLimits({ db: database.db });
    const processB = createRateLimits({ db: other.db });
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const noHeader = () => {};
    // 10 contact messages per address: 6 counted by one process and 4 by the other use them up.
    for (let i = 0; i < 6; i++) await processA.consume('contact', address, noHeader);
    for (let i = 0; i < 4; i++) await processB.consume('contact', address, noHeader);
    await expect(processA.consume('contact', address, noHeader)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(processB.consume('contact', address, noHeader)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    const account = `shared-${Math.random()}`;
    for (let i = 0; i < 3; i++) await processA.loginFailed(account);
    for (let i = 0; i < 2; i++) await processB.loginFailed(account);
    expect(await lockSeconds(processA, account)).toBeGreaterThan(0);
    expect(await lockSeconds(processB, account)).toBeGreaterThan(0);
  });
});
