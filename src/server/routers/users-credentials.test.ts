/**
 * Finding 4 of the outside probe: a secondary admin changed the primary admin's email and password
 * (200) and locked the owner out. Only id 1 changes id 1's sign-in details; another admin's need
 * the acting admin's own password; the address the account had hears of every such change.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount, signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import type { Database } from '../db/client';
import { emailOutbox, users } from '../db/schema';
import { memorySession } from '../trpc/session';
import { INVALID_RESET_LINK, requestPasswordReset, resetPassword } from '../services/password-reset';
import { PRIMARY_ADMIN_CREDENTIALS_MESSAGE, CONFIRM_OWN_PASSWORD_MESSAGE, WRONG_OWN_PASSWORD_MESSAGE } from '../../shared/schemas/users';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, {
    adminPassword: 'owner-pass',
    seedDemo: false,
    adminUsername: 'owner',
    adminEmail: 'owner@example.com',
  });
});
afterAll(async () => {
  await database.close();
});

async function noticesTo(email: string) {
  return database.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'auth.credentials_changed')));
}

const primary = async () => {
  const [row] = await database.db.select().from(users).where(eq(users.id, 1));
  if (!row) throw new Error('no primary admin');
  return row;
};

describe('changing sign-in details', () => {
  it("a secondary admin cannot change the primary admin's email, username or password", async () => {
    const { caller: second } = await signedInCaller(database.db, 'admin');
    const before = await primary();
    const base = { id: 1, username: before.username, email: before.email, fullName: before.fullName, role: 'admin' as const };
    for (const change of [{ email: 'attacker@example.com' }, { username: 'taken-over' }, { password: 'attacker-pass' }]) {
      await expect(second.users.update({ ...base, ...change })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: PRIMARY_ADMIN_CREDENTIALS_MESSAGE,
      });
    }
    // Even with their own (right) password.
    await expect(second.users.update({ ...base, email: 'attacker@example.com', currentPassword: 'password123' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const after = await primary();
    expect({ email: after.email, username: after.username, hash: after.passwordHash }).toEqual({
      email: before.email,
      username: before.username,
      hash: before.passwordHash,
    });
    // A change of name only is still allowed (not a sign-in detail).
    await expect(second.users.update({ ...base, fullName: 'The Owner' })).resolves.toMatchObject({ fullName: 'The Owner' });
  });

  it("changing another admin's sign-in details needs the acting admin's own password, and tells the old address", async () => {
    const { caller: owner } = await callerWithSession(database.db, memorySession({ uid: 1, v: 1, iat: Date.now() }));
    const other = await createAccount(database.db, 'admin');
    const base = { id: other.id, username: other.username, email: other.email, fullName: other.fullName, role: 'admin' as const };
    await expect(owner.users.update({ ...base, email: 'new-admin@example.com' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: CONFIRM_OWN_PASSWORD_MESSAGE,
    });
    await expect(owner.users.update({ ...base, email: 'new-admin@example.com', currentPassword: 'not-my-password' })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
        message: WRONG_OWN_PASSWORD_MESSAGE,
      },
    );
    expect(await noticesTo(other.email)).toHaveLength(0);
    const updated = await owner.users.update({
      ...base,
      email: 'new-admin@example.com',
      password: 'fresh-pass',
      currentPassword: 'owner-pass',
    });
    expect(updated.email).toBe('new-admin@example.com');
    const notices = await noticesTo(other.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toMatch(/sign-in details were changed/);
  });

  it("a learner's email changed by an admin is announced to the learner's previous address; a name change is not", async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const learner = await createAccount(database.db);
    const base = { id: learner.id, username: learner.username, email: learner.email, fullName: learner.fullName, role: 'user' as const };
    await admin.users.update({ ...base, fullName: 'Renamed Learner' });
    expect(await noticesTo(learner.email)).toHaveLength(0);
    await admin.users.update({ ...base, email: `moved-${learner.id}@example.com`, currentPassword: 'password123' });
    expect(await noticesTo(learner.email)).toHaveLength(1);
  });

  it("a learner's username, email or password changes only with the acting admin's own password; a name change needs none (probe 27, F7)", async () => {
    // With only an admin's stolen cookie, a learner's email and then password could be rewritten:
    // the account and its paid courses taken, the learner told only after the fact.
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const learner = await createAccount(database.db);
    const base = { id: learner.id, username: learner.username, email: learner.email, fullName: learner.fullName, role: 'user' as const };
    const [before] = await database.db.select().from(users).where(eq(users.id, learner.id));
    for (const change of [
      { email: `taken-${learner.id}@example.com` },
      { password: 'set-by-thief-1' },
      { username: `taken${learner.id}` },
    ]) {
      await expect(admin.users.update({ ...base, ...change })).rejects.toMatchObject({ message: CONFIRM_OWN_PASSWORD_MESSAGE });
      await expect(admin.users.update({ ...base, ...change, currentPassword: 'not-mine-1' })).rejects.toMatchObject({
        message: WRONG_OWN_PASSWORD_MESSAGE,
      });
    }
    const [unchanged] = await database.db.select().from(users).where(eq(users.id, learner.id));
    expect(unchanged).toMatchObject({ email: before!.email, username: before!.username, passwordHash: before!.passwordHash });
    await expect(admin.users.update({ ...base, fullName: 'Only Renamed' })).resolves.toMatchObject({ fullName: 'Only Renamed' });
    await expect(
      admin.users.update({ ...base, email: `kept-${learner.id}@example.com`, currentPassword: 'password123' }),
    ).resolves.toMatchObject({
      email: `kept-${learner.id}@example.com`,
    });
  });

  it("an admin's change of a learner's email or password spends the learner's open reset links (probe 22, D1)", async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const resetLink = async (email: string) => {
      await requestPasswordReset(database.db, email, 'http://localhost');
      const [mail] = await database.db
        .select({ text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'auth.password_reset')))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      return decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    };
    for (const change of ['email', 'password'] as const) {
      const learner = await createAccount(database.db);
      const link = await resetLink(learner.email);
      const base = { id: learner.id, username: learner.username, email: learner.email, fullName: learner.fullName, role: 'user' as const };
      const proof = { currentPassword: 'password123' };
      await admin.users.update(
        change === 'email'
          ? { ...base, ...proof, email: `moved2-${learner.id}@example.com` }
          : { ...base, ...proof, password: 'set-by-admin-1' },
      );
      await expect(resetPassword(database.db, link, 'taken-over-1', 'http://localhost')).rejects.toMatchObject({
        message: INVALID_RESET_LINK,
      });
    }
    // A name change leaves the link working.
    const learner = await createAccount(database.db);
    const link = await resetLink(learner.email);
    await admin.users.update({ id: learner.id, username: learner.username, email: learner.email, fullName: 'Only Renamed', role: 'user' });
    await expect(resetPassword(database.db, link, 'owner-chose-this-1', 'http://localhost')).resolves.toEqual({
      username: learner.username,
    });
  });
});
