import { Secret, TOTP } from 'otpauth';
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

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe('admin 2FA over REST', () => {
  it('POST /api/login answers 401 "code required"; POST /api/login/2fa finishes the sign-in', async () => {
    const account = await createAccount(database.db, 'admin');
    const admin = createClient(server.baseUrl);
    expect((await admin.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
    // Step-up: the set-up asks for the password (a stolen cookie cannot enrol an authenticator).
    expect((await admin.post('/api/2fa/setup', {})).status).toBe(400);
    expect((await admin.post('/api/2fa/setup', { password: 'not-the-password' })).status).toBe(403);
    const setup = await admin.post('/api/2fa/setup', { password: account.password });
    expect(setup.status).toBe(200);
    expect(setup.headers.get('cache-control')).toMatch(/no-store/);
    const secret = setup.json.secret as string;
    const confirmed = await admin.post('/api/2fa/confirm', { code: codeAt(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.recoveryCodes).toHaveLength(10);
    const status = await admin.get('/api/2fa');
    expect(status.json).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(status.text).not.toContain(secret);

    const browser = createClient(server.baseUrl);
    const first = await browser.post('/api/login', { username: account.username, password: account.password });
    expect(first.status).toBe(401);
    expect(first.json.message).toMatch(/^Two-factor code required/);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await browser.get('/api/admin/stats')).status).toBe(401);
    const wrong = await browser.post('/api/login/2fa', { code: '000000' === codeAt(secret, 1) ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    const second = await browser.post('/api/login/2fa', { code: codeAt(secret, 1) });
    expect(second.status).toBe(200);
    expect(second.json.username).toBe(account.username);
    expect((await browser.get('/api/admin/stats')).status).toBe(200);

    // Without the first step there is nothing to finish.
    expect((await createClient(server.baseUrl).post('/api/login/2fa', { code: '123456' })).status).toBe(401);
  });

  it('code entry is rate limited per account, from any address: after 10 wrong codes even the right one waits', async () => {
    // Production allowances on a server of its own.
    const strict = await startTestServer(database, { rateLimitScale: 1 });
    const account = await createAccount(database.db, 'admin');
    const admin = createClient(strict.baseUrl);
    await admin.post('/api/login', { username: account.username, password: account.password });
    const secret = (await admin.post('/api/2fa/setup', { password: account.password })).json.secret as string;
    await admin.post('/api/2fa/confirm', { code: codeAt(secret) });
    const right = codeAt(secret, 1);
    const bad = right === '000000' ? '111111' : '000000';
    // Each pair of wrong codes from another browser: the count is the account's, not the browser's.
    let browser = createClient(strict.baseUrl);
    for (let i = 0; i < 10; i++) {
      if (i % 2 === 0) {
        browser = createClient(strict.baseUrl);
        await browser.post('/api/login', { username: account.username, password: account.password });
      }
      expect((await browser.post('/api/login/2fa', { code: bad })).status).toBe(401);
    }
    const limited = await browser.post('/api/login/2fa', { code: right });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    await strict.close();
  });
});
