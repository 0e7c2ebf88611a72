import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { INVALID_CREDENTIALS } from './auth';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const newUser = (suffix: string) => ({
  username: `learner_${suffix}`,
  fullName: 'Learner Person',
  email: `Learner.${suffix}@Example.com`,
  password: 'goodpass1',
});

describe('auth.register', () => {
  it('creates a user with role user, signs them in and never returns the hash', async () => {
    const { caller, session } = await callerWithSession(database.db);
    const user = await caller.auth.register(newUser('a'));
    expect(user).toMatchObject({ username: 'learner_a', role: 'user', email: 'learner.a@example.com' });
    // Registering signs the user in: that is their first login (issue 15).
    expect(user.lastLogin).toBeInstanceOf(Date);
    expect(user).not.toHaveProperty('passwordHash');
    expect(session.data.uid).toBe(user.id);
    expect(await caller.auth.current()).toMatchObject({ id: user.id });
  });

  it('ignores any attempt to register as admin (unknown keys are rejected)', async () => {
    const { caller } = await callerWithSession(database.db);
    await expect(caller.auth.register({ ...newUser('b'), role: 'admin' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers 409 for a taken username (any case) or email', async () => {
    const { caller } = await callerWithSession(database.db);
    await caller.auth.register(newUser('c'));
    await expect(caller.auth.register({ ...newUser('c'), username: 'LEARNER_C', email: 'other@example.com' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'That username is already taken.',
    });
    await expect(caller.auth.register({ ...newUser('c2'), email: 'LEARNER.C@example.com' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with that email address already exists.',
    });
  });

  it('reports the spec messages for bad fields', async () => {
    const { caller } = await callerWithSession(database.db);
    await expect(caller.auth.register({ username: 'ab', fullName: 'A', email: 'nope', password: '123' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Username must be at least 3 characters'),
    });
  });
});

describe('auth.login', () => {
  it('signs in, records lastLogin and returns the user', async () => {
    const account = await createAccount(database.db);
    const { caller, session } = await callerWithSession(database.db);
    const user = await caller.auth.login({ username: account.username.toUpperCase(), password: account.password });
    expect(user.id).toBe(account.id);
    expect(user.lastLogin).toBeInstanceOf(Date);
    expect(session.data).toMatchObject({ uid: account.id, v: 1 });
  });

  it('gives the same 401 message for an unknown user and a wrong password', async () => {
    const account = await createAccount(database.db);
    const { caller } = await callerWithSession(database.db);
    const wrong = await caller.auth.login({ username: account.username, password: 'wrongpass' }).catch((e: unknown) => e);
    const unknown = await caller.auth.login({ username: 'nobody_here', password: 'wrongpass' }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    expect(unknown).toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
  });
});

describe('sessions', () => {
  it('logout ends the session and revokes copies of the old cookie', async () => {
    const account = await createAccount(database.db);
    const { caller, session } = await callerWithSession(database.db);
    await caller.auth.login({ username: account.username, password: account.password });
    const copied = { ...session.data };
    await caller.auth.logout();
    expect(await caller.auth.current()).toBeNull();
    const { caller: replay } = await callerWithSession(database.db, { data: copied, save: async () => {}, destroy: () => {}, markSignedOut: () => {} });
    await expect(replay.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a role change or deletion takes effect on the next request', async () => {
    const account = await createAccount(database.db);
    const { caller } = await callerWithSession(database.db);
    await caller.auth.login({ username: account.username, password: account.password });
    expect((await caller.auth.me()).role).toBe('user');
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
    expect((await caller.auth.me()).role).toBe('admin');
    await database.db.delete(users).where(eq(users.id, account.id));
    await expect(caller.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await caller.auth.current()).toBeNull();
  });

  it('auth.me is 401 for anonymous, auth.current is null', async () => {
    const { caller } = await callerWithSession(database.db);
    await expect(caller.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await caller.auth.current()).toBeNull();
  });
});
