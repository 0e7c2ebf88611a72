import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { createContextInner } from './context';
import { memorySession, sessionState, SESSION_TIMEOUTS } from './session';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const MIN = 60 * 1000;

describe('session timeouts', () => {
  it('idle: 30 minutes for users, 15 for admins; absolute: 12 hours whatever the activity', () => {
    const now = Date.now();
    const session = (idleMin: number, ageMin = idleMin) => ({ uid: 1, v: 1, iat: now - ageMin * MIN, seen: now - idleMin * MIN });
    expect(sessionState(session(29), 'user', now)).toBe('active');
    expect(sessionState(session(31), 'user', now)).toBe('expired');
    expect(sessionState(session(14), 'admin', now)).toBe('active');
    expect(sessionState(session(16), 'admin', now)).toBe('expired');
    expect(sessionState(session(1, 12 * 60 - 1), 'user', now)).toBe('active');
    expect(sessionState(session(1, 12 * 60 + 1), 'user', now)).toBe('expired');
  });

  it('an expired session signs the visitor out and clears the cookie; an active one slides its idle window', async () => {
    const admin = await createAccount(database.db, 'admin');
    const idleAdmin = memorySession({ uid: admin.id, v: 1, iat: Date.now() - 20 * MIN, seen: Date.now() - 16 * MIN });
    expect((await createContextInner({ db: database.db, session: idleAdmin })).user).toBeNull();
    expect(idleAdmin.data).toEqual({});

    const user = await createAccount(database.db, 'user');
    const seen = Date.now() - 16 * MIN; // too idle for an admin, fine for a user
    const active = memorySession({ uid: user.id, v: 1, iat: Date.now() - 60 * MIN, seen });
    expect((await createContextInner({ db: database.db, session: active })).user?.id).toBe(user.id);
    expect(active.data.seen).toBeGreaterThan(seen + SESSION_TIMEOUTS.refreshMs);
  });

  it('in production the cookie is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/, and the response cache still sees it', async () => {
    const server = await startTestServer(database, { secureCookies: true });
    try {
      const account = await createAccount(database.db);
      const res = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account.username, password: account.password }),
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie()[0] ?? '';
      expect(cookie).toMatch(/^__Host-dce_session=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/Domain=/i);

      const jar = cookie.split(';')[0]!;
      await fetch(`${server.baseUrl}/api/settings`);
      await fetch(`${server.baseUrl}/api/settings`); // cached for anonymous readers now
      const me = await fetch(`${server.baseUrl}/api/user`, { headers: { cookie: jar } });
      expect(me.status).toBe(200);
      const settings = await fetch(`${server.baseUrl}/api/settings`, { headers: { cookie: jar } });
      expect(settings.headers.get('x-cache')).toBeNull();
      expect(settings.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      await server.close();
    }
  });

  it('replaying a cookie after logout is refused', async () => {
    const server = await startTestServer(database);
    try {
      const account = await createAccount(database.db);
      const client = createClient(server.baseUrl);
      await client.post('/api/login', { username: account.username, password: account.password });
      const saved = client.cookie;
      expect((await client.post('/api/logout')).status).toBe(200);
      const replay = await fetch(`${server.baseUrl}/api/user`, { headers: { cookie: saved } });
      expect(replay.status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('login issues a new seal (a planted cookie is never kept), and replaying an old cookie after a password change, role change or deletion is refused', async () => {
    const server = await startTestServer(database);
    try {
      const admin = createClient(server.baseUrl);
      const adminAccount = await createAccount(database.db, 'admin');
      await admin.post('/api/login', { username: adminAccount.username, password: adminAccount.password });

      const signIn = async () => {
        const account = await createAccount(database.db);
        const client = createClient(server.baseUrl);
        client.cookie = 'dce_session=planted-by-an-attacker';
        expect((await client.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
        expect(client.cookie).not.toBe('dce_session=planted-by-an-attacker');
        expect((await client.get('/api/user')).status).toBe(200);
        return { account, saved: client.cookie };
      };
      const replayStatus = async (cookie: string) => (await fetch(`${server.baseUrl}/api/user`, { headers: { cookie } })).status;
      const fields = (a: { username: string; email: string; fullName: string }) => ({
        username: a.username,
        email: a.email,
        fullName: a.fullName,
      });

      const changedPassword = await signIn();
      const put = await admin.put(`/api/admin/users/${changedPassword.account.id}`, {
        ...fields(changedPassword.account),
        role: 'user',
        password: 'a-new-password-1',
        // Another account's password changes with the acting admin's step-up proof.
        currentPassword: adminAccount.password,
      });
      expect(put.status).toBe(200);
      expect(await replayStatus(changedPassword.saved)).toBe(401);

      const changedRole = await signIn();
      expect(
        (
          await admin.put(`/api/admin/users/${changedRole.account.id}`, {
            ...fields(changedRole.account),
            role: 'admin',
            // A role change takes the acting admin's step-up proof.
            currentPassword: adminAccount.password,
          })
        ).status,
      ).toBe(200);
      expect(await replayStatus(changedRole.saved)).toBe(401);

      const deleted = await signIn();
      expect((await admin.delete(`/api/admin/users/${deleted.account.id}`, { currentPassword: adminAccount.password })).status).toBe(200);
      expect(await replayStatus(deleted.saved)).toBe(401);

      // Two logins of one account get different seals.
      const again = createClient(server.baseUrl);
      await again.post('/api/login', { username: adminAccount.username, password: adminAccount.password });
      expect(again.cookie).not.toBe(admin.cookie);
    } finally {
      await server.close();
    }
  });
});
