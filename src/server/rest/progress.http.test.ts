/**
 * The progress and certificate REST contract (../shared/api.md, issue 26): GET /api/progress,
 * PUT /api/progress/{collection}/{slug} { done }, GET /api/certificates/{code}; plus the quiz and
 * certificate endpoints the site uses. Status codes, JSON shapes, wrong types, hostile strings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { contentCollections } from '../../content';
import type { Database } from '../db/client';

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

async function learner() {
  const account = await createAccount(database.db);
  const client = createClient(server.baseUrl);
  expect((await client.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
  return { account, client };
}

describe('/api/progress', () => {
  it('anonymous visitors get 401 for reading and writing', async () => {
    const anonymous = createClient(server.baseUrl);
    expect((await anonymous.get('/api/progress')).status).toBe(401);
    expect((await anonymous.put('/api/progress/lessons/defi', { done: true })).status).toBe(401);
    expect((await anonymous.post('/api/certificates', { track: 'crypto-foundations' })).status).toBe(401);
  });

  it('PUT marks a page done and GET lists [{ collection, slug, completedAt }] for this learner only', async () => {
    const ann = await learner();
    const ben = await learner();
    const put = await ann.client.put('/api/progress/lessons/defi', { done: true });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ collection: 'lessons', slug: 'defi', done: true, completedAt: expect.any(String) });
    const list = await ann.client.get('/api/progress');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([{ collection: 'lessons', slug: 'defi', completedAt: put.json.completedAt }]);
    expect(new Date((list.json as unknown as { completedAt: string }[])[0]!.completedAt).toISOString()).toBe(put.json.completedAt);
    expect((await ben.client.get('/api/progress')).json).toEqual([]);
    expect((await ann.client.put('/api/progress/lessons/defi', { done: false })).json).toMatchObject({ done: false, completedAt: null });
    expect((await ann.client.get('/api/progress')).json).toEqual([]);
  });

  it('unknown collections and slugs are 404 JSON; hostile strings too, never a 500', async () => {
    const { client } = await learner();
    for (const path of [
      '/api/progress/lessons/no-such-lesson',
      '/api/progress/community/crypto-adoption-dominica',
      '/api/progress/legal/vaba',
      `/api/progress/lessons/${encodeURIComponent("defi' OR '1'='1")}`,
      `/api/progress/${encodeURIComponent('<script>alert(1)</script>')}/defi`,
      `/api/progress/lessons/${encodeURIComponent('../../etc/passwd')}`,
      `/api/progress/lessons/${'a'.repeat(150)}`,
      '/api/progress/__proto__/constructor',
    ]) {
      const res = await client.put(path, { done: true });
      expect(res.status, path).toBe(404);
      expect(res.json, path).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
      expect(res.text, path).not.toMatch(/stack|at .*\.ts/);
    }
    expect((await client.put(`/api/progress/lessons/${'a'.repeat(300)}`, { done: true })).status).toBe(400);
  });

  it('wrong JSON types are a 400 naming the field, and change nothing', async () => {
    const { client } = await learner();
    for (const body of [{ done: 'true' }, { done: 'false' }, { done: 1 }, { done: null }, {}, { done: [] }, { done: { yes: true } }]) {
      const res = await client.put('/api/progress/lessons/defi', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json.issues ?? res.json.message), JSON.stringify(body)).toMatch(/done/);
    }
    expect((await client.request('PUT', '/api/progress/lessons/defi', '{not json')).status).toBe(400);
    expect((await client.get('/api/progress')).json).toEqual([]);
    expect((await client.post('/api/quizzes/defi/attempts', { answers: 'all of them' })).status).toBe(400);
    expect((await client.post('/api/progress/sync', { completions: 'x', quizzes: [] })).status).toBe(400);
  });

  it('a device time before 2020 is a 400, and a sync answers the times it stored (years below 100 were 500s or read back as 19xx/20xx)', async () => {
    const { client } = await learner();
    const slug = contentCollections.lessons[0]!.slug;
    for (const completedAt of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '0030-01-01T00:00:00Z',
      '0050-06-15T12:00:00Z',
      '1969-12-31T23:59:59Z',
    ]) {
      const res = await client.post('/api/progress/sync', { completions: [{ collection: 'lessons', slug, completedAt }], quizzes: [] });
      expect(res.status, completedAt).toBe(400);
      expect(res.json.message, completedAt).toMatch(/completedAt/);
    }
    expect((await client.get('/api/progress')).json).toEqual([]);
    const res = await client.post('/api/progress/sync', {
      completions: [{ collection: 'lessons', slug, completedAt: '2026-11-02T08:30:00.000Z' }],
      quizzes: [],
    });
    expect(res.status).toBe(200);
    expect((res.json as unknown as { progress: { completedAt: string }[] }).progress).toEqual([
      expect.objectContaining({ completedAt: '2026-11-02T08:30:00.000Z' }),
    ]);
  });
});

describe('quizzes and certificates over HTTP', () => {
  it('a learner who completed a track gets a certificate that anyone verifies at GET /api/certificates/{code}', async () => {
    const { client, account } = await learner();
    expect((await client.post('/api/certificates', { track: 'crypto-foundations' })).status).toBe(412);
    for (const lesson of contentCollections.lessons) {
      expect((await client.put(`/api/progress/lessons/${lesson.slug}`, { done: true })).status).toBe(200);
      const attempt = await client.post(`/api/quizzes/${lesson.slug}/attempts`, { answers: lesson.meta.quiz.map((q) => q.answer) });
      expect(attempt.json).toMatchObject({ passed: true });
    }
    const issued = await client.post('/api/certificates', { track: 'crypto-foundations' });
    expect(issued.status).toBe(201);
    expect(issued.json).toMatchObject({ code: expect.stringMatching(/^[A-Z2-7]{16}$/), name: account.fullName });

    const anyone = createClient(server.baseUrl);
    const verified = await anyone.get(`/api/certificates/${issued.json.code as string}`);
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({
      code: issued.json.code,
      name: account.fullName,
      track: { id: 'crypto-foundations', title: 'Crypto Foundations' },
      issuedAt: issued.json.issuedAt,
    });
    for (const code of ['AAAAAAAAAAAAAAAA', 'nope', encodeURIComponent("' OR 1=1 --"), encodeURIComponent('<img src=x>')]) {
      const res = await anyone.get(`/api/certificates/${code}`);
      expect(res.status, code).toBe(404);
      expect(res.json, code).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
