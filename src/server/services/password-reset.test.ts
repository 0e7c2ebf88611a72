/**
 * Finding 1: confirming a reset hashed the new password before looking at the token, so bogus
 * confirmations cost an argon2 hash each. The token is checked first now.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';

const hashCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('argon2')>();
  const hash = ((password: string, options?: Parameters<typeof actual.hash>[1]) => {
    hashCalls.count++;
    return actual.hash(password, options);
  }) as typeof actual.hash;
  return { ...actual, hash, default: { ...actual, hash } };
});

const { requestPasswordReset, resetPassword, INVALID_RESET_LINK } = await import('./password-reset');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('resetPassword', () => {
  it('a bogus token costs no hash; a real one costs exactly one', async () => {
    const before = hashCalls.count;
    for (let i = 0; i < 5; i++) {
      await expect(resetPassword(database.db, `bogus-token-${i}-${'x'.repeat(30)}`, 'new-password')).rejects.toMatchObject({
        message: INVALID_RESET_LINK,
      });
    }
    expect(hashCalls.count).toBe(before);

    const account = await createAccount(database.db);
    const sent = await requestPasswordReset(database.db, account.email, 'http://localhost');
    expect(sent).toBe(true);
    const { emailOutbox } = await import('../db/schema');
    const { eq, desc } = await import('drizzle-orm');
    const [mail] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, account.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const beforeReal = hashCalls.count;
    await resetPassword(database.db, token ?? '', 'new-password');
    expect(hashCalls.count).toBe(beforeReal + 1);
    // Spent: a second use is refused without hashing.
    await expect(resetPassword(database.db, token ?? '', 'other-password')).rejects.toMatchObject({ message: INVALID_RESET_LINK });
    expect(hashCalls.count).toBe(beforeReal + 1);
  });
});
