/**
 * `/api/openapi.json` lists every route served under /api, and serves every route it lists:
 * the procedures' REST mappings, the hand-written Express routes (calendar file, one-click
 * unsubscribe, CSV exports), and nothing registered beside them.
 */
import { IMAGE_UPLOAD_PATH } from '../media/image-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../../test/db';
import { createClient, signedInClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { appRouter } from '../routers/_app';
import { HAND_WRITTEN_ROUTES } from './hand-written';
import { createRestRouter } from './handler';
import { restOperations } from './operations';
import { EVENT_DATE_DESCRIPTION, EVENT_TIME_DESCRIPTION } from '../../shared/schemas/events';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let documented: string[];
const parameterSchema = z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), schema: z.unknown() });
const documentSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({ parameters: z.array(parameterSchema).optional(), responses: z.record(z.string(), z.unknown()).optional() }),
    ),
  ),
});
/** Whether the document lists this status among the operation's answers. */
const documents = (op: string, status: number) => {
  const [method, path] = op.split(' ') as [string, string];
  return Object.keys(doc.paths[path]?.[method.toLowerCase()]?.responses ?? {}).includes(String(status));
};
let doc: z.infer<typeof documentSchema>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  doc = documentSchema.parse((await createClient(server.baseUrl).get('/api/openapi.json')).json);
  documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** `/events/:id/calendar.ics` in OpenAPI's form. */
const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('lists every procedure mapping and every hand-written route, and nothing else', () => {
    const served = [
      ...restOperations(appRouter).map((op) => `${op.method} ${op.path}`),
      ...HAND_WRITTEN_ROUTES.map((route) => `${route.method} ${route.path}`),
      // Served before the REST router (its own deadline for a large upload: media/image-upload.ts).
      `POST ${IMAGE_UPLOAD_PATH}`,
    ];
    expect(served).toContain('GET /events/{id}/calendar.ics');
    expect(served).toContain('POST /newsletter/one-click-unsubscribe');
    expect(documented.filter((op) => !served.includes(op))).toEqual([]);
    expect(served.filter((op) => !documented.includes(op))).toEqual([]);
  });

  it("is titled neutrally: the site's name is the operator's and may change (probe 24, D4)", async () => {
    const raw = (await createClient(server.baseUrl).get('/api/openapi.json')).json as unknown as { info: { title: string } };
    expect(raw.info.title).toBe('REST API');
  });

  it('describes numbers in addresses as integers, with their defaults, not required where they have one', () => {
    const params = doc.paths['/admin/users']?.get?.parameters ?? [];
    expect(params.find((p) => p.name === 'page')).toMatchObject({ in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } });
    expect(params.find((p) => p.name === 'page')?.required).not.toBe(true);
    expect(params.find((p) => p.name === 'pageSize')).toMatchObject({ schema: { type: 'integer', default: 20 } });
    const id = doc.paths['/events/{id}']?.get?.parameters?.find((p) => p.name === 'id');
    expect(id).toMatchObject({ in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0 } });
  });

  it('has every Express route of the REST router in it (a route added beside the table would show here)', () => {
    const rest = createRestRouter({
      router: appRouter,
      db: database.db,
      createContext: () => Promise.reject(new Error('not called')),
      onProcedureError: () => {},
    });
    const routes = rest.stack.flatMap((layer) =>
      layer.route ? layer.route.stack.map((handler) => `${handler.method.toUpperCase()} ${openApiPath(layer.route!.path)}`) : [],
    );
    expect(routes.length).toBeGreaterThanOrEqual(HAND_WRITTEN_ROUTES.length);
    expect(routes.filter((op) => op !== 'GET /openapi.json' && !documented.includes(op))).toEqual([]);
  });

  it('lists the statuses the site answers with (201 for a creation, 409, 429) and the error body as it is sent', async () => {
    const body = { username: 'openapi_reader', fullName: 'Open Reader', email: 'openapi.reader@example.com', password: 'secret123' };
    const created = await createClient(server.baseUrl).post('/api/register', body);
    expect(created.status).toBe(201);
    expect([documents('POST /register', 201), documents('POST /register', 200)]).toEqual([true, false]);
    const taken = await createClient(server.baseUrl).post('/api/register', body);
    expect(taken.status).toBe(409);
    expect(documents('POST /register', 409)).toBe(true);

    // The limits as a site has them (this file's server loosens them 1000 times).
    const strict = await startTestServer(database, { rateLimitScale: 1 });
    const client = createClient(strict.baseUrl);
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++)
      status = (await client.post('/api/login', { username: body.username, password: 'wrong-one' })).status;
    await strict.close();
    expect(status).toBe(429);
    expect(documents('POST /login', 429)).toBe(true);

    // A refusal with field issues, against the schema the document gives for it.
    const refused = await createClient(server.baseUrl).post('/api/register', { ...body, username: 'x', email: 'not-an-email' });
    expect(refused.status).toBe(400);
    const issueSchemaOf = z.object({
      components: z.object({
        schemas: z.object({
          'error.BAD_REQUEST': z.object({
            properties: z.object({
              issues: z.object({ items: z.object({ properties: z.record(z.string(), z.unknown()), required: z.array(z.string()) }) }),
            }),
          }),
        }),
      }),
    });
    const issueSchema = issueSchemaOf.parse((await createClient(server.baseUrl).get('/api/openapi.json')).json).components.schemas[
      'error.BAD_REQUEST'
    ].properties.issues.items;
    const { issues } = z.object({ issues: z.array(z.record(z.string(), z.unknown())) }).parse(refused.json);
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(Object.keys(issue).filter((key) => !(key in issueSchema.properties))).toEqual([]);
      expect(issueSchema.required.filter((key) => !(key in issue))).toEqual([]);
    }
  });

  it("lists the refusals a procedure's own code gives: 412 when something is missing, 429 for a cap (meta.refusals), 404 for a record named", async () => {
    const learner = await signedInClient(server.baseUrl, database.db);
    const unfinished = await learner.post('/api/certificates', { track: 'crypto-foundations' });
    expect(unfinished.status).toBe(412);
    expect(documents('POST /certificates', 412)).toBe(true);

    // This file's server sends no mail, as a fresh install.
    const admin = await signedInClient(server.baseUrl, database.db, 'admin');
    const issue = { subject: 'A subject', body: 'A body for the newsletter.' };
    for (const path of ['/admin/newsletter/test', '/admin/newsletter/issues']) {
      const refused = await admin.post(`/api${path}`, issue);
      expect([path, refused.status]).toEqual([path, 412]);
      expect(documents(`POST ${path}`, 412), path).toBe(true);
    }
    expect(documents('POST /admin/newsletter/test', 429)).toBe(true);
    // Only where declared: a read of the list refuses nothing of the kind.
    expect(documents('GET /admin/newsletter/issues', 412)).toBe(false);

    // A POST naming a record that is not there: the generator lists 404 for other methods only.
    const gone = await learner.post('/api/enroll', { courseId: 987654, paymentMethod: 'usdt' });
    expect(gone.status).toBe(404);
    expect(documents('POST /enroll', 404)).toBe(true);
    const noSuchEnrollment = await admin.post('/api/admin/enrollments/987654/approve', {});
    expect(noSuchEnrollment.status).toBe(404);
    expect(documents('POST /admin/enrollments/{id}/approve', 404)).toBe(true);
    expect(documents('POST /login', 404)).toBe(false);
    // A record named by something else than an id: declared where it is answered (probe 76, F5).
    const anonymous = createClient(server.baseUrl);
    for (const [op, path, body] of [
      ['POST /newsletter/unsubscribe', '/api/newsletter/unsubscribe', { token: 'n'.repeat(32) }],
      ['POST /certificates', '/api/certificates', { track: 'no-such-track' }],
    ] as const) {
      const res = await (op === 'POST /certificates' ? learner : anonymous).post(path, body);
      expect([op, res.status]).toEqual([op, 404]);
      expect(documents(op, 404), op).toBe(true);
    }
    const oneClick = await anonymous.post(`/api/newsletter/one-click-unsubscribe?token=${'n'.repeat(32)}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(oneClick.status).toBe(404);
    expect(documents('POST /newsletter/one-click-unsubscribe', 404)).toBe(true);
    // Every call with a body: too large, or not JSON.
    const notJson = await anonymous.post('/api/contact', 'name=a', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);
    const tooLarge = await anonymous.post('/api/contact', {
      name: 'A',
      email: 'a@example.com',
      subject: 'S',
      message: 'x'.repeat(2_000_000),
    });
    expect(tooLarge.status).toBe(413);
    for (const status of [413, 415]) {
      expect(documents('POST /contact', status), String(status)).toBe(true);
      expect(documents('PUT /admin/settings/payments', status), String(status)).toBe(true);
      expect(documents('GET /courses', status), String(status)).toBe(false);
    }
  });

  it('serves every operation it lists (none answers the unknown-route 404), each with a status it lists', async () => {
    const client = createClient(server.baseUrl);
    const undocumented: string[] = [];
    for (const op of documented) {
      const [method, path] = op.split(' ') as [string, string];
      const res = await client.request(method, `/api${path.replace(/\{[^}]+\}/g, '1')}`, method === 'GET' ? undefined : {});
      expect(res.status, op).toBeLessThan(500);
      expect(res.status === 404 && res.json?.message === 'Not found', `${op} is not served`).toBe(false);
      if (!documents(op, res.status)) undocumented.push(`${op}: ${res.status}`);
    }
    expect(undocumented).toEqual([]);
    expect((await client.get('/api/no-such-route')).json).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    // The fuzzer's find once the calendar route was documented: Express could not decode the id.
    const undecodable = await client.get('/api/events/%/calendar.ics');
    expect(undecodable.status).toBe(400);
    expect(undecodable.json).toEqual({ message: 'The request path is not valid.', code: 'BAD_REQUEST' });
  });

  it("describes an event's date and time: their format and their zone (probe 78, F12)", async () => {
    const raw = (await createClient(server.baseUrl).get('/api/openapi.json')).json;
    const text = JSON.stringify(raw);
    for (const description of [EVENT_DATE_DESCRIPTION, EVENT_TIME_DESCRIPTION]) expect(text).toContain(JSON.stringify(description));
    const events = z
      .object({
        paths: z.object({
          '/events': z.object({ post: z.object({ requestBody: z.unknown() }), get: z.object({ responses: z.unknown() }) }),
        }),
      })
      .parse(raw).paths['/events'];
    expect(JSON.stringify(events.post.requestBody)).toContain(JSON.stringify(EVENT_TIME_DESCRIPTION));
    expect(JSON.stringify(events.get.responses)).toContain(JSON.stringify(EVENT_DATE_DESCRIPTION));
  });
});
