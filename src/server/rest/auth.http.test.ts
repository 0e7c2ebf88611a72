import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, signedInClient, startTestServer } from '../../../test/http';
import { PASSWORD_BLANK } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { SIGNED_IN_MARKER_COOKIE } from '../../shared/signed-in-marker';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('REST auth contract', () => {
  it('register -> 201 user and a session cookie; GET /api/user returns it', async () => {
    const client = createClient(server.baseUrl);
    const res = await client.post('/api/register', {
      username: 'restuser',
      fullName: 'Rest User',
      email: 'rest@example.com',
      password: 'secret12',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ username: 'restuser', fullName: 'Rest User', role: 'user' });
    expect(res.json).not.toHaveProperty('passwordHash');
    expect(typeof res.json.createdAt).toBe('string');
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username: 'restuser' });
  });

  it('login/logout round trip; the old cookie no longer works after logout', async () => {
    const client = createClient(server.baseUrl);
    await client.post('/api/register', { username: 'roundtrip', fullName: 'Round Trip', email: 'rt@example.com', password: 'secret12' });
    const login = createClient(server.baseUrl);
    const res = await login.post('/api/login', { username: 'roundtrip', password: 'secret12' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ fullName: 'Round Trip', role: 'user' });
    const saved = login.cookie;
    expect((await login.post('/api/logout')).status).toBe(200);
    const replay = createClient(server.baseUrl);
    replay.cookie = saved;
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('a script-readable marker says the device is signed in, and goes with the session however it ends', async () => {
    const marker = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_MARKER_COOKIE}=`));
    const device = createClient(server.baseUrl);
    const reg = await device.post('/api/register', {
      username: 'marked',
      fullName: 'Marked User',
      email: 'marked@example.com',
      password: 'secret12',
    });
    const set = marker(reg);
    expect(set).toMatch(new RegExp(`^${SIGNED_IN_MARKER_COOKIE}=1;`));
    expect(set).not.toMatch(/HttpOnly/i);
    // Until the session's absolute end (12 h), not longer.
    const maxAge = Number(/Max-Age=(\d+)/i.exec(set ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(12 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);

    // The password changed on another device: this one's next request clears its marker.
    const other = createClient(server.baseUrl);
    expect((await other.post('/api/login', { username: 'marked', password: 'secret12' })).status).toBe(200);
    expect((await other.patch('/api/user/password', { currentPassword: 'secret12', newPassword: 'secret34' })).status).toBe(200);
    const revoked = await device.get('/api/user');
    expect(revoked.status).toBe(401);
    expect(marker(revoked)).toMatch(/Max-Age=0/i);

    // A logout clears it (the API's; the native form's runs the same procedure: form-posts test).
    const logout = await other.post('/api/logout');
    expect(marker(logout)).toMatch(/Max-Age=0/i);
    // An anonymous visitor is never told anything about it.
    expect(marker(await createClient(server.baseUrl).get('/api/courses'))).toBeUndefined();
  });

  it('401 with a message for bad credentials and for anonymous /api/user', async () => {
    const client = createClient(server.baseUrl);
    const res = await client.post('/api/login', { username: 'nobody', password: 'whatever1' });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Invalid username or password.', code: 'UNAUTHORIZED' });
    const me = await client.get('/api/user');
    expect(me.status).toBe(401);
    expect(me.json.message).toBeTypeOf('string');
  });

  it('409 on a taken username', async () => {
    const client = createClient(server.baseUrl);
    const body = { username: 'dupe_user', fullName: 'Dupe User', email: 'dupe@example.com', password: 'secret12' };
    expect((await client.post('/api/register', body)).status).toBe(201);
    const again = await createClient(server.baseUrl).post('/api/register', { ...body, email: 'dupe2@example.com' });
    expect(again.status).toBe(409);
    // Named at its field, as on /trpc (docs/decisions/2026-12-01-field-refusals-on-rest.md).
    expect(again.json).toEqual({
      message: 'That username is already taken.',
      code: 'CONFLICT',
      issues: [{ path: 'username', message: 'That username is already taken.' }],
    });
  });
});

describe('bad input never gives a 500', () => {
  it('400 with field issues and the spec messages', async () => {
    const res = await createClient(server.baseUrl).post('/api/register', { username: 'ab', fullName: 'X', email: 'bad', password: '1' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    const issues = res.json.issues as unknown as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'fullName', message: 'Full name is required' },
        { path: 'email', message: 'Valid email is required' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
  });

  it('a password of spaces only is refused wherever one is chosen, and signing in is not changed (probe 39, F4)', async () => {
    const blank = { path: 'password', message: PASSWORD_BLANK };
    const register = await createClient(server.baseUrl).post('/api/register', {
      username: 'spacesonly',
      fullName: 'Spaces Only',
      email: 'spaces@example.com',
      password: '        ',
    });
    expect(register.status).toBe(400);
    expect(register.json.issues).toEqual([blank]);
    const admin = await signedInClient(server.baseUrl, database.db, 'admin');
    const created = await admin.post('/api/admin/users', {
      username: 'spacesnew',
      fullName: 'Spaces New',
      email: 'spacesnew@example.com',
      password: '      ',
      role: 'user',
    });
    expect(created.status).toBe(400);
    expect(created.json.issues).toEqual([blank]);
    // A password with spaces in it is still a password.
    const spaced = await createClient(server.baseUrl).post('/api/register', {
      username: 'spacedpass',
      fullName: 'Spaced Pass',
      email: 'spaced@example.com',
      password: '  a b c  ',
    });
    expect(spaced.status).toBe(201);
    expect((await createClient(server.baseUrl).post('/api/login', { username: 'spacedpass', password: '  a b c  ' })).status).toBe(200);
  });

  it('malformed JSON, wrong types, unknown fields, wrong content type, oversized body', async () => {
    const client = createClient(server.baseUrl);
    const malformed = await client.post('/api/login', '{"username":', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('The request body is not valid JSON.');
    const wrongTypes = await client.post('/api/login', { username: 42, password: ['x'] });
    expect(wrongTypes.status).toBe(400);
    const unknownField = await client.post('/api/login', { username: 'someone', password: 'secret12', admin: true });
    expect(unknownField.status).toBe(400);
    const wrongType = await client.post('/api/login', 'username=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(wrongType.status).toBe(415);
    const huge = await client.post('/api/register', { username: 'x'.repeat(1_100_000), fullName: 'a', email: 'a', password: 'a' });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toMatch(/too large/);
    for (const res of [malformed, wrongTypes, unknownField, wrongType, huge]) {
      expect(res.text).not.toMatch(/stack|at .*\.ts:|select |insert /i);
      expect(Object.keys(res.json).sort()).toEqual(expect.arrayContaining(['code', 'message']));
    }
  });

  it('unknown /api paths answer JSON 404', async () => {
    const res = await createClient(server.baseUrl).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.json).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the tRPC endpoint never returns a stack', async () => {
    const res = await fetch(`${server.baseUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"json":{"username":1}}',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/"stack"/);
  });
});

describe('OpenAPI document', () => {
  it('lists the auth and settings paths', async () => {
    const res = await createClient(server.baseUrl).get('/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys((res.json as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/register', '/login', '/logout', '/user', '/settings']));
  });
});
