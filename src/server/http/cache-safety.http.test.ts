/**
 * The shared cache must never hand one visitor's signed-in answer to the next anonymous visitor,
 * whatever the spelling of the session cookie (the attack of issue 14, finding 2). For every cached
 * route (every public page, every REST read in the OpenAPI document, a tRPC batch read, the feed,
 * the sitemap), a user and an admin send their session cookie in many spellings; the next anonymous
 * request for the same address must carry nothing of theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { createClient, projectRoot, startTestServer } from '../../../test/http';
import { rawRequest } from '../../../test/raw-http';
import { publicRoutes } from '../../content/public-routes';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const DRAFT_TITLE = 'Unpublished draft only admins may read';
const accounts: { role: 'user' | 'admin'; username: string; seal: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'admin-pass-1', seedDemo: true });
  // secureCookies: the production cookie name, __Host-dce_session, is the one that signs in.
  server = await startTestServer(database, { ssr: { mode: 'vite', root: projectRoot }, secureCookies: true });
  for (const role of ['user', 'admin'] as const) {
    const account = await createAccount(database.db, role, `cachesafety_${role}_${Math.random().toString(36).slice(2, 8)}`);
    const client = createClient(server.baseUrl);
    expect((await client.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
    const seal = /^__Host-dce_session=(.+)$/.exec(client.cookie)?.[1];
    expect(seal).toBeTruthy();
    accounts.push({ role, username: account.username, seal: seal! });
    if (role === 'admin') {
      const draft = { title: DRAFT_TITLE, slug: 'cache-safety-draft', content: 'Draft body.', excerpt: 'Draft excerpt.', published: false };
      expect((await client.post('/api/blog-posts', draft)).status).toBe(201);
    }
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** The Cookie header lines of each spelling: every one of them reaches the app as a request. */
function spellings(seal: string): [string, string[]][] {
  return [
    ['exact', [`__Host-dce_session=${seal}`]],
    ['space before =', [`__Host-dce_session =${seal}`]],
    ['tab before =', [`__Host-dce_session\t=${seal}`]],
    ['upper case', [`__HOST-DCE_SESSION=${seal}`]],
    ['mixed case', [`__Host-Dce_Session=${seal}`]],
    ['duplicated', [`__Host-dce_session=${seal}; __Host-dce_session=${seal}`]],
    ['two Cookie headers', ['theme=dark', `__Host-dce_session=${seal}`]],
    ['extra semicolons', [`;;__Host-dce_session=${seal};;`]],
    ['leading spaces', [`    __Host-dce_session=${seal}`]],
    ['after another cookie, no space', [`a=1;__Host-dce_session=${seal}`]],
    ['non-prefixed name', [`dce_session=${seal}`]],
    ['non-prefixed, space before =', [`dce_session =${seal}`]],
  ];
}

/** Whatever a signed-in answer shows that an anonymous one must not. */
function expectNothingPersonal(text: string, context: string) {
  for (const { username } of accounts) expect(text, `${context}: username`).not.toContain(username);
  expect(text, `${context}: account menu`).not.toMatch(/My Account|Logged in as/);
  expect(text, `${context}: course materials`).not.toMatch(/downloadUrl|youtubePlaylistUrl|materials\.example\.com/);
  expect(text, `${context}: a draft`).not.toContain(DRAFT_TITLE);
}

let caseNumber = 0;
/**
 * Each case has an address of its own (its own Host, part of the cache key), so the signed-in
 * request always meets an empty entry: the moment a broken cache would store it.
 */
async function attack(path: string, role: 'user' | 'admin', spelling: string, cookies: string[]) {
  // A subdomain of localhost: Vite's dev server (the pages' renderer in tests) accepts those hosts.
  const host = `case${++caseNumber}.localhost`;
  const signedIn = await rawRequest(server.baseUrl, 'GET', path, [['host', host], ...cookies.map((c): [string, string] => ['cookie', c])]);
  const context = `${path} as ${role}, ${spelling}`;
  if (accounts.some(({ username }) => signedIn.text.includes(username))) {
    expect(signedIn.headers['cache-control'], context).toBe('private, no-store');
  }
  const anonymous = await rawRequest(server.baseUrl, 'GET', path, [['host', host]]);
  expectNothingPersonal(anonymous.text, context);
  return signedIn;
}

async function attackEverySpelling(paths: string[]) {
  let signedInSeen = 0;
  for (const path of paths) {
    for (const { role, seal, username } of accounts) {
      for (const [spelling, cookies] of spellings(seal)) {
        const answer = await attack(path, role, spelling, cookies);
        if (answer.text.includes(username)) signedInSeen++;
      }
    }
  }
  return signedInSeen;
}

describe('the shared cache never stores a signed-in answer, whatever the cookie spelling', () => {
  it('REST reads (every GET in the OpenAPI document), a tRPC batch read, the feed and the sitemap', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const params: Record<string, string> = {
      slug: 'cache-safety-draft',
      id: '1',
      collection: 'education',
      field: 'privacyPolicy',
      code: 'ABCDEFGHJKMNPQRS',
    };
    const reads = Object.entries(doc.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) =>
        `/api${path}`.replace(/\{(\w+)\}/g, (_, name: string) => {
          expect(params[name], `a value for {${name}} in ${path}`).toBeDefined();
          return params[name]!;
        }),
      );
    expect(reads).toContain('/api/courses');
    const others = ['/trpc/courses.list,auth.current?batch=1&input=%7B%7D', '/rss.xml', '/sitemap.xml', '/api/events/1/calendar.ics'];
    const signedInSeen = await attackEverySpelling([...reads, ...others]);
    // The attack is real: the spellings that do sign in were answered as the user (so a broken
    // cache would have had something to leak).
    expect(signedInSeen).toBeGreaterThan(20);
  }, 300_000);

  it('every public page', async () => {
    // Each page meets a third of the spellings, both roles among them; the thirds rotate from page
    // to page, so each spelling is tried on fifteen pages of every kind (home, lists, lessons,
    // guides, posts, legal, sign-in). Every spelling on every page, 1,080 renders, found nothing
    // more and took a minute per database.
    const all = spellings('').length;
    const perPage = all / 3;
    let signedInSeen = 0;
    const tried = new Map<string, number>();
    for (const [routeIndex, path] of publicRoutes.entries()) {
      for (let k = 0; k < perPage; k++) {
        const i = ((routeIndex % 3) * perPage + k) % all;
        const account = accounts[(routeIndex + k) % accounts.length]!;
        const [spelling, cookies] = spellings(account.seal)[i]!;
        tried.set(spelling, (tried.get(spelling) ?? 0) + 1);
        const answer = await attack(path, account.role, spelling, cookies);
        // 200, or /auth sending a signed-in visitor on (a redirect is never stored).
        expect([200, 307], `${path} ${spelling}`).toContain(answer.status);
        if (answer.text.includes(account.username)) signedInSeen++;
      }
    }
    expect(tried.size, 'every spelling was tried').toBe(all);
    expect(Math.min(...tried.values()), 'pages per spelling').toBeGreaterThanOrEqual(Math.floor(publicRoutes.length / 3));
    expect(signedInSeen).toBeGreaterThan(publicRoutes.length / 2);
  }, 600_000);
});

describe('cached pages', () => {
  const get = (path: string, host: string) => rawRequest(server.baseUrl, 'GET', path, [['host', host]]);

  it('/?bust=N is served from the entry of /', async () => {
    const host = 'bust.localhost';
    const home = await get('/', host);
    expect(home.status).toBe(200);
    for (const bust of ['/?bust=1', '/?bust=2', '/?utm_campaign=x&bust=3']) {
      const busted = await get(bust, host);
      expect(busted.headers['x-cache'], bust).toBe('HIT');
      expect(busted.text).toBe(home.text);
    }
  });

  it('an address carrying a token is never stored nor served from the cache', async () => {
    const host = 'token.localhost';
    // The pages' own checks of their links go through tRPC, the token inside `input` (review 47).
    const input = (json: unknown) => encodeURIComponent(JSON.stringify({ 0: { json } }));
    const checks = [
      `/trpc/auth.resetLinkStatus?batch=1&input=${input({ token: 'a'.repeat(43) })}`,
      `/trpc/account.emailChangeLink?batch=1&input=${input({ token: 'b'.repeat(43) })}`,
    ];
    for (const path of ['/reset-password?token=abc', '/unsubscribe?token=abc', '/unsubscribe?tab=login&token=abc', ...checks]) {
      for (let i = 0; i < 3; i++) {
        const res = await get(path, host);
        expect(res.status, path).toBe(200);
        expect(res.headers['x-cache'], path).toBeUndefined();
        expect(res.headers['cache-control'], path).toBe('private, no-store');
      }
    }
  });
});
