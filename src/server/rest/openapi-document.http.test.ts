/**
 * `/api/openapi.json` lists every route served under /api, and serves every route it lists:
 * the procedures' REST mappings, the hand-written Express routes (calendar file, one-click
 * unsubscribe, CSV exports), and nothing registered beside them.
 */
import { IMAGE_UPLOAD_PATH } from '../media/image-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { appRouter } from '../routers/_app';
import { HAND_WRITTEN_ROUTES } from './hand-written';
import { createRestRouter } from './handler';
import { restOperations } from './operations';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let documented: string[];
const parameterSchema = z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), schema: z.unknown() });
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ parameters: z.array(parameterSchema).optional() }))),
});
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

  it('serves every operation it lists (none answers the unknown-route 404)', async () => {
    const client = createClient(server.baseUrl);
    for (const op of documented) {
      const [method, path] = op.split(' ') as [string, string];
      const res = await client.request(method, `/api${path.replace(/\{[^}]+\}/g, '1')}`, method === 'GET' ? undefined : {});
      expect(res.status, op).toBeLessThan(500);
      expect(res.status === 404 && res.json?.message === 'Not found', `${op} is not served`).toBe(false);
    }
    expect((await client.get('/api/no-such-route')).json).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    // The fuzzer's find once the calendar route was documented: Express could not decode the id.
    const undecodable = await client.get('/api/events/%/calendar.ics');
    expect(undecodable.status).toBe(400);
    expect(undecodable.json).toEqual({ message: 'The request path is not valid.', code: 'BAD_REQUEST' });
  });
});
