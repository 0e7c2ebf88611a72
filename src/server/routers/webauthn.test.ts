/**
 * Passkeys through the procedures, answered by a software authenticator (test/soft-authenticator.ts):
 * adding one needs a fresh step-up proof; signing in works with and without a username; for an
 * account with 2FA a passkey counts as the second factor only when it verified the user, or after
 * the password; challenges are single-use; counters only move forward.
 */
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import { PASSKEY_MESSAGES } from '../../shared/schemas/webauthn';
import type { Database } from '../db/client';
import { auditLog, emailOutbox, webauthnCredentials } from '../db/schema';
import { TWO_FACTOR_REQUIRED } from '../services/two-factor-session';
import { memorySession } from '../trpc/session';

let database: Database;
// The procedure tests' context answers for http://localhost:3000 (createContextInner's default).
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function signedIn(role: 'user' | 'admin' = 'user') {
  const account = await createAccount(database.db, role);
  const { caller, session } = await callerWithSession(database.db, memorySession({ uid: account.id, v: 1, iat: Date.now() }));
  return { account, caller, session };
}

/** Adds a passkey from `authenticator` to the signed-in caller's account. */
async function addPasskey(
  caller: Awaited<ReturnType<typeof signedIn>>['caller'],
  password: string,
  authenticator: SoftAuthenticator,
  code?: string,
) {
  const options = await caller.webauthn.registerOptions({ currentPassword: password, ...(code ? { code } : {}) });
  return caller.webauthn.registerVerify({ response: authenticator.register(options), name: 'My phone' });
}

async function anonymous() {
  return callerWithSession(database.db);
}

describe('adding a passkey', () => {
  it('needs the current password; then it is stored, listed, audited and the owner is emailed', async () => {
    const { account, caller } = await signedIn();
    await expect(caller.webauthn.registerOptions({ currentPassword: 'not-my-password' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    const options = await caller.webauthn.registerOptions({ currentPassword: account.password });
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'preferred' });
    const added = await caller.webauthn.registerVerify({ response: authenticator.register(options), name: 'My phone' });
    expect(added).toMatchObject({ name: 'My phone', lastUsedAt: null });
    expect(await caller.webauthn.list()).toEqual([expect.objectContaining({ id: added.id, name: 'My phone' })]);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, account.email), eq(emailOutbox.kind, 'auth.passkey_added')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('My phone');
    const audits = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, account.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['auth.passkey_add_started', 'auth.passkey_add']));
    // The same authenticator's options now exclude it.
    const again = await caller.webauthn.registerOptions({ currentPassword: account.password });
    expect(again.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.keys[0]?.id.toString('base64url')]);
  });

  it('refuses an answer without its challenge, for another origin, or with the challenge of a sign-in', async () => {
    const { account, caller } = await signedIn();
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    const options = await caller.webauthn.registerOptions({ currentPassword: account.password });
    const evil = new SoftAuthenticator({ origin: 'https://evil.example' });
    await expect(caller.webauthn.registerVerify({ response: evil.register(options) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // That challenge is gone: the right origin does not help now.
    await expect(caller.webauthn.registerVerify({ response: authenticator.register(options) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const loginOptions = await caller.webauthn.loginOptions({});
    await expect(
      caller.webauthn.registerVerify({ response: authenticator.register({ ...options, challenge: loginOptions.challenge }) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.webauthn.list()).toEqual([]);
  });

  it('an account with 2FA also gives a current code', async () => {
    const { account, caller } = await signedIn('admin');
    const setup = await caller.twoFactor.setup({ password: account.password });
    await caller.twoFactor.confirm({ code: codeAt(setup.secret) });
    await expect(caller.webauthn.registerOptions({ currentPassword: account.password })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const added = await addPasskey(caller, account.password, new SoftAuthenticator({ origin: ORIGIN }), codeAt(setup.secret, 1));
    expect(added.name).toBe('My phone');
  });

  it("stores the name on one line, without bidi controls: it cannot write lines into the owner's warning mail (probe 35, F4)", async () => {
    const { account, caller } = await signedIn();
    const options = await caller.webauthn.registerOptions({ currentPassword: account.password });
    const name = 'Office PC"\r\n\r\nOur support team added it.\n\u202e';
    const added = await caller.webauthn.registerVerify({ response: new SoftAuthenticator({ origin: ORIGIN }).register(options), name });
    const clean = 'Office PC" Our support team added it.';
    expect(added.name).toBe(clean);
    expect(await caller.webauthn.list()).toEqual([expect.objectContaining({ name: clean })]);
    const [audit] = await database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, account.id), eq(auditLog.action, 'auth.passkey_add')));
    expect(audit?.summary).toMatchObject({ name: clean });
    const [mail] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, account.email), eq(emailOutbox.kind, 'auth.passkey_added')));
    expect(mail?.text).toContain(`"${clean}"`);
    expect(mail?.text).not.toContain('\u202e');
    // A name made only of such characters is no name.
    const again = await caller.webauthn.registerOptions({ currentPassword: account.password });
    await expect(
      caller.webauthn.registerVerify({ response: new SoftAuthenticator({ origin: ORIGIN }).register(again), name: '\r\n\u202e\u2066' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('anonymous callers cannot add or list passkeys', async () => {
    const { caller } = await anonymous();
    await expect(caller.webauthn.registerOptions({ currentPassword: 'password123' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.webauthn.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('signing in with a passkey', () => {
  it('without a username (discoverable): the browser picks the passkey; the account is signed in', async () => {
    const { account, caller: owner } = await signedIn();
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    await addPasskey(owner, account.password, authenticator);
    const { caller, session } = await anonymous();
    const options = await caller.webauthn.loginOptions({});
    expect(options.allowCredentials ?? []).toEqual([]);
    const user = await caller.webauthn.loginVerify({ response: authenticator.authenticate(options) });
    expect(user.username).toBe(account.username);
    expect(session.data.uid).toBe(account.id);
    expect(session.data.wa).toBeUndefined();
    expect((await caller.auth.me()).id).toBe(account.id);
    expect((await owner.webauthn.list())[0]?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("with a username: only that account's passkeys; A's passkey cannot sign in as B", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const authA = new SoftAuthenticator({ origin: ORIGIN });
    const authB = new SoftAuthenticator({ origin: ORIGIN });
    await addPasskey(a.caller, a.account.password, authA);
    await addPasskey(b.caller, b.account.password, authB);
    const { caller, session } = await anonymous();
    const forB = await caller.webauthn.loginOptions({ username: b.account.username.toUpperCase() });
    expect(forB.allowCredentials).toHaveLength(1);
    const aKey = authA.keys[0];
    if (!aKey) throw new Error('A has no key');
    await expect(caller.webauthn.loginVerify({ response: authA.authenticate(forB, aKey) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: PASSKEY_MESSAGES.signInFailed,
    });
    expect(session.data.uid).toBeUndefined();
    const forBAgain = await caller.webauthn.loginOptions({ username: b.account.username });
    expect((await caller.webauthn.loginVerify({ response: authB.authenticate(forBAgain) })).id).toBe(b.account.id);
    // An unknown username answers like an account with one passkey (an imaginary one), and nothing matches it.
    const unknown = await caller.webauthn.loginOptions({ username: 'nobody-here' });
    expect(unknown.allowCredentials).toHaveLength(1);
    expect(unknown.allowCredentials?.[0]?.id).not.toBe(forB.allowCredentials?.[0]?.id);
    await expect(caller.webauthn.loginVerify({ response: authA.authenticate(unknown, aKey) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it("a passkey answering with another account's user handle is refused", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const authA = new SoftAuthenticator({ origin: ORIGIN });
    await addPasskey(a.caller, a.account.password, authA);
    const { caller } = await anonymous();
    const options = await caller.webauthn.loginOptions({});
    const response = authA.authenticate(options);
    const forged = { ...response, response: { ...response.response, userHandle: Buffer.from(String(b.account.id)).toString('base64url') } };
    await expect(caller.webauthn.loginVerify({ response: forged })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('each challenge is answered once, even from a kept copy of the cookie', async () => {
    const { account, caller: owner } = await signedIn();
    const authenticator = new SoftAuthenticator({ origin: ORIGIN, counterStep: 0 });
    await addPasskey(owner, account.password, authenticator);
    const { caller, session } = await anonymous();
    const options = await caller.webauthn.loginOptions({});
    const keptCookie = structuredClone(session.data);
    const response = authenticator.authenticate(options);
    expect((await caller.webauthn.loginVerify({ response })).id).toBe(account.id);
    // Same browser again: the challenge left the session.
    await expect(caller.webauthn.loginVerify({ response })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // A copy of the cookie from before: the challenge is recorded as answered.
    const replay = await callerWithSession(database.db, memorySession(keptCookie));
    await expect(replay.caller.webauthn.loginVerify({ response })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(replay.session.data.uid).toBeUndefined();
  });

  it('an expired challenge is refused', async () => {
    const { account, caller: owner } = await signedIn();
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    await addPasskey(owner, account.password, authenticator);
    const { caller, session } = await anonymous();
    const options = await caller.webauthn.loginOptions({});
    if (!session.data.wa) throw new Error('no challenge in the session');
    session.data.wa.exp = Date.now() - 1;
    await expect(caller.webauthn.loginVerify({ response: authenticator.authenticate(options) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('a signature counter that does not move forward (a cloned authenticator) is refused', async () => {
    const { account, caller: owner } = await signedIn();
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    await addPasskey(owner, account.password, authenticator);
    const { caller } = await anonymous();
    await caller.webauthn.loginVerify({ response: authenticator.authenticate(await caller.webauthn.loginOptions({})) });
    const key = authenticator.keys[0];
    if (!key) throw new Error('no key');
    key.counter = 0; // the clone signs with the count it had when copied
    await expect(
      caller.webauthn.loginVerify({ response: authenticator.authenticate(await caller.webauthn.loginOptions({})) }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const [stored] = await database.db
      .select({ counter: webauthnCredentials.counter })
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.userId, account.id));
    expect(stored?.counter).toBe(1);
  });

  it('for an admin with 2FA: a user-verifying passkey is both factors; one without user verification only after the password', async () => {
    const { account, caller: owner } = await signedIn('admin');
    const setup = await owner.twoFactor.setup({ password: account.password });
    await owner.twoFactor.confirm({ code: codeAt(setup.secret) });
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    await addPasskey(owner, account.password, authenticator, codeAt(setup.secret, 1));

    const verified = await anonymous();
    expect(
      (
        await verified.caller.webauthn.loginVerify({
          response: authenticator.authenticate(await verified.caller.webauthn.loginOptions({})),
        })
      ).id,
    ).toBe(account.id);
    expect(verified.session.data.uid).toBe(account.id);

    authenticator.userVerified = false;
    const presenceOnly = await anonymous();
    await expect(
      presenceOnly.caller.webauthn.loginVerify({
        response: authenticator.authenticate(await presenceOnly.caller.webauthn.loginOptions({})),
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: PASSKEY_MESSAGES.verificationNeeded });
    expect(presenceOnly.session.data.uid).toBeUndefined();

    // Password first ("code required"), then the passkey as the second factor.
    await expect(presenceOnly.caller.auth.login({ username: account.username, password: account.password })).rejects.toMatchObject({
      message: TWO_FACTOR_REQUIRED,
    });
    const user = await presenceOnly.caller.webauthn.loginVerify({
      response: authenticator.authenticate(await presenceOnly.caller.webauthn.loginOptions({})),
    });
    expect(user.id).toBe(account.id);
    expect(presenceOnly.session.data.uid).toBe(account.id);
    expect(presenceOnly.session.data.p2fa).toBeUndefined();
  });
});

describe('removing a passkey', () => {
  it("removes only your own; someone else's id is not found; a removed passkey no longer signs in", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    const added = await addPasskey(a.caller, a.account.password, authenticator);
    await expect(b.caller.webauthn.remove({ id: added.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await a.caller.webauthn.list()).toHaveLength(1);
    expect(await a.caller.webauthn.remove({ id: added.id })).toEqual({ success: true });
    expect(await a.caller.webauthn.list()).toEqual([]);
    const audits = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, a.account.id));
    expect(audits.map((x) => x.action)).toContain('auth.passkey_remove');
    // The owner is told, as when one is added: a stolen session cannot take them away unseen.
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, a.account.email), eq(emailOutbox.kind, 'auth.passkey_removed')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^A passkey was removed from your /);
    const { caller } = await anonymous();
    await expect(
      caller.webauthn.loginVerify({ response: authenticator.authenticate(await caller.webauthn.loginOptions({})) }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
