/** `DELETE /api/admin/users/{id}` reads the acting admin's proof from the JSON body, never the URL. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, seedFirstStart, type TestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { users } from '../db/schema';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const exists = async (id: number) => (await database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('REST: an admin deletes an account', () => {
  it('400 without the proof (naming currentPassword), never read from the query; 403 wrong; 200 with it', async () => {
    const learner = await createAccount(database.db);
    const admin = createClient(server.baseUrl);
    expect((await admin.post('/api/login', { username: 'admin', password: 'primary-pass' })).status).toBe(200);
    const path = `/api/admin/users/${learner.id}`;

    const none = await admin.delete(path);
    expect(none.status).toBe(400);
    expect(none.json.issues).toEqual([expect.objectContaining({ path: 'currentPassword' })]);
    expect((await admin.delete(`${path}?currentPassword=primary-pass`)).status).toBe(400);
    const wrong = await admin.delete(path, { currentPassword: 'not-it' });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ code: 'FORBIDDEN', issues: [expect.objectContaining({ path: 'currentPassword' })] });
    // Wrong JSON types are a 400, not a deletion.
    expect((await admin.delete(path, { currentPassword: ['primary-pass'] })).status).toBe(400);
    expect((await admin.delete(path, { currentPassword: 'primary-pass', extra: true })).status).toBe(400);
    expect(await exists(learner.id)).toBe(true);

    // The path's id is the one deleted, whatever the body says.
    const bystander = await createAccount(database.db);
    const deleted = await admin.delete(path, { currentPassword: 'primary-pass', id: bystander.id });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ success: true });
    expect(await exists(learner.id)).toBe(false);
    expect(await exists(bystander.id)).toBe(true);
    expect((await admin.delete('/api/admin/users/abc', { currentPassword: 'primary-pass' })).status).toBe(400);
    expect((await admin.delete(path, { currentPassword: 'primary-pass' })).status).toBe(404);
  });

  it('learners and visitors are refused before any proof is looked at', async () => {
    const learner = await createAccount(database.db);
    const other = await createAccount(database.db);
    const client = createClient(server.baseUrl);
    expect((await client.delete(`/api/admin/users/${other.id}`, { currentPassword: 'x' })).status).toBe(401);
    await client.post('/api/login', { username: learner.username, password: learner.password });
    expect((await client.delete(`/api/admin/users/${other.id}`, { currentPassword: learner.password })).status).toBe(403);
    expect(await exists(other.id)).toBe(true);
  });

  it('the OpenAPI document says the proof is a JSON body', async () => {
    const { paths } = z
      .object({ paths: z.record(z.string(), z.unknown()) })
      .parse((await createClient(server.baseUrl).get('/api/openapi.json')).json);
    const remove = z
      .object({
        delete: z.object({
          parameters: z.array(z.object({ in: z.string() })),
          requestBody: z.object({
            content: z.object({ 'application/json': z.object({ schema: z.object({ required: z.array(z.string()) }) }) }),
          }),
        }),
      })
      .parse(paths['/admin/users/{id}']).delete;
    expect(remove.parameters.map((p) => p.in)).toEqual(['path']);
    expect(remove.requestBody.content['application/json'].schema.required).toEqual(['currentPassword']);
  });
});
