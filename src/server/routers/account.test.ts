import { and, desc, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount, WITH_MAIL } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { configurePayments } from '../../../test/payments';
import { PRIMARY_ADMIN_ID } from '../../shared/constants';
import {
  EMAIL_CHANGE_MAILS_CAPPED,
  EMAIL_CHANGED_FOR_ANOTHER_ACCOUNT,
  INVALID_EMAIL_LINK,
  OWN_ADMIN_DELETE_MESSAGE,
} from '../../shared/schemas/account';
import { STEP_UP_MESSAGES } from '../../shared/schemas/step-up';
import type { Database } from '../db/client';
import { auditLog, emailChangeTokens, emailOutbox, enrollments, subscribers, users } from '../db/schema';
import { seed } from '../db/seed';
import { silentLogger } from '../logger';
import { createRateLimits, type RateLimits } from '../security/rate-limits';
import { deleteOwnAccount } from '../services/account-deletion';
import { createContextInner } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { memorySession, type SessionHandle } from '../trpc/session';
import { appRouter } from './_app';

let database: Database;
const PRIMARY_PASSWORD = 'primary-pass-1';

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {
    adminUsername: 'admin',
    adminEmail: 'admin@example.com',
    adminPassword: PRIMARY_PASSWORD,
    seedDemo: false,
    log: silentLogger,
  });
  await configurePayments(database.db);
});
afterAll(async () => {
  await database.close();
});

const createCaller = createCallerFactory(appRouter);

/** A caller with the app's real rate limits (procedure tests otherwise run unlimited). */
function limitedCaller(session: SessionHandle, limits: RateLimits) {
  return createCaller(() => createContextInner({ db: database.db, session, limits }));
}

async function signedIn(role: 'user' | 'admin' = 'user') {
  const account = await createAccount(database.db, role);
  const session = memorySession({ uid: account.id, v: 1, iat: Date.now() });
  // Mail leaves this server: an email change makes and sends its link.
  const { caller } = await callerWithSession(database.db, session, WITH_MAIL);
  return { account, session, caller };
}

const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** Two-factor authentication turned on by the account's own caller, as on the profile page. */
async function withTwoFactor(account: { id: number; password: string }) {
  const { caller } = await callerWithSession(database.db, memorySession({ uid: account.id, v: 1, iat: Date.now() }));
  const { secret } = await caller.twoFactor.setup({ password: account.password });
  // The first code is spent by the confirmation: the next step-up uses a recovery code.
  const { recoveryCodes } = await caller.twoFactor.confirm({ code: codeNow(secret) });
  return { secret, recoveryCodes };
}

async function mailsTo(address: string, kind: string) {
  return database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id));
}

async function confirmationToken(newEmail: string): Promise<string> {
  const [mail] = await mailsTo(newEmail, 'account.email_confirm');
  const token = /confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was mailed to ${newEmail}`);
  return decodeURIComponent(token);
}

describe('account.changePassword', () => {
  it('asks the current password, ends every other session, keeps this one and tells the account', async () => {
    const { account, session, caller } = await signedIn();
    const other = await callerWithSession(database.db, memorySession({ uid: account.id, v: 1, iat: Date.now() }));
    expect(await other.caller.auth.me()).toMatchObject({ id: account.id });

    await caller.account.changePassword({ currentPassword: account.password, newPassword: 'brand-new-pass' });

    // This browser was re-sealed with the new version; the other copy of the old cookie is refused.
    expect(session.data.v).toBe(2);
    expect(await caller.auth.me()).toMatchObject({ id: account.id });
    await expect(other.caller.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const fresh = await callerWithSession(database.db);
    await expect(fresh.caller.auth.login({ username: account.username, password: account.password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await fresh.caller.auth.login({ username: account.username, password: 'brand-new-pass' })).toMatchObject({ id: account.id });
    const [notice] = await mailsTo(account.email, 'account.password_changed');
    expect(notice?.subject).toMatch(/password was changed/);
  });

  it('refuses a wrong current password (403), changes nothing, and counts the attempts per account', async () => {
    const { account, session } = await signedIn();
    const limits = createRateLimits();
    const caller = limitedCaller(session, limits);
    for (let i = 0; i < 5; i++) {
      await expect(caller.account.changePassword({ currentPassword: 'not-my-password', newPassword: 'whatever1' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: STEP_UP_MESSAGES.wrongPassword,
      });
    }
    // The sixth attempt is refused before the password is even checked, right or wrong.
    await expect(caller.account.changePassword({ currentPassword: account.password, newPassword: 'whatever1' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const [row] = await database.db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, account.id));
    expect(row?.v).toBe(1);
    expect(
      await (await callerWithSession(database.db)).caller.auth.login({ username: account.username, password: account.password }),
    ).toBeTruthy();
  });

  it('an account with two-factor authentication also needs a current code', async () => {
    const { account, caller } = await signedIn('admin');
    const { recoveryCodes } = await withTwoFactor(account);
    await expect(caller.account.changePassword({ currentPassword: account.password, newPassword: 'second-pass' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: STEP_UP_MESSAGES.codeRequired,
    });
    await expect(
      caller.account.changePassword({ currentPassword: account.password, newPassword: 'second-pass', code: '000000' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await caller.account.changePassword({ currentPassword: account.password, newPassword: 'second-pass', code: recoveryCodes[0] });
    expect(await caller.auth.me()).toMatchObject({ id: account.id });
  });

  it("a demoted admin's two-factor authentication ends with the role: their pages never ask for a code they could not turn off", async () => {
    const { account } = await signedIn('admin');
    await withTwoFactor(account);
    const { account: other, caller: otherAdmin } = await signedIn('admin');
    const demote = { id: account.id, username: account.username, email: account.email, fullName: account.fullName, role: 'user' as const };
    await otherAdmin.users.update({ ...demote, currentPassword: other.password });

    const [row] = await database.db
      .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, account.id));
    expect(row).toEqual({ secret: null, enabledAt: null });
    const [audit] = await database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.2fa_disable'), eq(auditLog.targetId, String(account.id))));
    expect(audit?.actorId).toBe(other.id);
    // The password alone signs in, and /account's forms (which ask a learner for no code) work.
    const { caller } = await callerWithSession(database.db);
    await caller.auth.login({ username: account.username, password: account.password });
    await caller.account.changePassword({ currentPassword: account.password, newPassword: 'after-demotion' });
    expect(await caller.auth.me()).toMatchObject({ id: account.id, role: 'user' });
  });

  it('validates the new password with the shared rule', async () => {
    const { account, caller } = await signedIn();
    await expect(caller.account.changePassword({ currentPassword: account.password, newPassword: '123' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Password must be at least 6 characters'),
    });
  });
});

describe('account email change', () => {
  it('mails a single-use link to the new address, tells the old one, and switches only when the link is opened', async () => {
    const { account, caller } = await signedIn();
    const newEmail = `moved.${account.username}@example.org`;
    const answer = await caller.account.requestEmailChange({ currentPassword: account.password, newEmail: newEmail.toUpperCase() });
    expect(answer.message).toContain(newEmail);
    const [told] = await mailsTo(account.email, 'account.email_change_requested');
    expect(told?.text).toContain(newEmail);
    expect((await caller.auth.me()).email).toBe(account.email);

    const token = await confirmationToken(newEmail);
    // Only a hash is stored.
    const stored = await database.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);

    // Anyone holding the link may open it: no session needed.
    const anonymous = (await callerWithSession(database.db)).caller;
    await anonymous.account.confirmEmailChange({ token });
    expect((await caller.auth.me()).email).toBe(newEmail);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.email_change'), eq(auditLog.targetId, String(account.id))));
    expect(audit?.summary).toEqual({ email: [account.email, newEmail] });
    // The old address hears that it is done, not only that it was asked (probe 71, F5).
    const [done] = await mailsTo(account.email, 'account.email_changed');
    expect(done?.text).toContain(`changed to ${newEmail}`);
    expect(await mailsTo(newEmail, 'account.email_changed')).toHaveLength(0);

    await expect(anonymous.account.confirmEmailChange({ token })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVALID_EMAIL_LINK,
    });
  });

  it('opened while another account is signed in: the page and the answer say it is that other account whose address changes (probe 71, F4)', async () => {
    const { account, caller } = await signedIn();
    const newEmail = `shared.${account.username}@example.org`;
    await caller.account.requestEmailChange({ currentPassword: account.password, newEmail });
    const token = await confirmationToken(newEmail);
    const { caller: sibling, account: siblingAccount } = await signedIn();
    expect(await sibling.account.emailChangeLink({ token })).toEqual({ newEmail, forAnotherAccount: true });
    expect(await caller.account.emailChangeLink({ token })).toEqual({ newEmail, forAnotherAccount: false });
    expect(await (await callerWithSession(database.db)).caller.account.emailChangeLink({ token })).toEqual({
      newEmail,
      forAnotherAccount: false,
    });
    expect(await sibling.account.confirmEmailChange({ token })).toEqual({ success: true, message: EMAIL_CHANGED_FOR_ANOTHER_ACCOUNT });
    expect((await caller.auth.me()).email).toBe(newEmail);
    expect((await sibling.auth.me()).email).toBe(siblingAccount.email);
  });

  it('an expired link does nothing', async () => {
    const { account, caller } = await signedIn();
    const newEmail = `late.${account.username}@example.org`;
    await caller.account.requestEmailChange({ currentPassword: account.password, newEmail });
    const token = await confirmationToken(newEmail);
    await database.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, account.id));
    await expect(caller.account.confirmEmailChange({ token })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: INVALID_EMAIL_LINK });
    expect((await caller.auth.me()).email).toBe(account.email);
  });

  it('asking again spends the earlier link', async () => {
    const { account, caller } = await signedIn();
    const first = `first.${account.username}@example.org`;
    await caller.account.requestEmailChange({ currentPassword: account.password, newEmail: first });
    const firstToken = await confirmationToken(first);
    await caller.account.requestEmailChange({ currentPassword: account.password, newEmail: `second.${account.username}@example.org` });
    await expect(caller.account.confirmEmailChange({ token: firstToken })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("a new password (changed or reset) cancels open links: the owner's answer to a change they did not ask for", async () => {
    const { account, caller } = await signedIn();
    const thief = `thief.${account.username}@example.org`;
    await caller.account.requestEmailChange({ currentPassword: account.password, newEmail: thief });
    const stolen = await confirmationToken(thief);
    await caller.account.changePassword({ currentPassword: account.password, newPassword: 'owner-new-pass' });
    await expect(caller.account.confirmEmailChange({ token: stolen })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const again = `thief2.${account.username}@example.org`;
    await caller.account.requestEmailChange({ currentPassword: 'owner-new-pass', newEmail: again });
    const second = await confirmationToken(again);
    const anonymous = (await callerWithSession(database.db)).caller;
    await anonymous.auth.requestPasswordReset({ email: account.email });
    const [reset] = await mailsTo(account.email, 'auth.password_reset');
    const resetToken = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(reset?.text ?? '')?.[1] ?? '');
    await anonymous.auth.resetPassword({ token: resetToken, password: 'owner-reset-pass' });
    await expect(anonymous.account.confirmEmailChange({ token: second })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await database.db.select({ email: users.email }).from(users).where(eq(users.id, account.id)))[0]?.email).toBe(account.email);
  });

  it('opening the link spends reset links mailed to the old address: that mailbox can no longer take the account (probe 22, D1)', async () => {
    const { account, caller } = await signedIn();
    const anonymous = (await callerWithSession(database.db)).caller;
    await anonymous.auth.requestPasswordReset({ email: account.email });
    const [reset] = await mailsTo(account.email, 'auth.password_reset');
    const oldMailboxLink = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(reset?.text ?? '')?.[1] ?? '');
    expect(oldMailboxLink).not.toBe('');

    const newEmail = `fresh.${account.username}@example.org`;
    await caller.account.requestEmailChange({ currentPassword: account.password, newEmail });
    await anonymous.account.confirmEmailChange({ token: await confirmationToken(newEmail) });
    await expect(anonymous.auth.resetPassword({ token: oldMailboxLink, password: 'taken-over-1' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(anonymous.auth.login({ username: account.username, password: account.password })).resolves.toMatchObject({
      email: newEmail,
    });
  });

  it('409 when the address is taken, at the request or by the time the link is opened', async () => {
    const { account, caller } = await signedIn();
    const other = await createAccount(database.db);
    await expect(caller.account.requestEmailChange({ currentPassword: account.password, newEmail: other.email })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const wanted = `wanted.${account.username}@example.org`;
    await caller.account.requestEmailChange({ currentPassword: account.password, newEmail: wanted });
    const token = await confirmationToken(wanted);
    await database.db.update(users).set({ email: wanted }).where(eq(users.id, other.id));
    await expect(caller.account.confirmEmailChange({ token })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await caller.auth.me()).email).toBe(account.email);
  });

  it('needs the step-up proof, and refuses the current address', async () => {
    const { account, caller } = await signedIn();
    await expect(
      caller.account.requestEmailChange({ currentPassword: 'wrong-password', newEmail: `x.${account.username}@example.org` }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: STEP_UP_MESSAGES.wrongPassword });
    expect(await mailsTo(`x.${account.username}@example.org`, 'account.email_confirm')).toHaveLength(0);
    await expect(caller.account.requestEmailChange({ currentPassword: account.password, newEmail: account.email })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('a stranger’s address gets at most 3 links an hour, whichever accounts ask, and no name they chose (probe 45, F2)', async () => {
    const stranger = `stranger.${Date.now()}@example.org`;
    const senders = [await signedIn(), await signedIn()];
    await database.db.update(users).set({ fullName: 'URGENT call +1 767 555 0000 now' }).where(eq(users.id, senders[0]!.account.id));
    for (const [i, { account, caller }] of [senders[0]!, senders[1]!, senders[0]!].entries()) {
      await caller.account.requestEmailChange({ currentPassword: account.password, newEmail: stranger });
      expect(await mailsTo(stranger, 'account.email_confirm')).toHaveLength(i + 1);
    }
    const mails = await mailsTo(stranger, 'account.email_confirm');
    for (const mail of mails) expect(mail.text).not.toContain('URGENT');

    const { account, caller } = senders[1]!;
    const refused = caller.account.requestEmailChange({ currentPassword: account.password, newEmail: stranger });
    await expect(refused).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: EMAIL_CHANGE_MAILS_CAPPED });
    expect(await mailsTo(stranger, 'account.email_confirm')).toHaveLength(3);
    // Rolled back: sender 1's earlier link was not spent by the refused request, nor was a new one stored.
    const open = await database.db
      .select({ id: emailChangeTokens.id })
      .from(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, account.id), isNull(emailChangeTokens.usedAt)));
    expect(open).toHaveLength(1);
  });

  it('an anonymous visitor cannot ask for a change', async () => {
    const anonymous = (await callerWithSession(database.db)).caller;
    await expect(anonymous.account.requestEmailChange({ currentPassword: 'whatever1', newEmail: 'a@example.org' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('account.deleteAccount', () => {
  async function courseId() {
    const admin = (await callerWithSession(database.db, memorySession({ uid: PRIMARY_ADMIN_ID, v: 1, iat: Date.now() }))).caller;
    const course = await admin.courses.create({
      title: `Deletion Course ${Math.random().toString(36).slice(2, 7)}`,
      description: 'A course for the account deletion tests.',
      level: 'Beginner',
      duration: '4 weeks',
      price: 4999,
      downloadUrl: 'https://materials.example.com/course.zip',
      youtubePlaylistUrl: null,
    });
    return { admin, id: course.id };
  }

  it('deletes the account and its enrollments, keeps the anonymised payment trace, ends the session', async () => {
    const { account, session, caller } = await signedIn();
    const course = await courseId();
    const enrolled = await caller.enrollments.enroll({ courseId: course.id, paymentMethod: 'cash' });
    await course.admin.enrollments.approve({ id: enrolled.id });

    await caller.account.deleteAccount({ currentPassword: account.password });

    expect(session.data.uid).toBeUndefined();
    expect(await database.db.select().from(users).where(eq(users.id, account.id))).toHaveLength(0);
    expect(await database.db.select().from(enrollments).where(eq(enrollments.userId, account.id))).toHaveLength(0);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.self_delete'), eq(auditLog.targetId, String(account.id))));
    expect(audit?.summary).toMatchObject({
      enrollments: { pending: 0, confirmed: 1, rejected: 0 },
      confirmedPayments: [{ paymentCode: enrolled.paymentCode, courseId: course.id, priceUsdCents: 4999, method: 'cash' }],
    });
    // Anonymised: nothing in the trace names the learner.
    expect(JSON.stringify(audit?.summary)).not.toContain(account.username);
    expect(JSON.stringify(audit?.summary)).not.toContain(account.email);
    expect(await mailsTo(account.email, 'account.deleted')).toHaveLength(1);
  });

  it("an admin's delete keeps the same payment trace (probe 39, F3: only the username was kept)", async () => {
    const { account, caller } = await signedIn();
    const course = await courseId();
    const enrolled = await caller.enrollments.enroll({ courseId: course.id, paymentMethod: 'cash' });
    await course.admin.enrollments.approve({ id: enrolled.id });
    await course.admin.users.delete({ id: account.id, currentPassword: PRIMARY_PASSWORD });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, String(account.id))));
    expect(audit?.summary).toMatchObject({
      username: account.username,
      role: 'user',
      enrollments: { pending: 0, confirmed: 1, rejected: 0 },
      confirmedPayments: [{ paymentCode: enrolled.paymentCode, courseId: course.id, priceUsdCents: 4999, method: 'cash' }],
    });
  });

  it('refuses a wrong password (403) and keeps the account', async () => {
    const { account, caller } = await signedIn();
    await expect(caller.account.deleteAccount({ currentPassword: 'wrong-password' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await caller.auth.me()).toMatchObject({ id: account.id });
  });

  it('the primary admin cannot delete their own account', async () => {
    const session = memorySession({ uid: PRIMARY_ADMIN_ID, v: 1, iat: Date.now() });
    const { caller } = await callerWithSession(database.db, session);
    await expect(caller.account.deleteAccount({ currentPassword: PRIMARY_PASSWORD })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot delete the primary admin account.',
    });
    expect(await caller.auth.me()).toMatchObject({ id: PRIMARY_ADMIN_ID });
  });

  it('another admin cannot delete their own account either: nothing is deleted; a learner still can (probe 35, F3)', async () => {
    const { account, session, caller } = await signedIn('admin');
    // With the right password: the refusal is the rule, not a failed proof.
    await expect(caller.account.deleteAccount({ currentPassword: account.password })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: OWN_ADMIN_DELETE_MESSAGE,
    });
    expect(session.data.uid).toBe(account.id);
    expect(await caller.auth.me()).toMatchObject({ id: account.id, role: 'admin' });
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, account.id))).toHaveLength(1);
    const selfDeletes = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.self_delete'), eq(auditLog.targetId, String(account.id))));
    expect(selfDeletes).toHaveLength(0);
    expect(await mailsTo(account.email, 'account.deleted')).toHaveLength(0);
    // The service itself reads the stored role: an account promoted after its session was read is kept too.
    await expect(deleteOwnAccount(database.db, 'http://localhost:3000', account.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: OWN_ADMIN_DELETE_MESSAGE,
    });
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, account.id))).toHaveLength(1);

    const learner = await signedIn();
    await learner.caller.account.deleteAccount({ currentPassword: learner.account.password });
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, learner.account.id))).toHaveLength(0);
  });
});

describe('account.export', () => {
  it("is the account's own data: profile, enrollments, newsletter, 2FA on/off, and never a hash, secret or token", async () => {
    const { account, caller } = await signedIn('admin');
    const { secret, recoveryCodes } = await withTwoFactor(account);
    const course = await (async () => {
      const admin = (await callerWithSession(database.db, memorySession({ uid: PRIMARY_ADMIN_ID, v: 1, iat: Date.now() }))).caller;
      return admin.courses.create({
        title: 'Export Course',
        description: 'A course for the export test.',
        level: 'Beginner',
        duration: '2 weeks',
        price: 1500,
        downloadUrl: 'https://materials.example.com/course.zip',
        youtubePlaylistUrl: null,
      });
    })();
    await caller.enrollments.enroll({ courseId: course.id, paymentMethod: 'usdt', paymentReference: 'TX-EXPORT-1' });
    const newEmail = `exp.${account.username}@example.org`;
    await database.db.insert(subscribers).values({ email: newEmail, unsubscribeToken: 'export-test-unsubscribe-token-0001' });
    await caller.account.requestEmailChange({ currentPassword: account.password, newEmail, code: recoveryCodes[0] });
    const emailToken = await confirmationToken(newEmail);
    // Opening the link proves the address, so the newsletter record kept for it is the account's to read.
    await caller.account.confirmEmailChange({ token: emailToken });

    const data = await caller.account.export();
    expect(data.profile).toMatchObject({ id: account.id, username: account.username, email: newEmail });
    expect(data.security).toEqual({ twoFactorEnabled: true, emailConfirmed: true });
    expect(data.enrollments).toEqual([
      expect.objectContaining({
        course: { id: course.id, title: 'Export Course' },
        paymentReference: 'TX-EXPORT-1',
        paymentStatus: 'pending',
        // What they owe, as the admins' CSV says (probe 71, F7).
        priceUsdCents: 1500,
      }),
    ]);
    expect(data.newsletter).toMatchObject({ email: newEmail, subscribed: true });

    const text = JSON.stringify(data);
    const [row] = await database.db.select().from(users).where(eq(users.id, account.id));
    for (const secretValue of [row?.passwordHash, secret, recoveryCodes[1], emailToken, 'export-test-unsubscribe-token-0001'])
      expect(text).not.toContain(secretValue);
    expect(text).not.toMatch(/hash|secret|token/i);
  });

  it('never shows the newsletter record of an address the account has not proven it reads (probe 71, F2)', async () => {
    // Someone registers with another person's address: registration mails nothing that proves it.
    const { account, caller } = await signedIn();
    const subscribedAt = new Date('2025-03-04T05:06:07Z');
    await database.db.insert(subscribers).values({ email: account.email, subscribedAt, unsubscribeToken: `victim-${account.id}` });
    const unproven = await caller.account.export();
    expect(unproven.security.emailConfirmed).toBe(false);
    expect(unproven.newsletter).toBeNull();
    expect(JSON.stringify(unproven)).not.toContain('2025-03-04');

    // The owner of the mailbox resets the password: the reset link proves the address.
    const anonymous = (await callerWithSession(database.db)).caller;
    await anonymous.auth.requestPasswordReset({ email: account.email });
    const [reset] = await mailsTo(account.email, 'auth.password_reset');
    const resetToken = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(reset?.text ?? '')?.[1] ?? '');
    await anonymous.auth.resetPassword({ token: resetToken, password: 'owner-reset-pass' });
    const owner = await callerWithSession(database.db);
    await owner.caller.auth.login({ username: account.username, password: 'owner-reset-pass' });
    const proven = await owner.caller.account.export();
    expect(proven.security.emailConfirmed).toBe(true);
    expect(proven.newsletter).toMatchObject({ email: account.email, subscribed: true, subscribedAt });

    // An address an admin types in is not proven by the account.
    const { account: adminAccount, caller: admin } = await signedIn('admin');
    const typed = `typed.${account.username}@example.org`;
    await database.db.insert(subscribers).values({ email: typed, unsubscribeToken: `typed-${account.id}` });
    const [current] = await database.db.select().from(users).where(eq(users.id, account.id));
    await admin.users.update({
      id: account.id,
      username: account.username,
      fullName: current!.fullName,
      email: typed,
      role: 'user',
      currentPassword: adminAccount.password,
    });
    const again = await callerWithSession(database.db);
    await again.caller.auth.login({ username: account.username, password: 'owner-reset-pass' });
    const afterEdit = await again.caller.account.export();
    expect(afterEdit.security.emailConfirmed).toBe(false);
    expect(afterEdit.newsletter).toBeNull();
  });

  it('another account sees only its own data; anonymous is refused', async () => {
    const { caller } = await signedIn();
    const data = await caller.account.export();
    expect(data.enrollments).toEqual([]);
    expect(data.newsletter).toBeNull();
    await expect((await callerWithSession(database.db)).caller.account.export()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
