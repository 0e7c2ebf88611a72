/**
 * Issue 25 finding 11: `POST /api/2fa/setup` answers with the new TOTP secret and `/confirm` with
 * the recovery codes, without `Cache-Control: no-store`: a shared or browser cache could keep
 * them. Every write's answer (REST, tRPC, native form posts) is no-store, whatever its status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
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

const noStore = (res: { headers: Headers }) => (res.headers.get('cache-control') ?? '').split(',').map((d) => d.trim());

describe('Cache-Control: no-store on secrets and writes', () => {
  it('POST /api/2fa/setup (the secret) and /api/2fa/confirm answer no-store', async () => {
    const account = await createAccount(database.db, 'admin');
    const admin = createClient(server.baseUrl);
    expect((await admin.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
    // With or without the current password in the body (step-up), every answer is no-store.
    const answers = [await admin.post('/api/2fa/setup', {}), await admin.post('/api/2fa/setup', { password: account.password })];
    for (const res of answers) expect(noStore(res), String(res.status)).toContain('no-store');
    const withSecret = answers.find((res) => res.status === 200);
    expect(withSecret?.json).toHaveProperty('secret');
    const confirm = await admin.post('/api/2fa/confirm', { code: '000000' });
    expect(confirm.status).toBeGreaterThanOrEqual(400);
    expect(noStore(confirm)).toContain('no-store');
  });

  it('every write answers no-store, succeeded or refused, over REST and tRPC', async () => {
    const anonymous = createClient(server.baseUrl);
    const account = await createAccount(database.db);
    const writes = [
      await anonymous.post('/api/login', { username: account.username, password: account.password }),
      await anonymous.post('/api/login', { username: account.username, password: 'wrong-wrong' }),
      await anonymous.post('/api/contact', {}),
      await anonymous.post('/trpc/auth.logout', {}),
      await anonymous.put('/api/admin/settings/content', {}),
    ];
    for (const res of writes) expect(noStore(res), String(res.status)).toContain('no-store');
  });
});
