import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesHeard, createTestDatabase } from '../../../test/db';
import { createClient, signedInClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { syncSearchDocuments } from '../search/sync';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await syncSearchDocuments(database.db);
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('GET /api/search', () => {
  it('answers [{ kind, title, url, snippet }] for anyone, at most `limit` of them', async () => {
    const res = await createClient(server.baseUrl).get('/api/search?q=seed%20phrase&limit=3');
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(3);
    for (const item of res.json as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(['kind', 'snippet', 'title', 'url']);
    }
  });

  it('answers an empty or junk query with [] and a malformed limit with a 400 body, never a 500', async () => {
    const client = createClient(server.baseUrl);
    for (const path of ['/api/search', '/api/search?q=', '/api/search?q=%22%27%29%28%7C%26', `/api/search?q=${'a'.repeat(3000)}`]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.json), path).toBe(true);
    }
    const bad = await client.get('/api/search?q=bitcoin&limit=lots');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('finds a word pasted with an invisible character in it (a soft hyphen from a PDF, a zero-width space) as it finds the word (probe 25, F2)', async () => {
    const client = createClient(server.baseUrl);
    const titles = async (q: string) =>
      ((await client.get(`/api/search?q=${encodeURIComponent(q)}&limit=50`)).json as { title: string }[]).map((r) => r.title);
    const plain = await titles('bitcoin');
    expect(plain.length).toBeGreaterThan(0);
    for (const pasted of ['bit\u00ADcoin', 'b\u200Bitcoin', 'bit\u2060coin', '\uFEFFbitcoin', 'bitcoin\u200D'])
      expect(await titles(pasted), JSON.stringify(pasted)).toEqual(plain);
    expect(await titles('Vir\u00ADtual Asset')).toEqual(await titles('Virtual Asset'));
  });

  it('finds a course by its new title straight after a rename, and not by the old; no search answer is kept for the next visitor', async () => {
    const admin = await signedInClient(server.baseUrl, database.db, 'admin');
    const visitor = createClient(server.baseUrl);
    const fields = {
      description: 'How to keep a seed phrase safe through hurricane season.',
      level: 'Beginner',
      duration: '3 weeks',
      price: 2500,
      downloadUrl: 'https://materials.example.com/storm.zip',
    };
    const created = await admin.post('/api/courses', { ...fields, title: 'Storm Season Zqvortle Keys' });
    expect(created.status).toBe(201);
    const url = `/courses/${String(created.json.id)}`;
    const urls = (res: { json: unknown }) => (res.json as { url: string }[]).map((r) => r.url);
    const [oldTitle, newTitle] = ['/api/search?q=Zqvortle', '/api/search?q=Zqbrindle'];

    await changesHeard(database);
    expect(urls(await visitor.get(oldTitle))).toEqual([url]);
    expect(urls(await visitor.get(newTitle))).toEqual([]);
    // What a visitor typed is never kept for the next one: asked again, each is answered afresh (probe 75, F1).
    const again = await visitor.get(oldTitle);
    expect([again.headers.get('x-cache'), again.headers.get('cache-control')]).toEqual([null, 'private, no-store']);
    expect(urls(again)).toEqual([url]);

    const renamed = await admin.put(url.replace('/courses', '/api/courses'), { ...fields, title: 'Storm Season Zqbrindle Keys' });
    expect(renamed.status).toBe(200);
    // At once: the rename wrote the search table in its own transaction.
    const fresh = await visitor.get(newTitle);
    expect(fresh.headers.get('x-cache')).toBeNull();
    expect(urls(fresh)).toEqual([url]);
    expect(urls(await visitor.get(oldTitle))).toEqual([]);
  });
});
