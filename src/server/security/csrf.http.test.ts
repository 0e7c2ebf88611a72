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
  await database.close();
});

const body = { username: 'csrfuser', fullName: 'Csrf User', email: 'csrf@example.com', password: 'secret12' };

describe('CSRF defence', () => {
  it('refuses cross-site and foreign-origin writes on REST and tRPC', async () => {
    const client = createClient(server.baseUrl);
    const crossSite = await client.post('/api/register', body, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const foreign = await client.post('/api/register', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const nullOrigin = await client.post('/api/register', body, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const trpc = await fetch(`${server.baseUrl}/trpc/auth.logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(trpc.status).toBe(403);
  });

  it('refuses form-encoded and text/plain writes (the "simple request" a foreign form can send)', async () => {
    const client = createClient(server.baseUrl);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const api = await client.post('/api/login', 'username=a&password=b', { 'content-type': type });
      expect(api.status, type).toBe(415);
      const trpc = await fetch(`${server.baseUrl}/trpc/auth.logout`, { method: 'POST', headers: { 'content-type': type }, body: '{}' });
      expect(trpc.status, type).toBe(415);
    }
  });

  it('allows same-origin JSON writes', async () => {
    const client = createClient(server.baseUrl);
    const ok = await client.post('/api/register', body, { origin: server.baseUrl, 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(201);
  });

  it('GET never changes state', async () => {
    const res = await createClient(server.baseUrl).get('/api/logout');
    expect(res.status).toBe(404);
  });
});
