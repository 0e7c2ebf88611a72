/**
 * A POST without a body (curl -X POST, a fetch with no body) means "no input": the actions whose
 * input is empty or all optional accept it as an empty object (issue 15).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { startTestServer } from '../../../test/http';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'admin-pass-1', seedDemo: true });
  server = await startTestServer(database);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function post(path: string, init: { cookie?: string; body?: string; type?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.type) headers['content-type'] = init.type;
  return fetch(server.baseUrl + path, { method: 'POST', headers, body: init.body });
}

async function signIn(username: string, password: string) {
  const res = await post('/api/login', { body: JSON.stringify({ username, password }), type: 'application/json' });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('bodyless POSTs', () => {
  it('logout without a body (and without a content type) signs out', async () => {
    const cookie = await signIn('admin', 'admin-pass-1');
    const res = await post('/api/logout', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const me = await fetch(`${server.baseUrl}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(401);
  });

  it('approve and reject without notes accept no body at all', async () => {
    const learner = await post('/api/register', {
      body: JSON.stringify({ username: 'bodyless', fullName: 'Body Less', email: 'bodyless@example.com', password: 'secret123' }),
      type: 'application/json',
    });
    const learnerCookie = learner.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const ids: number[] = [];
    for (const courseId of [1, 2]) {
      const enrolled = await post('/api/enroll', {
        cookie: learnerCookie,
        body: JSON.stringify({ courseId, paymentMethod: 'cash' }),
        type: 'application/json',
      });
      expect(enrolled.status).toBe(201);
      ids.push(((await enrolled.json()) as { id: number }).id);
    }
    const admin = await signIn('admin', 'admin-pass-1');
    const approve = await post(`/api/admin/enrollments/${ids[0]}/approve`, { cookie: admin });
    expect(approve.status).toBe(200);
    const reject = await post(`/api/admin/enrollments/${ids[1]}/reject`, { cookie: admin });
    expect(reject.status).toBe(200);
  });
});
