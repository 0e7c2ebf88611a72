/**
 * Findings 1, 9 and 10 of the outside probe, as they were found: a NUL character in otherwise
 * valid bodies and URLs, JSON nested 5,000 deep, a tRPC batch of hundreds of calls, and the exact
 * form POST mail providers send for RFC 8058 one-click unsubscribe.
 */
import { eq } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { LIMITS } from '../../shared/constants';
import type { Database } from '../db/client';
import { subscribers, users } from '../db/schema';
import { jsonShapeProblem } from '../http/request-shape';
import { MALFORMED_INPUT_MESSAGE } from '../trpc/input-envelope';

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

const NUL = '\u0000';

describe('a body that is not UTF-8 (probe 67, F3)', () => {
  const register = (body: Buffer, contentType: string) =>
    fetch(`${server.baseUrl}/api/register`, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
  const latin1 = (name: string) =>
    Buffer.from(
      JSON.stringify({ username: name, fullName: 'José Martínez', email: `${name}@example.com`, password: 'secret123' }),
      'latin1',
    );

  it('is a 400 that says so, and nothing is stored; a declared other charset is a 415; UTF-8 accents are kept', async () => {
    const refused = await register(latin1('latin_a'), 'application/json');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/not valid UTF-8/);
    const declared = await register(latin1('latin_b'), 'application/json; charset=iso-8859-1');
    expect(declared.status).toBe(415);
    expect(((await declared.json()) as { message: string }).message).toMatch(/as UTF-8/);
    const stored = await database.db.select().from(users).where(eq(users.username, 'latin_a'));
    expect(stored).toEqual([]);
    const utf8 = await register(
      Buffer.from(JSON.stringify({ username: 'utf8_c', fullName: 'José Martínez', email: 'utf8_c@example.com', password: 'secret123' })),
      'application/json',
    );
    expect(utf8.status).toBe(201);
    expect(((await utf8.json()) as { fullName: string }).fullName).toBe('José Martínez');
  });
});

describe('a NUL character is a 400 wherever it arrives', () => {
  it('in valid bodies of login, register, contact, enroll and newsletter', async () => {
    const learner = await createAccount(database.db);
    const client = createClient(server.baseUrl);
    await client.post('/api/login', { username: learner.username, password: learner.password });
    const cases: [string, Record<string, unknown>][] = [
      ['/api/login', { username: `adm${NUL}in`, password: 'password123' }],
      ['/api/register', { username: `new${NUL}user`, fullName: 'New User', email: 'new@example.com', password: 'secret123' }],
      ['/api/contact', { name: `Kim${NUL}`, email: 'kim@example.com', subject: 'Hello', message: 'A message long enough.' }],
      ['/api/contact', { name: 'Kim', email: 'kim@example.com', subject: `Hel${NUL}lo`, message: 'A message long enough.' }],
      ['/api/enroll', { courseId: 1, paymentMethod: 'cash', paymentReference: `REF${NUL}1` }],
      ['/api/newsletter/subscribe', { email: `a${NUL}@example.com` }],
      ['/api/password-reset/request', { email: `a${NUL}@example.com` }],
    ];
    for (const [path, body] of cases) {
      const res = await client.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
  });

  it('in a key, in a tRPC read input, a REST path and an admin search', async () => {
    const admin = await createAccount(database.db, 'admin');
    const client = createClient(server.baseUrl);
    await client.post('/api/login', { username: admin.username, password: admin.password });
    expect((await client.post('/api/contact', { [`na${NUL}me`]: 'x' })).status).toBe(400);
    const input = encodeURIComponent(JSON.stringify({ json: { slug: `a${NUL}b` } }));
    expect((await client.get(`/trpc/blog.bySlug?input=${input}`)).status).toBe(400);
    expect((await client.get('/api/blog-posts/slug/ab%00cd')).status).toBe(400);
    expect((await client.get('/api/admin/users?q=ab%00')).status).toBe(400);
    expect((await client.get('/api/admin/subscribers?q=%00')).status).toBe(400);
  });
});

describe('ill-formed Unicode', () => {
  it('a lone surrogate in a settings value (stored as JSON) is a 400, not a 500', async () => {
    const admin = await createAccount(database.db, 'admin');
    const client = createClient(server.baseUrl);
    await client.post('/api/login', { username: admin.username, password: admin.password });
    const body = {
      enableEmailNotifications: true,
      newUserNotification: true,
      courseEnrollmentNotification: true,
      contactFormNotification: true,
      subscriptionNotification: true,
      adminEmailRecipients: '\ud800',
      // Never saved yet: version 0 (a save must send the version it started from).
      version: 0,
    };
    const res = await client.request('PUT', '/api/admin/settings/notifications', body);
    expect(res.status).toBe(400);
    expect(
      (await client.request('PUT', '/api/admin/settings/notifications', { ...body, adminEmailRecipients: 'team@example.com' })).status,
    ).toBe(200);
    // A well-formed pair (an emoji) is fine.
    const ok = await client.post('/api/contact', {
      name: 'Kim 💬',
      email: 'kim@example.com',
      subject: 'Hello 👋',
      message: 'Emoji are characters too 🌴.',
    });
    expect(ok.status).toBe(201);
  });
});

describe('deep nesting', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
  const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('a body nested 5,000 deep is a 400 on REST and tRPC, and a tRPC read input too', async () => {
    const client = createClient(server.baseUrl);
    for (const body of [deep(5000), deepObject(5000), `{"username":${deep(5000)},"password":"secret123"}`]) {
      expect((await client.post('/api/login', body)).status).toBe(400);
      expect((await client.post('/trpc/auth.login', body)).status).toBe(400);
    }
    // As deep as fits in a URL (Node refuses headers over 16 KB with a 431 by itself).
    const input = encodeURIComponent(`{"json":${deep(1500)}}`);
    expect((await client.get(`/trpc/blog.bySlug?input=${input}`)).status).toBe(400);
  });

  it('ordinary nesting still works', async () => {
    const client = createClient(server.baseUrl);
    const res = await client.post('/trpc/contact.send', {
      json: { name: 'Kim Lewis', email: 'kim@example.com', subject: 'Hello', message: 'Nested only as deep as a form.' },
    });
    expect(res.status).toBe(200);
  });
});

describe('bodies with thousands of keys', () => {
  // Found by the probe of 2026-11-29: 80,000 unknown keys were each checked and each named back in
  // a 1.9 MB refusal; eight such senders slowed every other visitor's request to ~2 s.
  const manyKeys = (count: number, base: Record<string, unknown>) => {
    const body: Record<string, unknown> = { ...base };
    for (let i = 0; i < count; i++) body[`k${i}`] = 0;
    return body;
  };

  it('are a short 400 on REST and tRPC, however the keys are spread; a refusal never names more than a few issues', async () => {
    const client = createClient(server.baseUrl);
    const login = { username: 'someone', password: 'secret123' };
    const spread = Array.from({ length: 60 }, () => manyKeys(150, {}));
    for (const body of [manyKeys(80_000, login), manyKeys(201, login), { ...login, extra: spread }]) {
      for (const path of ['/api/login', '/trpc/auth.login', '/api/contact']) {
        const res = await client.post(path, path.startsWith('/trpc') ? { json: body } : body);
        expect(res.status, path).toBe(400);
        expect(res.json.message, path).toBe('The request body has too many fields.');
        expect(res.text.length, path).toBeLessThan(500);
      }
    }
    // Under the limit, the schema refuses the unknown keys, in a bounded answer.
    const res = await client.post(
      '/api/contact',
      manyKeys(190, { name: 'Kim', email: 'kim@example.com', subject: 'Hi', message: 'A message long enough.' }),
    );
    expect(res.status, res.text).toBe(400);
    expect(res.text.length, res.text).toBeLessThan(4_000);
    expect((res.json.issues as unknown[]).length, res.text).toBeLessThanOrEqual(20);
  });

  it('an export naming 100,000 ids is still read (array items are not fields)', () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => i + 1);
    expect(jsonShapeProblem({ ids })).toBeNull();
    expect(jsonShapeProblem({ ids, ...manyKeys(LIMITS.maxJsonObjectKeys, {}) })).toBe('The request body has too many fields.');
  });
});

describe('tRPC batches', () => {
  it(`refuses a batch of more than ${LIMITS.maxBatchSize} calls before running any; accepts ${LIMITS.maxBatchSize}`, async () => {
    const client = createClient(server.baseUrl);
    const batch = (n: number) => {
      const names = Array.from({ length: n }, () => 'courses.list').join(',');
      const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), {}]))));
      return `/trpc/${names}?batch=1&input=${input}`;
    };
    expect((await client.get(batch(LIMITS.maxBatchSize))).status).toBe(200);
    const big = await client.get(batch(150));
    expect(big.status).toBe(400);
    const bogusResets = Array.from({ length: 150 }, () => 'auth.resetPassword').join(',');
    const body = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [
        String(i),
        { json: { token: 'x'.repeat(40), password: 'secret123', confirmPassword: 'secret123' } },
      ]),
    );
    expect((await client.post(`/trpc/${bogusResets}?batch=1`, body)).status).toBe(400);
  });
});

describe('a tRPC input its parsers cannot read', () => {
  it("is a 400 in one sentence of ours, never the engine's text; a superjson meta that recursed forever is refused before it is walked", async () => {
    const client = createClient(server.baseUrl);
    const query = (name: string, input: string) => client.get(`/trpc/${name}?input=${encodeURIComponent(input)}`);
    const answers = [
      await query('settings.site', 'notjson'),
      await query('settings.site', '{"json":1,"meta":{"values":"x"}}'),
      await query('courses.list', '{"json":{"a":1},"meta":{"values":{"a":"date"}}}'),
      await query('courses.list', '{"json":{"a":{}},"meta":{"referentialEqualities":"abc"}}'),
      await query('courses.list', '{"json":{"a":1},"meta":{"values":{"a":["nope"]}}}'),
      await client.get(`/trpc/settings.site?batch=1&input=${encodeURIComponent('{"0":null}')}`),
      await client.post('/trpc/auth.login', { json: { username: 'someone', password: 'secret123' }, meta: { values: 'x' } }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      const text = JSON.stringify(res.json);
      expect(text).toContain(MALFORMED_INPUT_MESSAGE);
      expect(text).not.toMatch(/call stack|Unexpected token|destructure|is not a function|transformation/i);
    }
    // What the site's own client sends is read as before.
    const sent = superjson.serialize({ slug: 'no-such-post' });
    expect((await query('blog.bySlug', JSON.stringify(sent))).status).toBe(404);
  });
});

describe('RFC 8058 one-click unsubscribe', () => {
  it('accepts exactly the form POST mail providers send, from another site, and unsubscribes', async () => {
    const client = createClient(server.baseUrl);
    expect((await client.post('/api/newsletter/subscribe', { email: 'oneclick@example.com' })).status).toBe(200);
    const [row] = await database.db
      .select({ token: subscribers.unsubscribeToken })
      .from(subscribers)
      .where(eq(subscribers.email, 'oneclick@example.com'));
    const res = await fetch(`${server.baseUrl}/api/newsletter/one-click-unsubscribe?token=${row?.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [after] = await database.db
      .select({ subscribed: subscribers.subscribed })
      .from(subscribers)
      .where(eq(subscribers.email, 'oneclick@example.com'));
    expect(after?.subscribed).toBe(false);
    const bogus = await fetch(`${server.baseUrl}/api/newsletter/one-click-unsubscribe?token=${'z'.repeat(40)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bogus.status).toBe(404);
  });
});
