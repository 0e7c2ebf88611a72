import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { rateLimitScale: 1 });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('rate limits (production allowances)', () => {
  it('an account locks after 5 failed logins (429, Retry-After, readable message); the address is limited to 10 attempts a minute', async () => {
    const victim = await createAccount(database.db);
    const client = createClient(server.baseUrl);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/login', { username: victim.username, password: 'wrong-password' })).status).toBe(401);
    }
    // Even the right password is refused now, and the answer says how long to wait.
    const locked = await client.post('/api/login', { username: victim.username, password: victim.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(locked.json.message).toMatch(/Too many attempts\. Please wait \d+ minutes and try again\./);
    // An unknown username is counted the same way, so the limit reveals nothing about who exists.
    for (let i = 0; i < 4; i++) {
      expect((await client.post('/api/login', { username: `ghost${i}`, password: 'wrong-password' })).status).toBe(401);
    }
    // That was the 10th attempt from this address in a minute: the 11th is refused, whoever it is for.
    const other = await createAccount(database.db);
    const refused = await client.post('/api/login', { username: other.username, password: other.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('contact messages are limited per address; tRPC answers 429 too', async () => {
    const message = { name: 'Kim Lewis', email: 'kim@example.com', subject: 'Payments', message: 'How do I pay by mobile banking?' };
    const client = createClient(server.baseUrl);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/contact', message)).status).toBe(201);
    const sixth = await client.post('/api/contact', message);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    const viaTrpc = await client.post('/trpc/contact.send', { json: message });
    expect(viaTrpc.status).toBe(429);
    expect(viaTrpc.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
