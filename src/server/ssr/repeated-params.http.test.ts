/**
 * Issue 25 finding 10: a query parameter given twice (`?q=a&q=b`) arrives as an array. Every page
 * and every REST read must answer it normally or with a 400, never with a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { createClient, projectRoot, startTestServer, signedInClient } from '../../../test/http';
import type { Database } from '../db/client';
import { syncSearchDocuments } from '../search/sync';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;

/** Every search parameter a page or the REST contract reads, each given twice with different values. */
const REPEATED = [
  'q',
  'page',
  'tab',
  'token',
  'intent',
  'enroll',
  'limit',
  'redirect',
  'kind',
  'status',
  'method',
  'sort',
  'ids',
  'category',
]
  .map((name) => `${name}=a&${name}=b`)
  .join('&');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'admin-pass-1', seedDemo: true });
  await syncSearchDocuments(database.db);
  server = await startTestServer(database, { ssr: { mode: 'vite', root: projectRoot } });
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('repeated query parameters', () => {
  it('/search?q=a&q=b and the other pages that read their query answer a page, never a 500', async () => {
    const anonymous = createClient(server.baseUrl);
    const pages = ['/search', '/', '/education', '/guides', '/community', '/auth', '/unsubscribe', '/reset-password'];
    // A normal answer: the page, a 400, or the router's redirect to the page's own canonical query.
    const answer = async (client: ReturnType<typeof createClient>, url: string) => {
      const res = await client.get(url);
      if (res.status !== 307) return res;
      const location = new URL(res.headers.get('location') ?? '', server.baseUrl);
      expect(location.pathname, url).toBe(new URL(url, server.baseUrl).pathname);
      return client.get(location.pathname + location.search);
    };
    for (const page of pages) {
      for (const query of ['q=a&q=b', 'q=1', REPEATED]) {
        expect([200, 400], `${page}?${query}`).toContain((await answer(anonymous, `${page}?${query}`)).status);
      }
    }
    // The first of the repeated values is what is searched for.
    const results = await answer(anonymous, '/search?q=a&q=b');
    expect(results.status).toBe(200);
    expect(results.text).toContain('value="a"');
    for (const page of ['/profile', '/dashboard', '/admin', '/admin/settings', '/admin/users']) {
      expect([200, 400], page).toContain((await answer(admin, `${page}?${REPEATED}`)).status);
    }
  }, 120_000);

  it('every REST read in /api/openapi.json answers a repeated parameter with 200 or 400, never a 500', async () => {
    const doc = (await admin.get('/api/openapi.json')).json as unknown as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    let probed = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      const get = operations.get;
      if (!get) continue;
      const url = `/api${path.replace(/\{[^}]+\}/g, '1')}`;
      const declared = (get.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}=a&${p.name}=b`);
      for (const query of [...declared, REPEATED]) {
        const res = await admin.get(`${url}?${query}`);
        expect(res.status, `${url}?${query}`).not.toBe(500);
        expect(res.status, `${url}?${query}`).toBeLessThan(500);
        probed++;
      }
    }
    expect(probed).toBeGreaterThan(20);
    const search = await admin.get('/api/search?q=a&q=b');
    expect([200, 400]).toContain(search.status);
  }, 120_000);
});
