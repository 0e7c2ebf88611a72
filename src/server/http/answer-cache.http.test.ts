import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { changesHeard, createTestDatabase, type TestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { rawRequest } from '../../../test/raw-http';
import type { Database } from '../db/client';
import { handFedChangeFeed } from '../db/change-feed';
import { createUnsealCache, SESSION_COOKIE } from '../trpc/session';
import { requestTarget } from './cache-key';
import { createAnswerCache } from './answer-cache';

/** The answer cache alone, in front of a hand-made app, told of changes by hand; `reads` as a route declares them. */
function standaloneCache(opts: { reads?: (path: string) => readonly string[]; maxBytes?: number } = {}) {
  const changes = handFedChangeFeed();
  return createAnswerCache({
    target: (url) => requestTarget(url, opts.reads ?? (() => [])),
    changes,
    unsealed: createUnsealCache(),
    cookieName: SESSION_COOKIE,
    maxBytes: opts.maxBytes,
  });
}

/** A hand-made app behind `cache` on port 0; `close` stops it. */
async function listen(app: express.Express) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

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
    // Never stale-while-revalidate on the API: a browser's fetch() would answer from its old copy
    // right after a write (probe 66, F6).
    expect(first.headers.get('cache-control')).not.toContain('stale-while-revalidate');
    expect(first.headers.get('vary')).toContain('Cookie');

    const second = await visitor.get('/api/courses');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    for (let read = 0; read < 2; read++) {
      const trpc = await visitor.get('/trpc/courses.list');
      expect(trpc.status).toBe(200);
      expect(trpc.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    }
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    // The first answer (a render) named the same bytes: a browser revalidating it gets the 304 below.
    expect(first.headers.get('x-cache')).toBeNull();
    expect(first.headers.get('etag')).toBe(etag);
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

  it('a render the browser already holds is a 304 too, once the kept copy is gone (probe 16: a full body with the same ETag)', async () => {
    // Too small a cache to keep anything: every request is a render.
    const app = express();
    // As the site's app (app.ts): the ETag is the cache's, not express's own.
    app.set('etag', false);
    app.use(standaloneCache({ maxBytes: 100 }).middleware);
    app.get('/api/fixed', (_req, res) => res.json({ items: Array.from({ length: 50 }, (_v, i) => `item ${i}`) }));
    const { base, close } = await listen(app);
    try {
      const first = await fetch(`${base}/api/fixed`);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await fetch(`${base}/api/fixed`, { headers: { 'if-none-match': etag! } });
      expect(again.headers.get('x-cache')).toBeNull();
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      const other = await fetch(`${base}/api/fixed`, { headers: { 'if-none-match': 'W/"something-else"' } });
      expect(other.status).toBe(200);
      expect(await other.json()).toMatchObject({ items: expect.arrayContaining(['item 0']) });
    } finally {
      await close();
    }
  });

  it('hits are precompressed: brotli or gzip as the client accepts, identical content', async () => {
    // The settings (with the policies' texts): past the 1 KB below which nothing is compressed.
    await fetch(`${server.baseUrl}/api/settings`);
    const raw = await fetch(`${server.baseUrl}/api/settings`, { headers: { 'accept-encoding': 'identity' } });
    const br = await fetch(`${server.baseUrl}/api/settings`, { headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await fetch(`${server.baseUrl}/api/settings`, { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const text = await raw.text();
    expect(await br.text()).toBe(text);
    expect(await gzip.text()).toBe(text);
  });

  it("a hit's brotli copy is replaced by brotli's best in the background: never larger, the same body", async () => {
    const url = `${server.baseUrl}/api/settings`;
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
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const me = await admin.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    // The admin's answer was not stored: an anonymous request for the same URL is not a hit.
    const anonymous = await createClient(server.baseUrl).get('/api/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('x-cache')).toBeNull();
  });
});

describe('invalidation across processes', () => {
  it('a write in one process empties the cache of another at once', async () => {
    // Two app instances on one database, as two server processes would be. With PostgreSQL each
    // listens on its own connection; PGlite is one process, so there both hear its one feed.
    const second: Database | undefined = database.reopen?.();
    const a = await startTestServer(database);
    const b = await startTestServer(second ?? database);
    try {
      await new Promise((r) => setTimeout(r, 200)); // LISTEN is established
      const visitor = createClient(b.baseUrl);
      await visitor.get('/api/blog-posts');
      expect((await visitor.get('/api/blog-posts')).headers.get('x-cache')).toBe('HIT');
      await visitor.get('/api/courses');

      const { admin } = await signedInAdmin(a.baseUrl);
      expect((await admin.post('/api/blog-posts', post('cross-process-post'))).status).toBe(201);

      await expect
        .poll(async () => ((await visitor.get('/api/blog-posts')).json as unknown as { slug: string }[]).map((p) => p.slug), {
          timeout: 2000,
          interval: 20,
        })
        .toContain('cross-process-post');
      // The other process kept what the write did not change.
      expect((await visitor.get('/api/courses')).headers.get('x-cache')).toBe('HIT');
    } finally {
      await a.close();
      await b.close();
      await second?.close();
    }
  });
});

describe('cached pages and their CSP', () => {
  it("a stored page's CSP allows its inline scripts by hash, never the nonce of the render it copies", async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = randomBytes(8).toString('hex');
      res.setHeader('Content-Security-Policy', `default-src 'self';script-src 'self' 'nonce-${res.locals.nonce}';object-src 'none'`);
      next();
    });
    app.use(standaloneCache().middleware);
    app.get('/page', (_req, res) => {
      res
        .type('html')
        .send(
          `<script nonce="${res.locals.nonce}">window.a=1</script><script type="module" src="/x.js"></script><script nonce="${res.locals.nonce}">window.b=2</script>`,
        );
    });
    const { base, close } = await listen(app);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    try {
      const first = await fetch(`${base}/page`);
      const firstNonce = /nonce-([^']+)/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
      expect(firstNonce).toBeTruthy();
      const hits = [await fetch(`${base}/page`), await fetch(`${base}/page`)];
      for (const hit of hits) {
        expect(hit.headers.get('x-cache')).toBe('HIT');
        expect(hit.headers.get('content-security-policy')).toBe(
          `default-src 'self';script-src 'self' ${sha('window.a=1')} ${sha('window.b=2')};object-src 'none'`,
        );
        // The markup still carries the stored render's nonce, which the policy no longer allows.
        expect(await hit.text()).toContain(`nonce="${firstNonce}"`);
      }
    } finally {
      await close();
    }
  });
});

describe('who can empty the cache', () => {
  const course = {
    title: 'Cache Course',
    description: 'A course to test cache invalidation.',
    level: 'Beginner',
    duration: '2 weeks',
    price: 2500,
    downloadUrl: 'https://m.example.com/cache.zip',
    youtubePlaylistUrl: null,
    thumbnailUrl: null,
  };
  const event = {
    title: 'Cache Meetup',
    description: 'A meetup to test cache invalidation.',
    date: '2099-03-04',
    time: '10:00',
    location: 'Roseau',
  };
  const reads = ['/api/blog-posts', '/api/courses', '/api/events', '/api/settings'] as const;

  /**
   * Fill the entries, then which of them are still hits. First every notification of the last
   * write is heard: on PostgreSQL the writer's own echo arrives after its answer and stamps its
   * keys again (docs/decisions/2026-11-26-one-answer-cache.md), which would throw away an entry
   * filled in between.
   */
  async function warm() {
    await changesHeard(database);
    for (const path of reads) await fetch(server.baseUrl + path);
    return stillCached;
  }
  async function stillCached() {
    const hits: string[] = [];
    for (const path of reads) if ((await fetch(server.baseUrl + path)).headers.get('x-cache') === 'HIT') hits.push(path);
    return hits;
  }

  it('anonymous logout, login, register and contact leave every entry in place', async () => {
    const check = await warm();
    expect(await check()).toEqual([...reads]);
    const visitor = createClient(server.baseUrl);
    expect((await visitor.post('/api/logout', {})).status).toBe(200);
    expect((await visitor.post('/api/login', { username: 'nobody', password: 'wrong-password' })).status).toBe(401);
    const username = `cache_${Math.random().toString(36).slice(2, 8)}`;
    const registered = await createClient(server.baseUrl).post('/api/register', {
      username,
      fullName: 'Cache Visitor',
      email: `${username}@example.com`,
      password: 'secret-pass-1',
    });
    expect(registered.status).toBe(201);
    const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'A question about courses.' };
    expect((await visitor.post('/api/contact', contact)).status).toBe(201);
    // A signed-in user's logout too.
    const user = await createAccount(database.db, 'user');
    const signedIn = createClient(server.baseUrl);
    expect((await signedIn.post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
    expect((await signedIn.post('/api/logout', {})).status).toBe(200);
    expect(await check()).toEqual([...reads]);
  });

  it("an admin's write empties exactly the entries that depend on what it changed", async () => {
    const { admin } = await signedInAdmin(server.baseUrl);
    const check = await warm();
    expect((await admin.post('/api/blog-posts', post(`tagged-${Date.now()}`))).status).toBe(201);
    expect(await check()).toEqual(['/api/courses', '/api/events', '/api/settings']);

    await warm();
    expect((await admin.post('/api/courses', course)).status).toBe(201);
    expect(await check()).toEqual(['/api/blog-posts', '/api/events', '/api/settings']);

    await warm();
    expect((await admin.post('/api/events', event)).status).toBe(201);
    expect(await check()).toEqual(['/api/blog-posts', '/api/courses', '/api/settings']);

    await warm();
    const current = (await admin.get('/api/admin/settings')).json as unknown as { appearance: Record<string, unknown> };
    expect((await admin.put('/api/admin/settings/appearance', { ...current.appearance, accentColor: '#123456' })).status).toBe(200);
    // The courses carry their EC$ price, computed with the rate kept in the settings; the events list reads no settings.
    expect(await check()).toEqual(['/api/blog-posts', '/api/events']);
  });
});

describe('the cache key and what is never stored', () => {
  it('unknown query parameters are not part of the key: ?bust=N is the entry of the plain address', async () => {
    await fetch(`${server.baseUrl}/api/courses`);
    for (const bust of ['?bust=1', '?bust=2&x=y', '?utm_source=mail']) {
      expect((await fetch(`${server.baseUrl}/api/courses${bust}`)).headers.get('x-cache'), bust).toBe('HIT');
    }
    // A known parameter is part of it.
    await fetch(`${server.baseUrl}/api/events?upcoming=true`);
    const upcoming = await fetch(`${server.baseUrl}/api/events?upcoming=true&bust=3`);
    expect(upcoming.headers.get('x-cache')).toBe('HIT');
    expect(await upcoming.text()).toBe(await (await fetch(`${server.baseUrl}/api/events?upcoming=true`)).text());
  });

  it('a flood of made-up values of a declared parameter never pushes out the pages everyone reads', async () => {
    // 1 MB of cache; each answer ~10 KB. 400 made-up page numbers are four times the whole cache.
    const cache = standaloneCache({ reads: (path) => (path === '/news' ? ['page'] : []), maxBytes: 1024 * 1024 });
    const app = express();
    app.use(cache.middleware);
    const page = (label: string) => `<main>${label}</main>`.padEnd(10_000, ' ');
    app.get('/', (_req, res) => res.type('html').send(page('home')));
    app.get('/education', (_req, res) => res.type('html').send(page('education')));
    app.get('/news', (req, res) => res.type('html').send(page(`news page ${String(req.query.page)}`)));
    const { base, close } = await listen(app);
    try {
      for (const path of ['/', '/education']) await (await fetch(base + path)).text();
      expect((await fetch(`${base}/news?page=first`)).headers.get('x-cache')).toBeNull();
      expect((await fetch(`${base}/news?page=first`)).headers.get('x-cache')).toBe('HIT');
      for (let n = 0; n < 400; n++) await (await fetch(`${base}/news?page=made-up-${n}`)).text();
      for (const path of ['/', '/education']) expect((await fetch(base + path)).headers.get('x-cache'), path).toBe('HIT');
      // The flood stays within its own part (an eighth of the cache): the first value is gone, the last kept.
      expect((await fetch(`${base}/news?page=first`)).headers.get('x-cache')).toBeNull();
      expect((await fetch(`${base}/news?page=made-up-399`)).headers.get('x-cache')).toBe('HIT');
      expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    } finally {
      await close();
    }
  });

  it('what a visitor typed in a search box is never kept: the next visitor cannot tell it was asked (probe 75, F1)', async () => {
    const cache = standaloneCache({ reads: (path) => (path === '/search' || path === '/trpc/search.query' ? ['q', 'input'] : []) });
    const app = express();
    app.use(cache.middleware);
    app.get('/search', (req, res) => res.type('html').send(`<main>results for ${String(req.query.q)}</main>`));
    app.get('/trpc/search.query', (_req, res) => res.json({ result: [] }));
    const { base, close } = await listen(app);
    try {
      for (const path of ['/search?q=lost+seed+phrase', `/trpc/search.query?input=${encodeURIComponent('{"json":{"q":"lost seed"}}')}`]) {
        const asked = await fetch(base + path);
        expect(asked.headers.get('cache-control'), path).toBe('private, no-store');
        await asked.text();
        expect((await fetch(base + path)).headers.get('x-cache'), path).toBeNull();
      }
      expect(cache.bytes).toBe(0);
    } finally {
      await close();
    }
  });

  it('HEAD of a REST read answers as GET does: 200, the same headers, no body', async () => {
    // Its own Host: the first request for this address is the HEAD, so it goes through the app.
    const host = [['host', 'head-check.localhost']] as [string, string][];
    const head = await rawRequest(server.baseUrl, 'HEAD', '/api/blog-posts', host);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const get = await rawRequest(server.baseUrl, 'GET', '/api/blog-posts', host);
    expect(get.status).toBe(200);
    for (const name of ['content-type', 'cache-control', 'vary', 'x-content-type-options', 'referrer-policy']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    const policy = (csp: unknown) => String(csp).replace(/'nonce-[^']+'/, "'nonce'"); // a fresh nonce per response
    expect(policy(head.headers['content-security-policy'])).toBe(policy(get.headers['content-security-policy']));
    expect(get.text.length).toBeGreaterThan(2);
    // And a HEAD hit is the same again.
    const hit = await rawRequest(server.baseUrl, 'HEAD', '/api/blog-posts', host);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.status).toBe(200);
    expect(hit.text).toBe('');
  });

  it('signed-in answers are private, no-store', async () => {
    const { admin } = await signedInAdmin(server.baseUrl);
    for (const path of ['/api/courses', '/api/user', '/api/admin/stats', '/trpc/auth.current']) {
      expect((await admin.get(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
  });
});
