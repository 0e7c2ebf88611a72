/**
 * Finding 1: confirming a reset hashed the new password before looking at the token, so bogus
 * confirmations cost an argon2 hash each. The token is checked first now.
 */
import argon2 from 'argon2';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { emailOutbox, passwordResetTokens } from '../db/schema';
import { INVALID_RESET_LINK, requestPasswordReset, resetPassword } from './password-reset';

// A spy on argon2's own export object (the one passwords.ts calls through), not a module mock:
// test files share their worker's modules (vitest `isolate: false`), and a module mock takes no
// effect once another file has loaded argon2. Restored after the file so no other file sees it.
const hashSpy = vi.spyOn(argon2, 'hash');
afterAll(() => hashSpy.mockRestore());

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The token of the newest mail to `email` (a reset link). */
async function newestLink(email: string): Promise<string> {
  const [mail] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

describe('resetPassword', () => {
  it('a bogus token costs no hash; a real one costs exactly one', async () => {
    const before = hashSpy.mock.calls.length;
    for (let i = 0; i < 5; i++) {
      await expect(
        resetPassword(database.db, `bogus-token-${i}-${'x'.repeat(30)}`, 'new-password', 'http://localhost'),
      ).rejects.toMatchObject({
        message: INVALID_RESET_LINK,
      });
    }
    expect(hashSpy.mock.calls.length).toBe(before);

    const account = await createAccount(database.db);
    const sent = await requestPasswordReset(database.db, account.email, 'http://localhost');
    expect(sent).toBe(true);
    const token = await newestLink(account.email);
    expect(token).not.toBe('');
    const beforeReal = hashSpy.mock.calls.length;
    await resetPassword(database.db, token, 'new-password', 'http://localhost');
    expect(hashSpy.mock.calls.length).toBe(beforeReal + 1);
    // Spent: a second use is refused without hashing.
    await expect(resetPassword(database.db, token, 'other-password', 'http://localhost')).rejects.toMatchObject({
      message: INVALID_RESET_LINK,
    });
    expect(hashSpy.mock.calls.length).toBe(beforeReal + 1);
  });

  it('past the hour’s cap on reset mails to an address no link is stored either (nobody was sent it)', async () => {
    const account = await createAccount(database.db);
    const tokens = async () =>
      (await database.db.select({ n: count() }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id)))[0]!.n;
    for (let i = 0; i < 3; i++) expect(await requestPasswordReset(database.db, account.email, 'http://localhost')).toBe(true);
    expect(await tokens()).toBe(3);
    expect(await requestPasswordReset(database.db, account.email, 'http://localhost')).toBe(false);
    expect(await tokens()).toBe(3);
  });

  it('asking again spends the earlier links: only the newest mail works (probe 22, D4)', async () => {
    const account = await createAccount(database.db);
    await requestPasswordReset(database.db, account.email, 'http://localhost');
    const first = await newestLink(account.email);
    await requestPasswordReset(database.db, account.email, 'http://localhost');
    const second = await newestLink(account.email);
    expect(second).not.toBe(first);
    await expect(resetPassword(database.db, first, 'from-the-first-mail', 'http://localhost')).rejects.toMatchObject({
      message: INVALID_RESET_LINK,
    });
    await expect(resetPassword(database.db, second, 'from-the-second-mail', 'http://localhost')).resolves.toEqual({
      username: account.username,
    });
  });
});
