/**
 * Probe 45, finding 1: a passkey outlived a password reset. Someone registered with a stranger's
 * address (addresses are not confirmed at registration) and added a passkey; the address's owner
 * took the account back with "Forgot password?", and the passkey still signed its adder in. A reset
 * now removes the account's passkeys and tells the address which ones went; a password change keeps
 * them (they are the owner's own devices as a rule) and its mail names the ones that still sign in.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import type { Database } from '../db/client';
import { emailOutbox, webauthnCredentials } from '../db/schema';
import { memorySession } from '../trpc/session';

let database: Database;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function mailsTo(email: string, kind: string) {
  return database.db
    .select({ text: emailOutbox.textBody, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id));
}

/** The account with a passkey added by `authenticator` (whoever signed in with its password). */
async function accountWithPasskey(authenticator: SoftAuthenticator, name: string) {
  const account = await createAccount(database.db);
  const { caller } = await callerWithSession(database.db, memorySession({ uid: account.id, v: 1, iat: Date.now() }));
  const options = await caller.webauthn.registerOptions({ currentPassword: account.password });
  await caller.webauthn.registerVerify({ response: authenticator.register(options), name });
  return account;
}

async function passkeySignIn(authenticator: SoftAuthenticator) {
  const { caller } = await callerWithSession(database.db);
  const options = await caller.webauthn.loginOptions({});
  return caller.webauthn.loginVerify({ response: authenticator.authenticate(options) });
}

describe('a password reset takes the account back from every other way in', () => {
  it('removes the passkeys someone else added, and the mail names them', async () => {
    const adder = new SoftAuthenticator({ origin: ORIGIN });
    const account = await accountWithPasskey(adder, 'Attacker phone');
    expect(await passkeySignIn(adder)).toMatchObject({ id: account.id });

    // The address's owner resets the password from the link mailed to it.
    const { caller: owner } = await callerWithSession(database.db);
    await owner.auth.requestPasswordReset({ email: account.email });
    const [link] = await mailsTo(account.email, 'auth.password_reset');
    const token = /token=([\w-]+)/.exec(link?.text ?? '')?.[1] ?? '';
    await owner.auth.resetPassword({ token, password: 'owner-took-it-back-1' });

    await expect(passkeySignIn(adder)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await database.db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, account.id))).toEqual([]);
    const [notice] = await mailsTo(account.email, 'account.password_reset_done');
    expect(notice?.subject).toMatch(/password was reset/);
    expect(notice?.text).toContain('Attacker phone');
    expect(notice?.text).toContain('passkeys were removed');
  });

  it('an account without passkeys is told of the reset without a word about them', async () => {
    const account = await createAccount(database.db);
    const { caller } = await callerWithSession(database.db);
    await caller.auth.requestPasswordReset({ email: account.email });
    const [link] = await mailsTo(account.email, 'auth.password_reset');
    await caller.auth.resetPassword({ token: /token=([\w-]+)/.exec(link?.text ?? '')?.[1] ?? '', password: 'a-fresh-password-2' });
    const [notice] = await mailsTo(account.email, 'account.password_reset_done');
    expect(notice?.text).toContain('reset with a link sent to this address');
    expect(notice?.text).not.toContain('passkey');
  });

  it('a password change keeps the owner’s passkeys and its mail names those that still sign in', async () => {
    const phone = new SoftAuthenticator({ origin: ORIGIN });
    const account = await accountWithPasskey(phone, 'Kitchen tablet');
    const { caller } = await callerWithSession(database.db, memorySession({ uid: account.id, v: 1, iat: Date.now() }));
    await caller.account.changePassword({ currentPassword: account.password, newPassword: 'changed-on-purpose-3' });
    expect(await passkeySignIn(phone)).toMatchObject({ id: account.id });
    const [notice] = await mailsTo(account.email, 'account.password_changed');
    expect(notice?.text).toContain('Kitchen tablet');
    expect(notice?.text).toMatch(/passkeys? .*still sign/i);
  });
});
