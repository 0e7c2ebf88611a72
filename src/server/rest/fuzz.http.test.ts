/**
 * Property-based fuzzing of every REST endpoint listed in /api/openapi.json: wrong types, missing
 * and extra fields, huge strings and numbers, unicode and NUL, malformed JSON, wrong content
 * types and bad ids, as anonymous, user and admin. No answer may be a 5xx, every error body must
 * carry `message`, and none may leak a stack trace or SQL. The seed is fixed (FUZZ_SEED overrides)
 * and printed, so a failure can be replayed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { fuzzShare } from '../../../test/fuzz-share';
import { testReport } from '../../../test/report';

const { seed: SEED, runs: RUNS, label: PART } = fuzzShare(20261122, 10_000);

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let cookies: Record<'anonymous' | 'user' | 'admin', string>;
let operations: { method: string; path: string; fields: string[] }[];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const signIn = async (role: 'user' | 'admin') => {
    const account = await createAccount(database.db, role);
    const client = createClient(server.baseUrl);
    await client.post('/api/login', { username: account.username, password: account.password });
    return client.cookie;
  };
  cookies = { anonymous: '', user: await signIn('user'), admin: await signIn('admin') };
  const doc = (await createClient(server.baseUrl).get('/api/openapi.json')).json as unknown as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const nasty = fc.oneof(
  { arbitrary: fc.string(), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 50 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '../../etc/passwd',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '%',
      '%00',
      '💥'.repeat(20),
    ),
    weight: 3,
  },
  { arbitrary: fc.constant('x'.repeat(100_000)), weight: 1 },
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MAX_VALUE, 1e308, 0.5),
);
const anyValue = fc.oneof(
  nasty,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const pathParam = fc.oneof(
  nastyNumber.map(String),
  nasty.map((s) => encodeURIComponent(s.slice(0, 300))),
  fc.constantFrom('0', '-1', '1', '99999999999999999999', 'abc', '1.5', '%', '%E0%A4%A', 'null'),
);

const OVERSIZED_BODY = JSON.stringify({ title: 'x'.repeat(2_000_000) });

function bodyFor(fields: string[]) {
  const wrongFields = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: fields.length }).chain((base) =>
        fc
          .dictionary(
            nasty.map((k) => k.slice(0, 40)),
            anyValue,
            { maxKeys: 3 },
          )
          .map((extra) => JSON.stringify({ ...base, ...extra })),
      )
    : fc.constant('{}');
  return fc.oneof(
    { arbitrary: wrongFields, weight: 6 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), weight: 2 },
    { arbitrary: fc.constantFrom('{', '{"a":', 'null', '[]', '""', 'not json', '\u0000', '{"__proto__":{"admin":true}}'), weight: 2 },
    { arbitrary: fc.constant(OVERSIZED_BODY), weight: 1 },
  );
}

describe('REST fuzzing', () => {
  it(`${RUNS} generated bad requests across every endpoint: no 5xx, every error has a message, nothing leaks`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    testReport.info(
      `REST fuzz: seed ${SEED}, ${RUNS} runs over ${operations.length} operations${PART} (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} to replay)`,
    );
    let sent = 0;
    const request = fc.record({
      target: fc
        .constantFrom(...operations)
        .chain((operation) => fc.record({ operation: fc.constant(operation), body: bodyFor(operation.fields) })),
      role: fc.constantFrom('anonymous' as const, 'user' as const, 'admin' as const),
      params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
      query: fc.dictionary(
        nasty.map((k) => k.slice(0, 20)),
        nasty.map((v) => v.slice(0, 200)),
        { maxKeys: 3 },
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        '',
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        request,
        fc.context(),
        async ({ target: { operation, body: generatedBody }, role, params, query, contentType }, ctx) => {
          let i = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, () => params[i++ % params.length]!);
          const search = new URLSearchParams(query).toString();
          const url = `${server.baseUrl}/api${path}${search ? `?${search}` : ''}`;
          const headers: Record<string, string> = {};
          if (cookies[role]) headers.cookie = cookies[role];
          if (contentType) headers['content-type'] = contentType;
          const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
          const body = hasBody ? generatedBody : undefined;
          // As sent: a redirect (the List-Unsubscribe link opened in a browser) leads to a page, which is not this API's answer.
          const res = await fetch(url, { method: operation.method, headers, body, redirect: 'manual' });
          const text = await res.text();
          sent++;
          ctx.log(`${operation.method} ${url.slice(0, 200)} as ${role} -> ${res.status} ${text.slice(0, 200)}`);
          expect(res.status, `${operation.method} ${path}`).toBeLessThan(500);
          if (res.status >= 400 && res.status !== 405) {
            const json = JSON.parse(text) as { message?: unknown };
            expect(typeof json.message, `${operation.method} ${path} ${res.status}`).toBe('string');
          }
          expect(text).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules|\.ts:\d+/);
          expect(text).not.toMatch(/\b(syntax error at or near|relation "|SELECT .* FROM|INSERT INTO|duplicate key value)/i);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(sent).toBe(RUNS);
  }, 600_000);
});
