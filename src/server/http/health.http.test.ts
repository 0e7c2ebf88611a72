import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
});

describe('health and request ids', () => {
  it('every response carries an X-Request-Id; a sane incoming one is kept, junk is replaced', async () => {
    const client = createClient(server.baseUrl);
    const plain = await client.get('/api/settings');
    expect(plain.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await client.get('/api/settings', { 'x-request-id': 'proxy-abc-12345' });
    expect(kept.headers.get('x-request-id')).toBe('proxy-abc-12345');
    const junk = await client.get('/api/settings', { 'x-request-id': 'bad id <script>' });
    expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/healthz is always ok; /readyz follows the database', async () => {
    const client = createClient(server.baseUrl);
    expect((await client.get('/healthz')).json).toEqual({ status: 'ok' });
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    await database.close();
    const down = await client.get('/readyz');
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ status: 'unavailable' });
    expect((await client.get('/healthz')).status).toBe(200);
  });
});
