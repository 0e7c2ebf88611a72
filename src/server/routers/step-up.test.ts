/**
 * Issue 25, findings 1-5: what a stolen admin session can no longer do, and 2FA that holds.
 * Each test here failed before the step-up rules (services/step-up.ts).
 */
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import type { Database } from '../db/client';
import { blogPosts, courses, emailOutbox, users } from '../db/schema';
import { createRateLimits } from '../security/rate-limits';
import { createContextInner } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { memorySession, type SessionHandle } from '../trpc/session';
import { appRouter } from './_app';
import { CONFIRM_OWN_PASSWORD_MESSAGE, PRIMARY_ADMIN_ONLY_2FA_RESET_MESSAGE } from '../../shared/schemas/users';
import { STEP_UP_MESSAGES } from '../../shared/schemas/step-up';

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

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
const wrongCode = (secret: string) => (codeAt(secret) === '000000' ? '111111' : '000000');
const signedIn = (uid: number): SessionHandle => memorySession({ uid, v: 1, iat: Date.now() });

async function as(uid: number) {
  return (await callerWithSession(database.db, signedIn(uid))).caller;
}

/** A caller with real rate limits, from a given address (a second visitor: another address). */
const createCaller = createCallerFactory(appRouter);
function visitor(session: SessionHandle, ip: string, limits = createRateLimits()) {
  return createCaller(() => createContextInner({ db: database.db, session, ip, limits }));
}

async function adminWith2fa() {
  const account = await createAccount(database.db, 'admin');
  const caller = await as(account.id);
  const setup = await caller.twoFactor.setup({ password: account.password });
  await caller.twoFactor.confirm({ code: codeAt(setup.secret) });
  return { account, caller, secret: setup.secret };
}

const row = async (id: number) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('step-up for credential changes (findings 1, 2, 4)', () => {
  it('changing your own password, email or username through the users screen needs your current password', async () => {
    const account = await createAccount(database.db, 'admin');
    const caller = await as(account.id);
    const base = { id: account.id, username: account.username, email: account.email, fullName: account.fullName, role: 'admin' as const };
    const before = await row(account.id);
    for (const change of [{ password: 'thief-pass-1' }, { email: `thief-${account.id}@example.com` }, { username: `thief${account.id}` }]) {
      await expect(caller.users.update({ ...base, ...change })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: CONFIRM_OWN_PASSWORD_MESSAGE,
      });
      await expect(caller.users.update({ ...base, ...change, currentPassword: 'not-it' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: STEP_UP_MESSAGES.wrongPassword,
      });
    }
    const after = await row(account.id);
    expect([after.passwordHash, after.email, after.username]).toEqual([before.passwordHash, before.email, before.username]);
    await expect(caller.users.update({ ...base, password: 'owner-chosen', currentPassword: account.password })).resolves.toMatchObject({
      id: account.id,
    });
  });

  it('an admin with 2FA also gives a current code; the stolen cookie plus a changed password cannot turn 2FA off', async () => {
    const { account, caller, secret } = await adminWith2fa();
    const base = { id: account.id, username: account.username, email: account.email, fullName: account.fullName, role: 'admin' as const };
    await expect(caller.users.update({ ...base, password: 'thief-pass-2', currentPassword: account.password })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: STEP_UP_MESSAGES.codeRequired,
    });
    await expect(caller.twoFactor.disable({ password: account.password, code: wrongCode(secret) })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await row(account.id)).totpEnabledAt).not.toBeNull();
  });

  it('demoting an admin and then rewriting their details both need the step-up (finding 2)', async () => {
    const thief = await createAccount(database.db, 'admin');
    const victim = await createAccount(database.db, 'admin');
    const caller = await as(thief.id);
    const base = { id: victim.id, username: victim.username, email: victim.email, fullName: victim.fullName };
    await expect(caller.users.update({ ...base, role: 'user' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: CONFIRM_OWN_PASSWORD_MESSAGE,
    });
    expect((await row(victim.id)).role).toBe('admin');
    // Were the victim a user already, promoting them with new credentials is a role change too.
    const learner = await createAccount(database.db);
    await expect(
      caller.users.update({
        id: learner.id,
        username: learner.username,
        email: `accomplice-${learner.id}@example.com`,
        fullName: learner.fullName,
        role: 'admin',
        password: 'accomplice-pass',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await row(learner.id)).role).toBe('user');
  });

  it("deleting a learner's account needs the acting admin's proof: a stolen admin session cannot erase learners", async () => {
    const learner = await createAccount(database.db);
    const admin = await createAccount(database.db, 'admin');
    const caller = await as(admin.id);
    const stillThere = async () => (await database.db.select({ id: users.id }).from(users).where(eq(users.id, learner.id))).length;
    // (No proof at all is a 400 naming the field: the REST test, rest/admin-user-deletion.http.test.ts.)
    await expect(caller.users.delete({ id: learner.id, currentPassword: 'not-it' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: STEP_UP_MESSAGES.wrongPassword,
    });
    expect(await stillThere()).toBe(1);
    // With 2FA, a current code too.
    const { account: guarded, caller: guardedCaller, secret } = await adminWith2fa();
    await expect(guardedCaller.users.delete({ id: learner.id, currentPassword: guarded.password })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: STEP_UP_MESSAGES.codeRequired,
    });
    await expect(
      guardedCaller.users.delete({ id: learner.id, currentPassword: guarded.password, code: wrongCode(secret) }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: STEP_UP_MESSAGES.wrongCode });
    expect(await stillThere()).toBe(1);
    // Not found, the primary admin and yourself are said as before, whatever the proof.
    await expect(caller.users.delete({ id: 999_999, currentPassword: admin.password })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await guardedCaller.users.delete({ id: learner.id, currentPassword: guarded.password, code: codeAt(secret, 1) });
    expect(await stillThere()).toBe(0);
  });

  it('setting up 2FA needs the password: a thief cannot enrol their own authenticator', async () => {
    const account = await createAccount(database.db, 'admin');
    const caller = await as(account.id);
    await expect(caller.twoFactor.setup({ password: 'guess' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await row(account.id)).totpPendingSecret).toBeNull();
  });

  it('step-up guesses are limited per account across addresses, counted before they are checked', async () => {
    const account = await createAccount(database.db, 'admin');
    const limits = createRateLimits();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        visitor(signedIn(account.id), `203.0.113.${i + 1}`, limits).twoFactor.setup({ password: `wrong-${i}` }),
      ),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'FORBIDDEN')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(7);
    // Even the right password waits now.
    await expect(
      visitor(signedIn(account.id), '203.0.113.99', limits).twoFactor.setup({ password: account.password }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('new recovery codes need the password and a code; the old ones stop working', async () => {
    const { account, caller, secret } = await adminWith2fa();
    await expect(caller.twoFactor.recoveryCodes({ password: account.password, code: wrongCode(secret) })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const { recoveryCodes } = await caller.twoFactor.recoveryCodes({ password: account.password, code: codeAt(secret, 1) });
    expect(recoveryCodes).toHaveLength(10);
    expect((await caller.twoFactor.status()).recoveryCodesLeft).toBe(10);
  });
});

describe('2FA that holds (finding 3 and at rest)', () => {
  it('wrong codes are limited per account whatever the address, and the owner is emailed', async () => {
    const { account, secret } = await adminWith2fa();
    const limits = createRateLimits();
    const attempts: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      // Each guess from a new address (an IPv6 /48 gives endless ones).
      const session = memorySession();
      const ip = `2001:db8:${i.toString(16)}::1`;
      await visitor(session, ip, limits)
        .auth.login({ username: account.username, password: account.password })
        .catch(() => {});
      attempts.push(
        await visitor(session, ip, limits)
          .twoFactor.login({ code: wrongCode(secret) })
          .then(
            () => 'OK',
            (err: { code: string }) => err.code,
          ),
      );
    }
    expect(attempts.slice(0, 10)).toEqual(Array(10).fill('UNAUTHORIZED'));
    expect(attempts[10]).toBe('TOO_MANY_REQUESTS');
    const alerts = await database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, account.email), eq(emailOutbox.kind, 'auth.2fa_guessing')));
    expect(alerts).toHaveLength(1);
  });

  it('the TOTP secret is stored encrypted, never as the base32 text', async () => {
    const { account, secret } = await adminWith2fa();
    const stored = (await row(account.id)).totpSecret!;
    expect(stored.startsWith('v1.')).toBe(true);
    expect(stored).not.toContain(secret);
  });

  it("the primary admin resets another admin's 2FA with a step-up; the owner is emailed and signed out; no one else can", async () => {
    const { account } = await adminWith2fa();
    const other = await as((await createAccount(database.db, 'admin')).id);
    await expect(other.users.resetTwoFactor({ id: account.id, currentPassword: 'password123' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: PRIMARY_ADMIN_ONLY_2FA_RESET_MESSAGE,
    });
    const owner = await as(1);
    await expect(owner.users.resetTwoFactor({ id: account.id, currentPassword: 'wrong' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const versionBefore = (await row(account.id)).sessionVersion;
    await owner.users.resetTwoFactor({ id: account.id, currentPassword: 'owner-pass' });
    const after = await row(account.id);
    expect(after.totpEnabledAt).toBeNull();
    expect(after.sessionVersion).toBe(versionBefore + 1);
    const mail = await database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, account.email), eq(emailOutbox.kind, 'auth.2fa_reset')));
    expect(mail).toHaveLength(1);
  });
});

describe('"require 2FA for admins" (finding 5)', () => {
  it('an admin who must set it up sees no drafts and no paid links, and is told to set it up', async () => {
    const { caller: enrolled } = await adminWith2fa();
    const [draft] = await database.db
      .insert(blogPosts)
      .values({
        title: 'Secret draft',
        slug: `secret-draft-${Date.now()}`,
        content: 'Draft content here',
        excerpt: 'Draft excerpt',
        published: false,
      })
      .returning();
    await database.db.insert(courses).values({
      title: 'Paid course',
      description: 'A paid course for the test',
      price: 5000,
      duration: '2 weeks',
      level: 'Beginner',
      downloadUrl: 'https://example.com/paid-material',
    });
    await enrolled.payments.updateSecurity({ requireAdminTwoFactor: true, version: (await enrolled.settings.admin()).security.version });
    try {
      const bare = await createAccount(database.db, 'admin');
      const caller = await as(bare.id);
      const posts = await caller.blog.list();
      expect(posts.map((p) => p.slug)).not.toContain(draft!.slug);
      await expect(caller.blog.bySlug({ slug: draft!.slug })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(JSON.stringify(await caller.courses.list())).not.toContain('paid-material');
      expect(await caller.auth.current()).toMatchObject({ twoFactorSetupRequired: true });
      // An enrolled admin still sees them.
      expect((await enrolled.blog.list()).map((p) => p.slug)).toContain(draft!.slug);
    } finally {
      await enrolled.payments.updateSecurity({ requireAdminTwoFactor: false, version: (await enrolled.settings.admin()).security.version });
    }
  });
});
