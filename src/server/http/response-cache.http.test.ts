import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { createResponseCache, type CrossProcessInvalidation } from './response-cache';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function signedInAdmin(baseUrl: string) {
  const account = await createAccount(database.db, 'admin');
  const admin = createClient(baseUrl);
  expect((await admin.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
  return { admin, account };
}

const post = (slug: string) => ({
  title: `Post ${slug}`,
  slug,
  content: 'Some content here.',
  excerpt: 'An excerpt here.',
  published: true,
});

describe('anonymous response cache', () => {
  it('serves repeat anonymous reads from the cache with an ETag, 304 on If-None-Match, and shared-cache headers', async () => {
    const visitor = createClient(server.baseUrl);
    const first = await visitor.get('/api/courses');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    expect(first.headers.get('cache-control')).toContain('stale-while-revalidate=');
    expect(first.headers.get('vary')).toContain('Cookie');

    const second = await visitor.get('/api/courses');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.text).toBe(first.text);
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    // Hits skip the middleware stack but still carry the security headers and their own request id.
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(second.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(second.headers.get('x-powered-by')).toBeNull();
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

    const revalidated = await visitor.get('/api/courses', { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect((await visitor.get('/api/courses', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('hits are precompressed: brotli or gzip as the client accepts, identical content', async () => {
    await fetch(`${server.baseUrl}/api/events`);
    const raw = await fetch(`${server.baseUrl}/api/events`, { headers: { 'accept-encoding': 'identity' } });
    const br = await fetch(`${server.baseUrl}/api/events`, { headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await fetch(`${server.baseUrl}/api/events`, { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const text = await raw.text();
    expect(await br.text()).toBe(text);
    expect(await gzip.text()).toBe(text);
  });

  it("a hit's brotli copy is replaced by brotli's best in the background: never larger, the same body", async () => {
    const url = `${server.baseUrl}/api/courses`;
    const identity = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    const brotliBytes = async () => {
      const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(await res.clone().text()).toBe(identity); // fetch decodes it
      return Number(res.headers.get('content-length'));
    };
    const first = await brotliBytes();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await brotliBytes()).toBeLessThanOrEqual(first);
  });

  it('a write shows at once: a published post is in the very next anonymous read', async () => {
    const visitor = createClient(server.baseUrl);
    await visitor.get('/api/blog-posts');
    expect((await visitor.get('/api/blog-posts')).headers.get('x-cache')).toBe('HIT');

    const { admin } = await signedInAdmin(server.baseUrl);
    expect((await admin.post('/api/blog-posts', post('cache-fresh-post'))).status).toBe(201);

    const after = await visitor.get('/api/blog-posts');
    expect(after.headers.get('x-cache')).toBeNull();
    expect((after.json as unknown as { slug: string }[]).map((p) => p.slug)).toContain('cache-fresh-post');
  });

  it('a failed write does not empty the cache; a signed-in reader is never served a shared copy nor stored', async () => {
    const visitor = createClient(server.baseUrl);
    await visitor.get('/api/settings');
    expect((await visitor.get('/api/settings')).headers.get('x-cache')).toBe('HIT');
    expect((await visitor.post('/api/blog-posts', post('not-allowed'))).status).toBe(401);
    expect((await visitor.get('/api/settings')).headers.get('x-cache')).toBe('HIT');

    const { admin } = await signedInAdmin(server.baseUrl);
    const mine = await admin.get('/api/settings');
    expect(mine.headers.get('x-cache')).toBeNull();
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    const me = await admin.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-cache');
    // The admin's answer was not stored: an anonymous request for the same URL is not a hit.
    const anonymous = await createClient(server.baseUrl).get('/api/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('x-cache')).toBeNull();
  });
});

describe('invalidation across processes', () => {
  it('a write in one process empties the cache of another at once', async () => {
    // Two app instances on one database, as two server processes would be. With PostgreSQL they
    // talk through LISTEN/NOTIFY on their own connections; PGlite is single-process, so there the
    // same contract is exercised with an in-memory bus.
    let a: Awaited<ReturnType<typeof startTestServer>>;
    let b: Awaited<ReturnType<typeof startTestServer>>;
    let second: Database | undefined;
    if (database.reopen) {
      second = database.reopen();
      a = await startTestServer(database);
      b = await startTestServer(second);
    } else {
      const listeners = new Set<() => void>();
      const bus = (): CrossProcessInvalidation => {
        let mine: (() => void) | undefined;
        return {
          publish: () => listeners.forEach((l) => l !== mine && l()),
          subscribe: async (fn) => {
            mine = fn;
            listeners.add(fn);
            return async () => void listeners.delete(fn);
          },
        };
      };
      a = await startTestServer({ ...database, invalidation: bus() });
      b = await startTestServer({ ...database, invalidation: bus() });
    }
    try {
      await new Promise((r) => setTimeout(r, 200)); // LISTEN is established
      const visitor = createClient(b.baseUrl);
      await visitor.get('/api/blog-posts');
      expect((await visitor.get('/api/blog-posts')).headers.get('x-cache')).toBe('HIT');

      const { admin } = await signedInAdmin(a.baseUrl);
      expect((await admin.post('/api/blog-posts', post('cross-process-post'))).status).toBe(201);

      await expect
        .poll(async () => ((await visitor.get('/api/blog-posts')).json as unknown as { slug: string }[]).map((p) => p.slug), {
          timeout: 2000,
          interval: 20,
        })
        .toContain('cross-process-post');
    } finally {
      await a.close();
      await b.close();
      await second?.close();
    }
  });
});

describe('cached pages and their CSP nonce', () => {
  it('a hit is served with the CSP of the render it replays, so the nonce in the page still matches', async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = randomBytes(8).toString('hex');
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.nonce}'`);
      next();
    });
    app.use(createResponseCache().middleware);
    app.get('/page', (_req, res) => {
      res.type('html').send(`<script nonce="${res.locals.nonce}">1</script>`);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/page`);
      const hit = await fetch(`${base}/page`);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      const nonce = /nonce="([^"]+)"/.exec(await hit.text())?.[1];
      expect(hit.headers.get('content-security-policy')).toBe(`script-src 'nonce-${nonce}'`);
    } finally {
      server.close();
    }
  });
});
