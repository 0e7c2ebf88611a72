import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { emailOutbox, recoveryCodes, users } from '../db/schema';
import { OWN_TWO_FACTOR_FIRST } from '../../shared/schemas/security';
import { STEP_UP_MESSAGES } from '../../shared/schemas/step-up';
import { createRateLimits } from '../security/rate-limits';
import { createContextInner } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';
import { TWO_FACTOR_REQUIRED } from '../services/two-factor-session';
import { memorySession } from '../trpc/session';
import { TWO_FACTOR_SETUP_REQUIRED } from '../trpc/procedures';

let database: Database;
const createCaller = createCallerFactory(appRouter);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function adminWith2fa() {
  const account = await createAccount(database.db, 'admin');
  const session = memorySession({ uid: account.id, v: 1, iat: Date.now() });
  const { caller } = await callerWithSession(database.db, session);
  const setup = await caller.twoFactor.setup({ password: account.password });
  const { recoveryCodes: codes } = await caller.twoFactor.confirm({ code: codeAt(setup.secret) });
  return { account, caller, secret: setup.secret, codes };
}

describe('admin two-factor authentication', () => {
  it('enrolment: a QR code of the otpauth URL, confirmed by a first code; then 10 hashed recovery codes', async () => {
    const account = await createAccount(database.db, 'admin');
    const { caller } = await callerWithSession(database.db, memorySession({ uid: account.id, v: 1, iat: Date.now() }));
    expect(await caller.twoFactor.status()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const setup = await caller.twoFactor.setup({ password: account.password });
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Before any recovery code exists the refusal offers none (probe 45).
    await expect(caller.twoFactor.confirm({ code: '000000' === codeAt(setup.secret) ? '111111' : '000000' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.not.stringMatching(/recovery/i),
    });
    const { recoveryCodes: codes } = await caller.twoFactor.confirm({ code: codeAt(setup.secret) });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await database.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, account.id));
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(stored.map((s) => s.hash)).not.toContain(c);
    const status = await caller.twoFactor.status();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The secret never comes back once enrolled.
    expect(JSON.stringify(status)).not.toContain(setup.secret);
    expect(JSON.stringify(await caller.auth.me())).not.toContain(setup.secret);
    await expect(caller.twoFactor.setup({ password: account.password })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('an admin with 2FA cannot sign in without the code: "code required", then the second step', async () => {
    const { account, secret } = await adminWith2fa();
    const { caller, session } = await callerWithSession(database.db);
    await expect(caller.auth.login({ username: account.username, password: account.password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: TWO_FACTOR_REQUIRED,
    });
    // Not signed in yet.
    expect(session.data.uid).toBeUndefined();
    expect(await caller.auth.current()).toBeNull();
    await expect(caller.twoFactor.login({ code: '12345' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.twoFactor.login({ code: codeAt(secret, 5) })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const user = await caller.twoFactor.login({ code: codeAt(secret, 1) });
    expect(user.username).toBe(account.username);
    expect(session.data.uid).toBe(account.id);
    expect(session.data.p2fa).toBeUndefined();
    expect((await caller.admin.stats()).users).toBeGreaterThan(0);
  });

  it('a code is accepted once; a recovery code works once; the second step needs the first', async () => {
    const { account, secret, codes } = await adminWith2fa();
    const first = await callerWithSession(database.db);
    await first.caller.auth.login({ username: account.username, password: account.password }).catch(() => {});
    const code = codeAt(secret, 1);
    await first.caller.twoFactor.login({ code });
    const second = await callerWithSession(database.db);
    await second.caller.auth.login({ username: account.username, password: account.password }).catch(() => {});
    await expect(second.caller.twoFactor.login({ code })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await second.caller.twoFactor.login({ code: codes[0]!.toUpperCase() });
    expect(second.session.data.uid).toBe(account.id);

    const third = await callerWithSession(database.db);
    await third.caller.auth.login({ username: account.username, password: account.password }).catch(() => {});
    await expect(third.caller.twoFactor.login({ code: codes[0]! })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const stranger = await callerWithSession(database.db);
    await expect(stranger.caller.twoFactor.login({ code: codes[1]! })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('the current code typed again says so, and is neither counted as a guess nor warned of (probe 35, F6)', async () => {
    const { account, secret } = await adminWith2fa();
    const limits = createRateLimits();
    const signIn = async () => {
      const session = memorySession();
      const caller = createCaller(() => createContextInner({ db: database.db, session, limits }));
      await caller.auth.login({ username: account.username, password: account.password }).catch(() => {});
      return caller;
    };
    const code = codeAt(secret, 1);
    await (await signIn()).twoFactor.login({ code });
    // Signing in on other devices within the code's 30 s: five times the same code.
    for (let n = 0; n < 5; n++)
      await expect((await signIn()).twoFactor.login({ code })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: STEP_UP_MESSAGES.spentCode,
      });
    // None of them counted: ten wrong guesses are still allowed (the eleventh is refused), and the
    // owner's only warning mail is for the real guesses.
    const guesser = await signIn();
    for (let n = 0; n < 10; n++) await expect(guesser.twoFactor.login({ code: '000000' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(guesser.twoFactor.login({ code: '000000' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const warnings = await database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, account.email), eq(emailOutbox.kind, 'auth.2fa_guessing')));
    expect(warnings).toHaveLength(1);
  });

  it('too many wrong codes: the refusal says when to try again and promises nothing from a reset, which does not lift it', async () => {
    const { account, secret } = await adminWith2fa();
    const limits = createRateLimits();
    const signIn = async (password: string) => {
      const session = memorySession();
      const caller = createCaller(() => createContextInner({ db: database.db, session, limits }));
      await expect(caller.auth.login({ username: account.username, password })).rejects.toMatchObject({ message: TWO_FACTOR_REQUIRED });
      return caller;
    };
    const guesser = await signIn(account.password);
    for (let n = 0; n < 10; n++) await expect(guesser.twoFactor.login({ code: '000000' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const refused = await guesser.twoFactor.login({ code: codeAt(secret) }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const message = refused instanceof Error ? refused.message : '';
    expect(message).toMatch(/^Too many codes were tried for this account\. Please wait \d+ minutes and try again/);
    expect(message).not.toMatch(/reset|forgot|password/i);

    // The owner resets the password: the code step stays refused until the wait is over, as the message said.
    const { caller: anyone } = await callerWithSession(database.db);
    await anyone.auth.requestPasswordReset({ email: account.email });
    const [mail] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, account.email), eq(emailOutbox.kind, 'auth.password_reset')));
    const token = /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no reset link');
    await anyone.auth.resetPassword({ token: decodeURIComponent(token), password: 'brand-new-secret-3' });
    const owner = await signIn('brand-new-secret-3');
    await expect(owner.twoFactor.login({ code: codeAt(secret, 1) })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message });
  });

  it('turning it off needs the password and a current code; learners cannot use it', async () => {
    const { caller, account, secret } = await adminWith2fa();
    // Each refusal names the form's own field: this form calls the password `password`.
    await expect(caller.twoFactor.disable({ password: 'wrong-password', code: codeAt(secret, 1) })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { field: 'password' },
    });
    // The password alone (a thief who changed it) is not enough.
    await expect(
      caller.twoFactor.disable({ password: account.password, code: '000000' === codeAt(secret) ? '111111' : '000000' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { field: 'code' },
    });
    expect((await caller.twoFactor.status()).enabled).toBe(true);
    await caller.twoFactor.disable({ password: account.password, code: codeAt(secret, 1) });
    expect((await caller.twoFactor.status()).enabled).toBe(false);
    const [row] = await database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, account.id));
    expect(row?.secret).toBeNull();
    const learner = await createAccount(database.db);
    const { caller: l } = await callerWithSession(database.db, memorySession({ uid: learner.id, v: 1, iat: Date.now() }));
    await expect(l.twoFactor.setup({ password: learner.password })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('an admin without 2FA cannot require it of every admin: it would shut them out at once (probe 40, F4)', async () => {
    const bare = await createAccount(database.db, 'admin');
    const { caller } = await callerWithSession(database.db, memorySession({ uid: bare.id, v: 1, iat: Date.now() }));
    const version = (await caller.settings.admin()).security.version;
    await expect(caller.payments.updateSecurity({ requireAdminTwoFactor: true, version })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: OWN_TWO_FACTOR_FIRST,
    });
    // Nothing changed, and the admin area still opens for them; saving it off is allowed.
    expect((await caller.settings.admin()).security).toMatchObject({ requireAdminTwoFactor: false, version });
    expect((await caller.admin.stats()).users).toBeGreaterThan(0);
    await expect(caller.payments.updateSecurity({ requireAdminTwoFactor: false, version })).resolves.toMatchObject({
      requireAdminTwoFactor: false,
    });
  });

  it('"require for all admins": an admin without 2FA can only set it up', async () => {
    const { caller: enrolled } = await adminWith2fa();
    await enrolled.payments.updateSecurity({ requireAdminTwoFactor: true, version: (await enrolled.settings.admin()).security.version });
    const bare = await createAccount(database.db, 'admin');
    const { caller } = await callerWithSession(database.db, memorySession({ uid: bare.id, v: 1, iat: Date.now() }));
    await expect(caller.admin.stats()).rejects.toMatchObject({ code: 'FORBIDDEN', message: TWO_FACTOR_SETUP_REQUIRED });
    expect((await caller.twoFactor.status()).requiredForAdmins).toBe(true);
    const setup = await caller.twoFactor.setup({ password: bare.password });
    await caller.twoFactor.confirm({ code: codeAt(setup.secret) });
    expect((await caller.admin.stats()).users).toBeGreaterThan(0);
    expect((await enrolled.admin.stats()).users).toBeGreaterThan(0);
    await enrolled.payments.updateSecurity({ requireAdminTwoFactor: false, version: (await enrolled.settings.admin()).security.version });
  });
});
