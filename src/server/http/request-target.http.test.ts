/**
 * Route facts at the HTTP edge (issue 24 item 2): a parameter a route does not read never reaches
 * the cache key nor the app, and an odd request target never renders another path. Raw HTTP, so
 * the request-target arrives exactly as sent.
 */
import { METHODS } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededSiteForFile } from '../../../test/seeded-site';
import { createAccount } from '../../../test/callers';
import { createClient, signedInClient, startTestServer, untilCached } from '../../../test/http';
import { rawTarget } from '../../../test/raw-http';
import { plainTargets, requestTarget } from './cache-key';

const site = seededSiteForFile({ seedDemo: true });

const get = (target: string, host: string) => rawTarget(site.server.baseUrl, 'GET', target, [['host', host]]);
const selectedTab = (html: string) => /<a [^>]*aria-current="page"[^>]*>([^<]+)</.exec(html)?.[1];

describe('query parameters a route does not read', () => {
  it('never reach the app: it sees only the parameters declared for the path', async () => {
    const app = express();
    app.use(plainTargets((url) => requestTarget(url, (path) => (path === '/reads' ? ['a'] : []))));
    app.all(/.*/, (req, res) => void res.json({ url: req.url, originalUrl: req.originalUrl, query: req.query }));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      const seen = async (url: string, method = 'GET') =>
        JSON.parse((await rawTarget(base, method, url, [['host', 'echo.localhost']])).text) as Record<string, unknown>;
      expect(await seen('/reads?b=2&a=1&c=3')).toEqual({ url: '/reads?a=1', originalUrl: '/reads?a=1', query: { a: '1' } });
      expect(await seen('/other?a=1')).toEqual({ url: '/other', originalUrl: '/other', query: {} });
      // A write keeps its address (native form posts carry their page's parameters).
      expect((await seen('/other?a=1', 'POST')).url).toBe('/other?a=1');
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });

  it('/?tab=1 and /?tab=2 are the one cache entry of / and render identically', async () => {
    const host = 'tab.localhost';
    const first = await get('/?tab=1', host);
    expect(first.status).toBe(200);
    const second = await get('/?tab=2', host);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    const plain = await get('/', host);
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.text).toBe(first.text);
  });

  it('a declared parameter keys its own entry and reaches the page: /auth?tab=register', async () => {
    const host = 'auth.localhost';
    const register = await get('/auth?tab=register&utm_source=x', host);
    expect(register.status).toBe(200);
    const login = await get('/auth', host);
    expect(login.text).not.toBe(register.text);
    const again = await get('/auth?utm_campaign=y&tab=register', host);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.text).toBe(register.text);
  });

  it('a value the route ignores is not a parameter: /auth?tab=N and /community?tab=N are the entries of /auth and /community', async () => {
    // Found and left on 2026-11-29: each made-up value of a declared parameter was a render and an entry.
    const host = 'values.localhost';
    for (const [path, declared] of [
      ['/auth', 'tab=register'],
      ['/community', 'tab=events'],
    ] as const) {
      const plain = await get(path, host);
      expect(plain.status, path).toBe(200);
      for (const junk of ['tab=1', 'tab=x2', 'tab=%20events', 'tab=events&tab=register', 'courseId=abc&tab=nope']) {
        const res = await get(`${path}?${junk}`, host);
        expect(res.headers['x-cache'], `${path}?${junk}`).toBe('HIT');
        expect(res.text, `${path}?${junk}`).toBe(plain.text);
      }
      // A value it accepts is still its own answer, spelled one way.
      const chosen = await get(`${path}?${declared}`, host);
      expect(chosen.status).toBe(200);
      expect(chosen.text, path).not.toBe(plain.text);
      expect((await get(`${path}?utm=1&${declared}&x=2`, host)).headers['x-cache'], path).toBe('HIT');
    }
    // Several accepted values: one entry whatever their order, none for the one it drops.
    const enroll = await get('/auth?tab=register&intent=enroll&courseId=3', host);
    expect(enroll.status).toBe(200);
    const reordered = await get('/auth?courseId=3&bogus=1&intent=enroll&tab=register', host);
    expect(reordered.headers['x-cache']).toBe('HIT');
    expect(reordered.text).toBe(enroll.text);
    expect((await get('/auth?tab=register&intent=sell&courseId=-3', host)).text).toBe((await get('/auth?tab=register', host)).text);
  });

  it('an API address has one spelling: /API/courses and /api/COURSES are 404s, never the list nor an entry', async () => {
    // Found and left on 2026-11-29: every letter case of an API path answered (and was kept) anew.
    const host = 'api-case.localhost';
    expect((await get('/api/courses', host)).status).toBe(200);
    for (const target of [
      '/API/courses',
      '/Api/courses',
      '/api/COURSES',
      '/api/Courses',
      '/api/COURSES/1',
      '/TRPC/courses.list',
      '/api/OPENAPI.json',
    ]) {
      for (let round = 0; round < 2; round++) {
        const res = await get(target, host);
        expect(res.status, target).toBe(404);
        expect(res.headers['x-cache'], target).toBeUndefined();
      }
    }
    for (const target of ['/api/openapi.json', '/trpc/courses.list', '/healthz'])
      expect((await get(target, host)).status, target).toBe(200);
  });

  it("the app sees a page's parameters as its route reads them", () => {
    const reads = () => ['tab'];
    const spell = (_path: string, query: string) => (query === 'tab=events' ? query : '');
    expect(requestTarget('/community?tab=nope&x=1', reads, spell)).toMatchObject({ kind: 'plain', url: '/community' });
    expect(requestTarget('/community?x=1&tab=events', reads, spell)).toMatchObject({ kind: 'plain', url: '/community?tab=events' });
  });

  it('1,005 /api/settings?input=N are one entry and do not evict /', async () => {
    const host = 'evict.localhost';
    expect((await get('/', host)).status).toBe(200);
    for (let n = 0; n < 1005; n++) {
      const res = await fetch(`${site.server.baseUrl}/api/settings?input=${n}`, { headers: { host } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      if (n > 0) expect(res.headers.get('x-cache'), String(n)).toBe('HIT');
    }
    expect((await get('/', host)).headers['x-cache']).toBe('HIT');
  }, 120_000);

  it('signed in: /dashboard?tab=contacts keeps its tab, and other parameters are the same private entry', async () => {
    const account = await createAccount(site.database.db, 'admin');
    const admin = createClient(site.server.baseUrl);
    expect((await admin.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
    // Stored under its declared parameter (asked until stored: the login's echo may stale the first copy).
    const users = await untilCached(site.database, admin, '/dashboard?tab=contacts');
    expect(users.status).toBe(200);
    expect(selectedTab(users.text)).toBe('Messages');
    expect(selectedTab((await admin.get('/dashboard')).text)).not.toBe('Messages');
    const tracked = await admin.get('/dashboard?utm_source=mail&tab=contacts&x=1');
    expect(tracked.headers.get('x-cache')).toBe('PRIVATE-HIT');
    expect(tracked.text).toBe(users.text);
  }, 60_000);
});

describe('odd request targets', () => {
  it('the plain path renders; every spelling that some parser reads as another path is a 404', async () => {
    const host = 'odd.localhost';
    const education = await get('/education', host);
    expect(education.status).toBe(200);
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(education.text)?.[1];
    expect(heading).toBeTruthy();
    const odd = [
      '//evil.example/education',
      '//evil.example',
      '/\\evil.example/education',
      '/\\/evil.example/education',
      '/education%2F',
      '/news/%2F%2Fevil.example',
      '/guides%5Cexchanges',
      '/x/../education',
      '/x/%2e%2e/education',
      '/education/.',
      '/education//',
      '//api/courses',
      '//trpc/courses.list',
    ];
    for (const target of odd) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const res = await rawTarget(site.server.baseUrl, method, target, [['host', host]]);
        expect(res.status, `${method} ${target}`).toBe(404);
        expect(res.headers['location'], target).toBeUndefined();
        if (method === 'GET') {
          expect(res.text, target).toContain('Page not found');
          expect(res.text, target).not.toContain(heading);
          // Still a response of this site: its security headers.
          expect(res.headers['x-frame-options'], target).toBe('DENY');
        }
      }
    }
  }, 60_000);

  it('a page has one spelling: other letter cases and encoded letters are a 404 (never kept), not a render of the page', async () => {
    // Found by the probe of 2026-11-29: 128 spellings of one lesson were 128 renders and 128 entries.
    const host = 'spelling.localhost';
    expect((await get('/education/bitcoin-blockchain', host)).status).toBe(200);
    for (const target of [
      '/Education',
      '/EDUCATION',
      '/ed%75cation',
      '/%65ducation',
      '/Education/bitcoin-blockchain',
      '/education/Bitcoin-blockchain',
      '/education/bitcoin%2Dblockchain',
      '/News',
    ]) {
      const res = await get(target, host);
      expect(res.status, target).toBe(404);
      expect(res.text, target).toMatch(/Page not found/i);
    }
    // A parameter keeps its case: a certificate's code is upper case (an unknown one is the page's own 404).
    expect((await get('/certificates/AAAAAAAAAAAAAAAA', host)).text).toContain('Certificate not found');
  });

  it('an absolute-form target is redirected to its plain path (never to another host), or refused', async () => {
    const absolute = await rawTarget(site.server.baseUrl, 'GET', 'http://evil.example/education?tab=x', [['host', 'evil.example']]);
    expect(absolute.status).toBe(308);
    expect(absolute.headers['location']).toBe('/education?tab=x');
    for (const target of ['http://evil.example//evil.example/education', 'http://evil.example/\\evil.example']) {
      const res = await rawTarget(site.server.baseUrl, 'GET', target, [['host', 'evil.example']]);
      expect(res.status, target).toBe(404);
      expect(res.headers['location'], target).toBeUndefined();
    }
  });
});

describe('a trailing slash', () => {
  it('is redirected to the one spelling, its parameters kept, for pages and the API alike (never a second entry)', async () => {
    // Found by the probe of 2026-11-29: /api/events/?upcoming=true answered every event (the
    // parameter is declared for /api/events only) and was kept as an entry of its own.
    const host = 'slash.localhost';
    for (const [target, location] of [
      ['/api/events/?upcoming=true&x=1', '/api/events?upcoming=true&x=1'],
      ['/api/courses/', '/api/courses'],
      ['/education/', '/education'],
      ['/auth/?tab=register', '/auth?tab=register'],
      ['/api/docs/', '/api/docs'],
    ]) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const res = await rawTarget(site.server.baseUrl, method, target!, [['host', host]]);
        expect(res.status, `${method} ${target}`).toBe(308);
        expect(res.headers['location'], target).toBe(location);
      }
    }
    const upcoming = await get('/api/events?upcoming=true', host);
    expect(upcoming.status).toBe(200);
    // The reference is served at its one address, without a redirect.
    expect((await get('/api/docs', host)).status).toBe(200);
    expect((await get('/api/docs/init.js', host)).status).toBe(200);
  });
});

describe('query values are the text sent', () => {
  it('the payment queue, opened with a reference of digits in its address (a native search, a pasted link), shows only that payment', async () => {
    // Found by the probe of 2026-11-29: the router read 778899 as a number, the queue's reader
    // dropped it, and the admin saw the whole queue with an empty search box.
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    const [course] = z.array(z.object({ id: z.number() })).parse((await createClient(site.server.baseUrl).get('/api/courses')).json);
    const codes: string[] = [];
    for (const reference of ['778899', 'OTHER-REF-1']) {
      const learner = await signedInClient(site.server.baseUrl, site.database.db, 'user');
      const enrolled = await learner.post('/api/enroll', { courseId: course!.id, paymentMethod: 'cash', paymentReference: reference });
      expect(enrolled.status, enrolled.text).toBe(201);
      codes.push(z.object({ paymentCode: z.string() }).parse(enrolled.json).paymentCode);
    }
    const page = await admin.get('/admin?tab=pending&q=778899');
    expect(page.status).toBe(200);
    expect(page.text).toContain(codes[0]);
    expect(page.text).not.toContain(codes[1]);
    expect(page.text).toMatch(/<input[^>]*value="778899"/);
  }, 60_000);
});

describe('a NUL in the address', () => {
  it('is a 400 on every path, a page for people and JSON for scripts, never a 500 (the queue search sent it to PostgreSQL)', async () => {
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    const learner = await signedInClient(site.server.baseUrl, site.database.db, 'user');
    const anonymous = createClient(site.server.baseUrl);
    const pages: [ReturnType<typeof createClient>, string][] = [
      [admin, '/admin?tab=pending&q=%00'],
      [admin, '/admin?tab=pending&q=a%00b'],
      [admin, '/admin/users?x=%00'],
      [learner, '/profile?q=%00'],
      [anonymous, '/search?q=%00'],
      [anonymous, '/?utm_source=%00'],
      [anonymous, '/auth?redirect=%00'],
    ];
    for (const [client, path] of pages) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.text, path).toContain('Bad request');
    }
    // Spelled as JSON, which the router reads (`"\u0000"`): no %00 for the edge to see; the page's
    // reader drops the parameter (at the edge, cache-key.ts) and the queue opens unfiltered.
    const unfiltered = (await admin.get('/admin?tab=pending')).text;
    for (const path of ['/admin?tab=pending&q=%22%5Cu0000%22', '/admin?tab=pending&q=%22a%5Cu0000b%22']) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe(unfiltered);
    }
    for (const path of ['/api/courses?x=%00', '/api/admin/enrollments/pending?q=%00', '/trpc/courses.list?x=%00']) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(400);
      expect(res.json, path).toEqual({ message: 'The request contains a NUL character, which no field accepts.', code: 'BAD_REQUEST' });
    }
  }, 60_000);

  it('is a 400 whether or not the plain address is cached (the probe of 2026-11-29: a warm /education answered 200)', async () => {
    const anonymous = createClient(site.server.baseUrl);
    const learner = await signedInClient(site.server.baseUrl, site.database.db, 'user');
    for (const [client, path] of [
      [anonymous, '/education'],
      [anonymous, '/api/courses'],
      [learner, '/profile'],
    ] as const) {
      let cache: string | null = null;
      for (let i = 0; i < 3 && cache === null; i++) cache = (await client.get(path)).headers.get('x-cache');
      expect(cache, path).toMatch(/HIT$/);
      for (const hostile of [`${path}?x=%00`, `${path}?utm_source=a%00b`]) {
        const res = await client.get(hostile);
        expect(res.status, hostile).toBe(400);
        expect(res.headers.get('x-cache'), hostile).toBeNull();
      }
    }
  });
});

describe('the Host header', () => {
  /** Hosts no URL parser reads as a plain name and port: each once made the address built from it throw (a 500). */
  const HOSTILE_HOSTS = [
    'a b',
    '',
    'x@y',
    'user:pw@site.localhost',
    '127.0.0.1:99999',
    '[::1',
    'host:80:80',
    'ünï',
    'a/b',
    'a?b',
    'a#b',
    'ex%41mple',
    'a\\b',
  ];

  it('a Host no parser reads plainly is a 400 on pages, the API and tRPC, never a 500 or a render', async () => {
    for (const host of HOSTILE_HOSTS) {
      for (const [method, target] of [
        ['GET', '/'],
        ['GET', '/profile'],
        ['HEAD', '/news'],
        ['GET', '/api/settings'],
        ['GET', '/trpc/settings.site'],
        ['POST', '/api/login'],
      ] as const) {
        const res = await rawTarget(site.server.baseUrl, method, target, [['host', host]]);
        expect(res.status, `${method} ${target} Host ${JSON.stringify(host)}`).toBe(400);
        expect(res.headers['location']).toBeUndefined();
        expect(res.headers['x-frame-options']).toBe('DENY');
        if (method === 'HEAD') continue;
        if (target.startsWith('/api') || target.startsWith('/trpc')) expect(JSON.parse(res.text)).toMatchObject({ code: 'BAD_REQUEST' });
        else expect(res.text).toContain('Bad request');
      }
    }
  }, 60_000);

  it('every request method the server parses is answered below 500 on pages, the API and tRPC; tRPC refuses all but its own with a 405 (probe 67, F5)', async () => {
    // CONNECT is a tunnel request, never a request for a path.
    for (const method of METHODS.filter((m) => m !== 'CONNECT')) {
      for (const target of ['/', '/api/courses', '/trpc/settings.site']) {
        const res = await rawTarget(site.server.baseUrl, method, target, [['host', new URL(site.server.baseUrl).host]]);
        expect(res.status, `${method} ${target}`).toBeLessThan(500);
        if (target.startsWith('/trpc') && !['GET', 'HEAD', 'POST'].includes(method)) {
          expect(res.status, `${method} ${target}`).toBe(405);
          expect(res.headers['allow']).toBe('GET, HEAD, POST');
        }
      }
    }
  }, 60_000);

  it('plain names, IP literals and ports are served as before', async () => {
    // (Development's page server, which this file's site runs, refuses names outside .localhost and IPs itself.)
    for (const host of ['site.localhost', 'site.localhost:8080', '127.0.0.2', '[::1]:3000', 'my_host.localhost']) {
      const res = await get('/education', host);
      expect(res.status, host).toBe(200);
    }
  });

  it('with a public URL set, the Host asked for is not part of the cache key: other Hosts read the one entry', async () => {
    const canonical = await startTestServer(site.database, { publicUrl: 'http://site.localhost' });
    try {
      const first = await rawTarget(canonical.baseUrl, 'GET', '/api/courses', [['host', 'site.localhost']]);
      expect(first.status).toBe(200);
      for (let n = 0; n < 20; n++) {
        const other = await rawTarget(canonical.baseUrl, 'GET', '/api/courses', [['host', `churn-${n}.example`]]);
        expect(other.headers['x-cache'], String(n)).toBe('HIT');
        expect(other.text).toBe(first.text);
      }
      // A Host the app refuses is refused here too, though the kept entry's key does not use it.
      expect((await rawTarget(canonical.baseUrl, 'GET', '/api/courses', [['host', 'a b']])).status).toBe(400);
    } finally {
      await canonical.close();
    }
  });
});

describe('headers that follow the route facts', () => {
  it('isolate the window from cross-origin openers everywhere except an anonymous visit to a public island page that takes no credentials (route facts)', async () => {
    const anonymous = createClient(site.server.baseUrl);
    const coop = async (path: string, headers: Record<string, string> = {}) =>
      (await anonymous.get(path, headers)).headers.get('cross-origin-opener-policy');
    for (const path of ['/auth', '/profile', '/dashboard', '/admin/users', '/reset-password', '/api/settings']) {
      expect(await coop(path), path).toBe('same-origin');
    }
    expect((await anonymous.post('/api/login', { username: 'x' })).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    for (const path of ['/', '/legal', '/news/some-article']) expect(await coop(path), path).toBeNull();
    // Whoever carries a session gets it on every page, so moving between pages never switches.
    expect(await coop('/', { cookie: 'dce_session=anything' })).toBe('same-origin');
  });
});
