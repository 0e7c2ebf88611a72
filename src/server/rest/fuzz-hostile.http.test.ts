/**
 * The outside probe's lesson: a fuzzer whose bodies are wrong everywhere never gets past
 * validation, so hostile values never reach the database. Here every body is valid except ONE
 * field, which gets a hostile value (NUL, 100 KB, lone surrogates, deep nesting, numbers at the
 * edges, prototype keys), sent as the role that may call the endpoint (and sometimes another).
 * No answer may be a 5xx or leak internals. Seed printed; FUZZ_SEED / FUZZ_HOSTILE_RUNS override.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { DEFAULT_PAYMENT_SETTINGS } from '../../shared/schemas/payments';
import { fuzzShare } from '../../../test/fuzz-share';
import { testReport } from '../../../test/report';

const { seed: SEED, runs: RUNS, label: PART } = fuzzShare(20261123, 10_000, process.env, 'FUZZ_HOSTILE_RUNS');

type Role = 'anonymous' | 'user' | 'admin';
interface Operation {
  method: string;
  path: string;
  role: Role;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let cookies: Record<Role, string>;
let documented: string[];
/** JSON Schema of each field of each documented JSON body, by `METHOD /path`. */
let bodyFields: Map<string, Record<string, FieldSchema>>;
/** The fields each documented JSON body must have. */
let bodyRequired: Map<string, string[]>;
/** The operations that read a body at all (a `z.void()` input reads none, as trpc-to-openapi did). */
let readsBody: Set<string>;
let ids: Record<'course' | 'post' | 'event' | 'user' | 'subscriber' | 'message' | 'enrollment', number>;

const unique = () => Math.random().toString(36).slice(2, 10);

/** One valid request per documented operation (the test fails when an operation has none). */
function validOperations(): Operation[] {
  const course = {
    title: 'Fuzzed course',
    description: 'A course description long enough.',
    level: 'Beginner',
    duration: '4 weeks',
    price: 4999,
    downloadUrl: 'https://example.com/m.zip',
    thumbnailUrl: 'https://example.com/t.png',
    youtubePlaylistUrl: 'https://youtube.com/playlist?list=x',
  };
  const post = {
    title: 'Fuzzed article',
    slug: `fuzzed-article-${unique()}`,
    content: 'Content long enough.',
    excerpt: 'Excerpt long enough.',
    coverImage: 'https://example.com/c.png',
    published: true,
  };
  const event = {
    title: 'Fuzz workshop',
    description: 'An event description long enough.',
    date: '2027-03-01',
    time: '14:00',
    location: 'Roseau',
    isVirtual: true,
    virtualLink: 'https://example.com/meet',
  };
  return [
    {
      method: 'POST',
      path: '/register',
      role: 'anonymous',
      body: { username: `fz_${unique()}`, fullName: 'Fuzz User', email: `fz_${unique()}@example.com`, password: 'secret123' },
    },
    { method: 'POST', path: '/login', role: 'anonymous', body: { username: 'somebody', password: 'secret123' } },
    { method: 'POST', path: '/logout', role: 'user', body: {} },
    { method: 'GET', path: '/user', role: 'user' },
    { method: 'POST', path: '/password-reset/request', role: 'anonymous', body: { email: 'someone@example.com' } },
    {
      method: 'POST',
      path: '/password-reset/confirm',
      role: 'anonymous',
      body: { token: 'x'.repeat(43), password: 'secret123', confirmPassword: 'secret123' },
    },
    { method: 'GET', path: '/settings', role: 'anonymous' },
    {
      method: 'PATCH',
      path: '/settings/1',
      role: 'admin',
      body: {
        companyName: 'Dominica Crypto Education',
        companyTagline: 'Learn',
        contactEmail: 'hello@example.com',
        contactPhone: '+1 767 000 0000',
        officeAddress: 'Roseau',
        facebookUrl: null,
        twitterUrl: 'https://x.com/a',
        instagramUrl: null,
        youtubeUrl: null,
        telegramUrl: 'https://t.me/example',
        discordUrl: null,
      },
    },
    { method: 'GET', path: '/admin/settings', role: 'admin' },
    {
      method: 'PUT',
      path: '/admin/settings/notifications',
      role: 'admin',
      body: {
        enableEmailNotifications: true,
        newUserNotification: true,
        courseEnrollmentNotification: true,
        contactFormNotification: true,
        subscriptionNotification: true,
        adminEmailRecipients: 'a@example.com, b@example.com',
      },
    },
    {
      method: 'PUT',
      path: '/admin/settings/appearance',
      role: 'admin',
      body: {
        primaryColor: '#3B82F6',
        secondaryColor: '#10B981',
        accentColor: '#8B5CF6',
        darkModeEnabled: true,
        logoUrl: '',
        faviconUrl: '',
      },
    },
    {
      method: 'PUT',
      path: '/admin/settings/content',
      role: 'admin',
      body: {
        homepageTitle: 'Title',
        homepageDescription: 'Description',
        footerText: 'Footer',
        privacyPolicy: 'Privacy policy text.',
        termsOfService: 'Terms of service text.',
        disclaimerText: 'Disclaimer text here.',
      },
    },
    { method: 'GET', path: '/courses', role: 'anonymous' },
    { method: 'GET', path: `/courses/${ids.course}`, role: 'anonymous' },
    { method: 'POST', path: '/courses', role: 'admin', body: course },
    { method: 'PUT', path: `/courses/${ids.course}`, role: 'admin', body: course },
    { method: 'DELETE', path: `/courses/999999`, role: 'admin' },
    { method: 'GET', path: '/enrollments', role: 'user' },
    { method: 'POST', path: '/enroll', role: 'user', body: { courseId: ids.course, paymentMethod: 'cash', paymentReference: 'REF-1' } },
    { method: 'GET', path: '/admin/enrollments/pending', role: 'admin' },
    { method: 'POST', path: `/admin/enrollments/${ids.enrollment}/approve`, role: 'admin', body: { notes: 'Paid in cash.' } },
    { method: 'POST', path: `/admin/enrollments/${ids.enrollment}/reject`, role: 'admin', body: { notes: 'No payment.' } },
    { method: 'GET', path: '/blog-posts', role: 'anonymous' },
    { method: 'GET', path: '/blog-posts/slug/fuzzed-article', role: 'anonymous' },
    { method: 'GET', path: '/blog-posts/moved/fuzzed-article', role: 'anonymous' },
    { method: 'POST', path: '/blog-posts', role: 'admin', body: post },
    { method: 'PUT', path: `/blog-posts/${ids.post}`, role: 'admin', body: { ...post, slug: `fuzz-post-${ids.post}` } },
    { method: 'DELETE', path: '/blog-posts/999999', role: 'admin' },
    { method: 'GET', path: '/events', role: 'anonymous', query: { upcoming: 'true' } },
    { method: 'GET', path: `/events/${ids.event}`, role: 'anonymous' },
    { method: 'GET', path: `/events/${ids.event}/calendar.ics`, role: 'anonymous' },
    { method: 'POST', path: '/events', role: 'admin', body: event },
    { method: 'PUT', path: `/events/${ids.event}`, role: 'admin', body: event },
    { method: 'DELETE', path: '/events/999999', role: 'admin' },
    { method: 'GET', path: '/admin/images', role: 'admin' },
    { method: 'DELETE', path: '/admin/images/999999', role: 'admin' },
    { method: 'GET', path: '/admin/users', role: 'admin', query: { page: '1', pageSize: '20', q: 'fuzz' } },
    {
      method: 'POST',
      path: '/admin/users',
      role: 'admin',
      body: {
        username: `au_${unique()}`,
        email: `au_${unique()}@example.com`,
        fullName: 'Admin Made',
        role: 'user',
        password: 'secret123',
      },
    },
    {
      method: 'PUT',
      path: `/admin/users/${ids.user}`,
      role: 'admin',
      body: { username: `target_${ids.user}`, email: `target_${ids.user}@example.com`, fullName: 'Target User', role: 'user' },
    },
    // No such account: refused before the proof is looked at (so no step-up failure is counted).
    { method: 'DELETE', path: '/admin/users/999999', role: 'admin', body: { currentPassword: 'not-the-password' } },
    { method: 'POST', path: `/admin/users/${ids.user}/unlock-login`, role: 'admin', body: {} },
    { method: 'POST', path: '/newsletter/subscribe', role: 'anonymous', body: { email: `n_${unique()}@example.com` } },
    { method: 'GET', path: '/newsletter/unsubscribe', role: 'anonymous', query: { token: 'y'.repeat(40) } },
    { method: 'POST', path: '/newsletter/unsubscribe', role: 'anonymous', body: { token: 'y'.repeat(40) } },
    // RFC 8058: the token travels in the query; the mail provider's form body is optional.
    { method: 'POST', path: '/newsletter/one-click-unsubscribe', role: 'anonymous', query: { token: 'y'.repeat(40) } },
    { method: 'GET', path: '/newsletter/one-click-unsubscribe', role: 'anonymous', query: { token: 'y'.repeat(40) } },
    { method: 'GET', path: '/admin/subscribers', role: 'admin', query: { page: '1', pageSize: '20', status: 'active', q: 'n_' } },
    { method: 'POST', path: '/admin/subscribers', role: 'admin', body: { email: `s_${unique()}@example.com`, subscribed: true } },
    {
      method: 'PATCH',
      path: `/admin/subscribers/${ids.subscriber}`,
      role: 'admin',
      body: { email: `sub_${ids.subscriber}@example.com`, subscribed: false },
    },
    { method: 'DELETE', path: '/admin/subscribers/999999', role: 'admin' },
    {
      method: 'POST',
      path: '/admin/newsletter/issues',
      role: 'admin',
      body: { subject: 'Fuzzed issue', body: 'A newsletter issue written for the fuzzer.' },
    },
    { method: 'GET', path: '/admin/newsletter/issues', role: 'admin' },
    {
      method: 'POST',
      path: '/admin/newsletter/test',
      role: 'admin',
      body: { subject: 'Fuzzed test copy', body: 'A test copy of a newsletter written for the fuzzer.' },
    },
    {
      method: 'POST',
      path: '/contact',
      role: 'anonymous',
      body: { name: 'Kim Lewis', email: 'kim@example.com', subject: 'Hello', message: 'A message long enough to send.' },
    },
    { method: 'GET', path: '/admin/contact-messages', role: 'admin', query: { page: '1', pageSize: '20', status: 'new', q: 'Kim' } },
    { method: 'PATCH', path: `/admin/contact-messages/${ids.message}`, role: 'admin', body: { status: 'read' } },
    { method: 'DELETE', path: '/admin/contact-messages/999999', role: 'admin' },
    { method: 'GET', path: '/admin/stats', role: 'admin' },
    { method: 'GET', path: '/admin/audit-log', role: 'admin', query: { page: '1', pageSize: '20', q: 'course' } },
    { method: 'GET', path: '/admin/emails', role: 'admin', query: { page: '1', pageSize: '20', q: 'Kim' } },
    { method: 'GET', path: '/content/lessons/bitcoin-blockchain', role: 'anonymous' },
    { method: 'GET', path: '/content/legal', role: 'anonymous' },
    { method: 'GET', path: '/content/policies/privacyPolicy', role: 'anonymous' },
    { method: 'GET', path: '/content/community', role: 'anonymous' },
    { method: 'GET', path: '/search', role: 'anonymous', query: { q: 'seed phrase', limit: '5' } },
    { method: 'GET', path: '/payment-instructions', role: 'anonymous' },
    { method: 'PUT', path: '/admin/settings/payments', role: 'admin', body: { ...DEFAULT_PAYMENT_SETTINGS } },
    { method: 'PUT', path: '/admin/settings/security', role: 'admin', body: { requireAdminTwoFactor: false } },
    { method: 'PATCH', path: `/enrollments/${ids.enrollment}`, role: 'user', body: { paymentReference: 'TX-12345' } },
    { method: 'PUT', path: `/enrollments/${ids.enrollment}/method`, role: 'user', body: { paymentMethod: 'cash' } },
    { method: 'GET', path: '/admin/enrollments/pending', role: 'admin', query: { method: 'cash', q: 'DCE' } },
    {
      method: 'POST',
      path: '/admin/enrollments/bulk',
      role: 'admin',
      body: { ids: [ids.enrollment], action: 'reject', notes: 'Bulk note' },
    },
    { method: 'GET', path: '/admin/enrollments/export', role: 'admin' },
    {
      method: 'GET',
      path: '/admin/subscribers/export',
      role: 'admin',
      query: { ids: '1,2', locale: 'en-GB', timeZone: 'America/Dominica' },
    },
    { method: 'GET', path: '/admin/trends', role: 'admin' },
    { method: 'GET', path: '/admin/launch-checklist', role: 'admin' },
    { method: 'GET', path: '/admin/demo-content', role: 'admin' },
    { method: 'POST', path: '/admin/demo-content/remove', role: 'admin', body: {} },
    { method: 'GET', path: '/2fa', role: 'admin' },
    { method: 'POST', path: '/2fa/setup', role: 'admin', body: { password: 'not-the-password' } },
    { method: 'POST', path: '/2fa/confirm', role: 'admin', body: { code: '123456' } },
    { method: 'POST', path: '/2fa/disable', role: 'admin', body: { password: 'not-the-password', code: '123456' } },
    { method: 'POST', path: '/2fa/recovery-codes', role: 'admin', body: { password: 'not-the-password', code: '123456' } },
    {
      method: 'POST',
      path: `/admin/users/${ids.user}/reset-2fa`,
      role: 'admin',
      body: { currentPassword: 'not-the-password', code: '123456' },
    },
    { method: 'POST', path: '/login/2fa', role: 'anonymous', body: { code: '123456' } },
    // The account page: wrong current passwords, so the fuzzed user keeps its account and password.
    { method: 'PATCH', path: '/user/password', role: 'user', body: { currentPassword: 'not-the-password', newPassword: 'secret1234' } },
    { method: 'POST', path: '/user/email', role: 'user', body: { currentPassword: 'not-the-password', newEmail: 'moved@example.com' } },
    { method: 'POST', path: '/user/email/confirm', role: 'anonymous', body: { token: 'z'.repeat(43) } },
    { method: 'GET', path: '/user/export', role: 'user' },
    { method: 'DELETE', path: '/user', role: 'user', body: { currentPassword: 'not-the-password' } },
    { method: 'POST', path: '/webauthn/register/options', role: 'user', body: { currentPassword: 'not-the-password' } },
    {
      method: 'POST',
      path: '/webauthn/register/verify',
      role: 'user',
      body: {
        response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' } },
        name: 'Phone',
      },
    },
    { method: 'POST', path: '/webauthn/login/options', role: 'anonymous', body: { username: 'nobody-here' } },
    {
      method: 'POST',
      path: '/webauthn/login/verify',
      role: 'anonymous',
      body: {
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
        },
      },
    },
    { method: 'GET', path: '/webauthn/credentials', role: 'user' },
    { method: 'DELETE', path: '/webauthn/credentials/999999', role: 'user' },
    // The reconciliation queue (issue 27).
    { method: 'GET', path: '/admin/enrollments/recent', role: 'admin' },
    { method: 'POST', path: `/admin/enrollments/${ids.enrollment}/undo`, role: 'admin', body: {} },
    {
      method: 'POST',
      path: '/admin/enrollments/undo',
      role: 'admin',
      body: { decisions: [{ id: ids.enrollment, decidedAt: '2026-01-01T00:00:00.000Z' }] },
    },
    // Progress, quizzes and certificates (issue 26).
    { method: 'GET', path: '/progress', role: 'user' },
    { method: 'PUT', path: '/progress/lessons/bitcoin-blockchain', role: 'user', body: { done: true } },
    {
      method: 'POST',
      path: '/progress/sync',
      role: 'user',
      body: { completions: [{ collection: 'lessons', slug: 'crypto-wallets', completedAt: '2026-11-01T10:00:00.000Z' }], quizzes: [] },
    },
    { method: 'GET', path: '/progress/quizzes', role: 'user' },
    { method: 'POST', path: '/quizzes/bitcoin-blockchain/attempts', role: 'user', body: { answers: [0, 1, 2, 3] } },
    { method: 'GET', path: '/quizzes/bitcoin-blockchain', role: 'anonymous' },
    { method: 'GET', path: '/tracks', role: 'anonymous' },
    { method: 'GET', path: '/certificates/ABCDEFGHJKMNPQRS', role: 'anonymous' },
    { method: 'GET', path: '/certificates', role: 'user' },
    { method: 'POST', path: '/certificates', role: 'user', body: { track: 'crypto-foundations' } },
    // The API reference page and the image upload (multipart, not a JSON body: its own tests).
    { method: 'GET', path: '/docs', role: 'anonymous' },
    { method: 'POST', path: '/admin/images', role: 'admin' },
  ];
}

const deepArray = (levels: number) => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`) as unknown;

/** A hostile replacement for one value, possibly derived from the valid one. */
const hostileValue = (valid: unknown) =>
  fc.oneof(
    fc.constantFrom(
      '\u0000',
      typeof valid === 'string' ? `${valid}\u0000` : 'a\u0000b',
      'x'.repeat(100_000),
      '\ud800',
      'a\udfffb',
      '\ud83d',
      typeof valid === 'string' ? `${valid}\ud800` : '\udbff\udfff',
      '𝕏'.repeat(300),
      '\u202e\u200b\ufeff',
      "'); drop table users; --",
      '%00',
      '',
      ' ',
    ),
    fc.constantFrom(0, -1, -0, 0.1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324),
    fc.constantFrom(null, true, false, [], {}, [valid], { value: valid }),
    fc.constant(deepArray(40)),
    fc.constant(deepArray(3000)),
    fc.constantFrom({ __proto__: { role: 'admin' } }, { constructor: { prototype: { role: 'admin' } } }),
  );

/** The part of a field's JSON Schema that says which JSON types it accepts. */
interface FieldSchema {
  type?: string | string[];
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  const?: unknown;
  enum?: unknown[];
}

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as 'boolean' | 'string' | 'object';
}

function acceptedTypes(schema: FieldSchema): Set<JsonType> {
  const types = new Set<JsonType>();
  if (typeof schema.type === 'string') types.add(schema.type as JsonType);
  if (Array.isArray(schema.type)) for (const t of schema.type) types.add(t as JsonType);
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) for (const t of acceptedTypes(member)) types.add(t);
  if ('const' in schema) types.add(jsonType(schema.const));
  for (const value of schema.enum ?? []) types.add(jsonType(value));
  if (types.has('number')) types.add('integer');
  return types;
}

/**
 * What a client that converts nothing must not get away with (issue 25): text for a boolean,
 * null, an empty string, a list or digits for a number, a number for text, an object for a list.
 * Only the values whose JSON type the field does not accept are sent.
 */
const WRONG_TYPES: Partial<Record<JsonType, unknown[]>> = {
  boolean: ['false', 'true', 0, null],
  integer: [null, [], '', '12', true],
  number: [null, [], '', '12', true],
  string: [12, false, null, []],
  array: [{}, '1', null],
  object: [[], 'x', null],
};

function wrongTypeValues(schema: FieldSchema): unknown[] {
  const accepted = acceptedTypes(schema);
  const candidates = [...accepted].flatMap((t) => WRONG_TYPES[t] ?? []);
  return candidates.filter((value, i) => !accepted.has(jsonType(value)) && candidates.indexOf(value) === i);
}

/** Every row of every table, as one hash per table: "nothing changed" is then an equality. */
async function tableFingerprints(): Promise<Record<string, string>> {
  const tables = await executeRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await executeRows<{ n: number; h: string | null }>(
      database.db,
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${sql.identifier(name)} t`,
    );
    prints[name] = `${row?.n ?? 0}:${row?.h ?? ''}`;
  }
  return prints;
}

/** `PUT /courses/12` as the document names it: `PUT /courses/{id}`. */
function documentedOperation(op: Operation): string {
  return `${op.method} ${op.path
    .replace(/\/\d+(?=\/|$)/g, '/{id}')
    .replace('/slug/fuzzed-article', '/slug/{slug}')
    .replace('/moved/fuzzed-article', '/moved/{slug}')
    .replace('/content/lessons/bitcoin-blockchain', '/content/{collection}/{slug}')
    .replace(/^\/content\/community$/, '/content/{collection}')
    .replace('/policies/privacyPolicy', '/policies/{field}')
    .replace('/progress/lessons/bitcoin-blockchain', '/progress/{collection}/{slug}')
    .replace('/quizzes/bitcoin-blockchain', '/quizzes/{slug}')
    .replace('/certificates/ABCDEFGHJKMNPQRS', '/certificates/{code}')}`;
}

function send(op: Operation, role: Role, body: string | undefined, query: Record<string, string> | undefined) {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const headers: Record<string, string> = {};
  if (cookies[role]) headers.cookie = cookies[role];
  if (body !== undefined) headers['content-type'] = 'application/json';
  // As sent: a redirect (the List-Unsubscribe link opened in a browser) leads to a page, which is not this API's answer.
  return fetch(`${server.baseUrl}/api${op.path}${search}`, { method: op.method, headers, body, redirect: 'manual' });
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Mail leaves this server (SMTP_URL set), so the newsletter sends reach their handler (they are refused without it).
  server = await startTestServer(database, { mailConfigured: true });
  const signIn = async (role: 'user' | 'admin') => {
    const account = await createAccount(database.db, role);
    const client = createClient(server.baseUrl);
    await client.post('/api/login', { username: account.username, password: account.password });
    return client;
  };
  const user = await signIn('user');
  const admin = await signIn('admin');
  cookies = { anonymous: '', user: user.cookie, admin: admin.cookie };
  const course = await admin.post('/api/courses', {
    title: 'Target course',
    description: 'A course description long enough.',
    level: 'Beginner',
    duration: '1 week',
    price: 1000,
    downloadUrl: 'https://example.com/d.zip',
  });
  const post = await admin.post('/api/blog-posts', {
    title: 'Target article',
    slug: 'target-article',
    content: 'Content long enough.',
    excerpt: 'Excerpt long enough.',
    published: true,
  });
  const event = await admin.post('/api/events', {
    title: 'Target event',
    description: 'An event description long enough.',
    date: '2027-01-01',
    time: '10:00',
    location: 'Roseau',
    isVirtual: false,
  });
  const target = await createAccount(database.db);
  const subscriber = await admin.post('/api/admin/subscribers', { email: 'target-sub@example.com', subscribed: true });
  await user.post('/api/contact', {
    name: 'Kim Lewis',
    email: 'kim@example.com',
    subject: 'Hello',
    message: 'A message long enough to send.',
  });
  const messages = await admin.get('/api/admin/contact-messages');
  const enrollment = await user.post('/api/enroll', { courseId: course.json.id, paymentMethod: 'cash' });
  ids = {
    course: Number(course.json.id),
    post: Number(post.json.id),
    event: Number(event.json.id),
    user: target.id,
    subscriber: Number(subscriber.json.id),
    message: Number((messages.json as unknown as { items: { id: number }[] }).items[0]?.id),
    enrollment: Number(enrollment.json.id),
  };
  for (const [name, id] of Object.entries(ids)) expect(Number.isInteger(id) && id > 0, `${name} id`).toBe(true);
  const doc = (await admin.get('/api/openapi.json')).json as unknown as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, FieldSchema>; required?: string[] } }> } }
      >
    >;
  };
  documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
  bodyFields = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([m, op]) => [
        `${m.toUpperCase()} ${path}`,
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ]),
    ),
  );
  readsBody = new Set(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody !== undefined)
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    ),
  );
  bodyRequired = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([m, op]) => [
        `${m.toUpperCase()} ${path}`,
        op.requestBody?.content?.['application/json']?.schema?.required ?? [],
      ]),
    ),
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('REST fuzzing with one hostile field', () => {
  it('has a valid request for every documented operation', () => {
    const covered = new Set(validOperations().map(documentedOperation));
    const missing = documented.filter((op) => !covered.has(op));
    expect(missing, 'add a valid request for these operations').toEqual([]);
  });

  it(`${RUNS} valid requests with one hostile value each: no 5xx, every error has a message, nothing leaks`, async () => {
    testReport.info(`Hostile-field fuzz: seed ${SEED}, ${RUNS} runs${PART} (FUZZ_SEED=${SEED} FUZZ_HOSTILE_RUNS=${RUNS} to replay)`);
    // Not the 'every admin needs 2FA' switch: a hostile `true` would lock the fuzzing admin out of the rest.
    const operations = validOperations().filter(
      (op) => ((op.body && Object.keys(op.body).length > 0) || op.query) && op.path !== '/admin/settings/security',
    );
    let sent = 0;
    const request = fc.constantFrom(...operations).chain((op) => {
      const fields = [
        ...Object.keys(op.body ?? {}).map((k) => ['body', k] as const),
        ...Object.keys(op.query ?? {}).map((k) => ['query', k] as const),
      ];
      return fc.constantFrom(...fields).chain((field) =>
        fc.record({
          op: fc.constant(op),
          where: fc.constant(field[0]),
          key: fc.constant(field[1]),
          value: hostileValue(field[0] === 'body' ? op.body?.[field[1]] : op.query?.[field[1]]),
          role: fc.oneof(
            { arbitrary: fc.constant(op.role), weight: 8 },
            { arbitrary: fc.constantFrom<Role>('anonymous', 'user', 'admin'), weight: 1 },
          ),
          prototypeKey: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
        }),
      );
    });
    await fc.assert(
      fc.asyncProperty(request, fc.context(), async ({ op, where, key, value, role, prototypeKey }, ctx) => {
        let body: string | undefined;
        let query = op.query;
        if (where === 'body') {
          body = JSON.stringify({ ...op.body, [key]: value });
          // A prototype key travels as JSON text (an object literal would set the prototype instead).
          if (prototypeKey) body = `${body.slice(0, -1)}${body.length > 2 ? ',' : ''}"__proto__":{"role":"admin","isAdmin":true}}`;
        } else {
          query = { ...op.query, [key]: typeof value === 'string' ? value.slice(0, 2000) : JSON.stringify(value).slice(0, 2000) };
          if (op.body) body = JSON.stringify(op.body);
        }
        const res = await send(op, role, body, query);
        const text = await res.text();
        sent++;
        ctx.log(
          `${op.method} ${op.path} ${where}.${key}=${JSON.stringify(value)?.slice(0, 80)} as ${role} -> ${res.status} ${text.slice(0, 200)}`,
        );
        expect(res.status, `${op.method} ${op.path} ${where}.${key}`).toBeLessThan(500);
        if (res.status >= 400 && res.status !== 405 && res.status !== 431) {
          const json = JSON.parse(text) as { message?: unknown };
          expect(typeof json.message, `${op.method} ${op.path} ${res.status}`).toBe('string');
        }
        expect(text).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules|\.ts:\d+/);
        expect(text).not.toMatch(
          /\b(syntax error at or near|relation "|SELECT .* FROM|INSERT INTO|duplicate key value|invalid byte sequence)/i,
        );
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(sent).toBe(RUNS);
  }, 900_000);

  it('every JSON body field, one at a time, refuses each value of the wrong JSON type with a 400 naming it; nothing is written', async () => {
    // The security switch goes last: were a wrong type taken as `true`, the admin would be locked out.
    const operations = validOperations()
      .filter((op) => op.body && Object.keys(bodyFields.get(documentedOperation(op)) ?? {}).length > 0)
      .sort((a, b) => Number(a.path === '/admin/settings/security') - Number(b.path === '/admin/settings/security'));
    const withBody = [...bodyFields].filter(([, fields]) => Object.keys(fields).length > 0).map(([op]) => op);
    const tested = new Set(operations.map(documentedOperation));
    expect(
      withBody.filter((op) => !tested.has(op)),
      'give these operations a valid body',
    ).toEqual([]);
    const before = await tableFingerprints();
    expect(Object.keys(before).length, 'tables fingerprinted').toBeGreaterThan(10);
    let sent = 0;
    for (const op of operations) {
      for (const [field, schema] of Object.entries(bodyFields.get(documentedOperation(op)) ?? {})) {
        const values = wrongTypeValues(schema);
        expect(values.length, `${documentedOperation(op)} ${field}: no wrong type to send`).toBeGreaterThan(0);
        for (const value of values) {
          const res = await send(op, op.role, JSON.stringify({ ...op.body, [field]: value }), op.query);
          const text = await res.text();
          sent++;
          const label = `${documentedOperation(op)} ${field}=${JSON.stringify(value)} -> ${res.status} ${text.slice(0, 200)}`;
          expect(res.status, label).toBe(400);
          const json = JSON.parse(text) as { code?: unknown; message?: unknown; issues?: { path: string }[] };
          expect(json.code, label).toBe('BAD_REQUEST');
          expect(typeof json.message, label).toBe('string');
          expect(
            json.issues?.some((i) => i.path === field || i.path.startsWith(`${field}.`)),
            label,
          ).toBe(true);
        }
      }
    }
    testReport.info(`Wrong JSON types: ${sent} requests over ${operations.length} bodies, each a 400`);
    expect(await tableFingerprints()).toEqual(before);
  }, 300_000);

  it('every JSON body with only its required fields, and with each optional field left out: an answer, never a 5xx (probe 25, F1)', async () => {
    // PATCH /admin/subscribers/{id} with nothing to change was a 500 ("No values to set"): the
    // fuzzers above always sent every field.
    const operations = validOperations().filter((op) => op.body && op.path !== '/admin/settings/security');
    let sent = 0;
    const withOptional = new Set<string>();
    for (const op of operations) {
      const body = op.body!;
      const required = new Set(bodyRequired.get(documentedOperation(op)));
      const optional = Object.keys(body).filter((key) => !required.has(key));
      const variants = [
        Object.fromEntries(Object.entries(body).filter(([key]) => required.has(key))),
        ...optional.map((left) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== left))),
      ];
      if (optional.length > 0) withOptional.add(documentedOperation(op));
      for (const variant of optional.length > 0 ? variants : []) {
        const res = await send(op, op.role, JSON.stringify(variant), op.query);
        const text = await res.text();
        sent++;
        const label = `${documentedOperation(op)} ${JSON.stringify(variant).slice(0, 120)} -> ${res.status} ${text.slice(0, 200)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) expect(typeof (JSON.parse(text) as { message?: unknown }).message, label).toBe('string');
      }
    }
    testReport.info(`Bodies with fields left out: ${sent} requests over ${withOptional.size} operations`);
    expect(withOptional).toContain('PATCH /admin/subscribers/{id}');
    expect(sent).toBeGreaterThan(withOptional.size);
  }, 300_000);

  it('every JSON body with one key the document does not name is a 400 naming it, and nothing is written', async () => {
    // All bodies but one were strict; PUT /progress/{collection}/{slug} took any key (probe 25).
    const operations = validOperations().filter(
      (op) => op.body && readsBody.has(documentedOperation(op)) && op.path !== '/admin/settings/security',
    );
    expect(operations.length).toBeGreaterThan(40);
    const before = await tableFingerprints();
    const accepted: string[] = [];
    for (const op of operations) {
      const res = await send(op, op.role, JSON.stringify({ ...op.body, unexpectedField: true }), op.query);
      const json = (await res.json()) as { issues?: { path: string; message: string }[] };
      if (res.status !== 400 || !json.issues?.some((issue) => issue.message.includes('unexpectedField')))
        accepted.push(`${documentedOperation(op)} -> ${res.status} ${JSON.stringify(json).slice(0, 160)}`);
    }
    expect(accepted).toEqual([]);
    expect(await tableFingerprints()).toEqual(before);
  }, 300_000);
});
