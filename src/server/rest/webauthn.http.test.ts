/**
 * The passkey REST contract (../shared/api.md): POST /api/webauthn/register/options|verify,
 * POST /api/webauthn/login/options|verify, GET /api/webauthn/credentials,
 * DELETE /api/webauthn/credentials/{id}. The browser's part is played by a software authenticator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
// The configured public origin: the relying party the passkeys belong to (not the Host header).
const PUBLIC_URL = 'http://localhost:3000';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type Client = ReturnType<typeof createClient>;
type Options = Parameters<SoftAuthenticator['register']>[0] & Parameters<SoftAuthenticator['authenticate']>[0];

async function signIn(role: 'user' | 'admin' = 'user') {
  const account = await createAccount(database.db, role);
  const client = createClient(server.baseUrl);
  expect((await client.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
  return { account, client };
}

async function addPasskey(client: Client, password: string, authenticator: SoftAuthenticator) {
  const options = await client.post('/api/webauthn/register/options', { currentPassword: password });
  expect(options.status).toBe(200);
  const verified = await client.post('/api/webauthn/register/verify', {
    response: authenticator.register(options.json as unknown as Options),
    name: 'Laptop',
  });
  expect(verified.status).toBe(201);
  return verified.json;
}

async function loginOptions(client: Client, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/webauthn/login/options', body);
  expect(res.status).toBe(200);
  return res.json as unknown as Options;
}

describe('passkeys over REST', () => {
  it('answers 401 to anonymous callers for adding, listing and removing', async () => {
    const anon = createClient(server.baseUrl);
    expect((await anon.post('/api/webauthn/register/options', { currentPassword: 'password123' })).status).toBe(401);
    expect((await anon.post('/api/webauthn/register/verify', {})).status).toBe(401);
    expect((await anon.get('/api/webauthn/credentials')).status).toBe(401);
    expect((await anon.delete('/api/webauthn/credentials/1')).status).toBe(401);
  });

  it('answers 403 when the step-up proof fails, and no challenge is handed out', async () => {
    const { client } = await signIn();
    const res = await client.post('/api/webauthn/register/options', { currentPassword: 'wrong-password' });
    expect(res.status).toBe(403);
    expect(res.json.challenge).toBeUndefined();
  });

  it('adds a passkey, lists it, signs in with it (no username), and removes it', async () => {
    const { account, client } = await signIn();
    const authenticator = new SoftAuthenticator({ origin: PUBLIC_URL });
    const options = await client.post('/api/webauthn/register/options', { currentPassword: account.password });
    expect(options.json).toMatchObject({ rp: { id: 'localhost' }, user: { name: account.username } });
    const added = await addPasskey(client, account.password, authenticator);
    const list = await client.get('/api/webauthn/credentials');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([expect.objectContaining({ id: added.id, name: 'Laptop', lastUsedAt: null })]);
    // The list is a signed-in answer: nothing secret in it.
    expect(list.text).not.toMatch(/publicKey|credentialId|counter/);

    const browser = createClient(server.baseUrl);
    const signInOptions = await loginOptions(browser);
    expect(signInOptions.allowCredentials ?? []).toEqual([]);
    const verified = await browser.post('/api/webauthn/login/verify', { response: authenticator.authenticate(signInOptions) });
    expect(verified.status).toBe(200);
    expect(verified.json.username).toBe(account.username);
    expect((await browser.get('/api/user')).json.id).toBe(account.id);

    expect((await client.delete(`/api/webauthn/credentials/${String(added.id)}`)).status).toBe(200);
    expect((await client.get('/api/webauthn/credentials')).json).toEqual([]);
    const after = createClient(server.baseUrl);
    expect(
      (await after.post('/api/webauthn/login/verify', { response: authenticator.authenticate(await loginOptions(after)) })).status,
    ).toBe(401);
  });

  it('a challenge is single-use, even when the old cookie is sent again', async () => {
    const { account, client } = await signIn();
    const authenticator = new SoftAuthenticator({ origin: PUBLIC_URL, counterStep: 0 });
    await addPasskey(client, account.password, authenticator);
    const browser = createClient(server.baseUrl);
    const options = await loginOptions(browser);
    const cookieWithChallenge = browser.cookie;
    const response = authenticator.authenticate(options);
    expect((await browser.post('/api/webauthn/login/verify', { response })).status).toBe(200);
    const replay = createClient(server.baseUrl);
    replay.cookie = cookieWithChallenge;
    const again = await replay.post('/api/webauthn/login/verify', { response });
    expect(again.status).toBe(401);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it("a credential of user A cannot sign in as B (username given), and A's replayed counter is refused", async () => {
    const a = await signIn();
    const b = await signIn();
    const authA = new SoftAuthenticator({ origin: PUBLIC_URL });
    await addPasskey(a.client, a.account.password, authA);
    await addPasskey(b.client, b.account.password, new SoftAuthenticator({ origin: PUBLIC_URL }));
    const keyA = authA.keys[0];
    if (!keyA) throw new Error('no key');

    const browser = createClient(server.baseUrl);
    const forB = await loginOptions(browser, { username: b.account.username });
    expect((await browser.post('/api/webauthn/login/verify', { response: authA.authenticate(forB, keyA) })).status).toBe(401);
    expect((await browser.get('/api/user')).status).toBe(401);

    const forA = await loginOptions(browser, { username: a.account.username });
    expect((await browser.post('/api/webauthn/login/verify', { response: authA.authenticate(forA, keyA) })).status).toBe(200);
    // A clone of the authenticator still at the old count.
    keyA.counter -= 1;
    const clone = createClient(server.baseUrl);
    expect((await clone.post('/api/webauthn/login/verify', { response: authA.authenticate(await loginOptions(clone), keyA) })).status).toBe(
      401,
    );
  });

  it("cannot remove someone else's passkey (404)", async () => {
    const a = await signIn();
    const b = await signIn();
    const added = await addPasskey(a.client, a.account.password, new SoftAuthenticator({ origin: PUBLIC_URL }));
    expect((await b.client.delete(`/api/webauthn/credentials/${String(added.id)}`)).status).toBe(404);
    expect((await a.client.get('/api/webauthn/credentials')).json).toHaveLength(1);
  });

  it('validates bodies exactly: wrong JSON types are 400 with the field named', async () => {
    const { client } = await signIn();
    const anon = createClient(server.baseUrl);
    const cases: [Client, string, unknown, string][] = [
      [client, '/api/webauthn/register/options', { currentPassword: true }, 'currentPassword'],
      [client, '/api/webauthn/register/options', { currentPassword: 'x', extra: 1 }, ''],
      [client, '/api/webauthn/register/verify', { response: 'not an object' }, 'response'],
      [anon, '/api/webauthn/login/options', { username: 5 }, 'username'],
      [anon, '/api/webauthn/login/options', { username: null }, 'username'],
      [
        anon,
        '/api/webauthn/login/verify',
        { response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a b' } } },
        'response',
      ],
    ];
    for (const [who, path, body, field] of cases) {
      const res = await who.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      if (field) expect(JSON.stringify(res.json.issues), path).toContain(field);
    }
  });

  it('passkey sign-in counts against the per-address login limit (shared with POST /api/login)', async () => {
    // Production allowances on a server of its own: 60 sign-in attempts per address per minute.
    const strict = await startTestServer(database, { rateLimitScale: 1, publicUrl: PUBLIC_URL });
    try {
      const browser = createClient(strict.baseUrl);
      for (let i = 0; i < 30; i++) expect((await browser.post('/api/webauthn/login/options', {})).status).toBe(200);
      for (let i = 0; i < 30; i++) expect((await browser.post('/api/webauthn/login/verify', {})).status).toBe(400);
      const limited = await browser.post('/api/login', { username: 'nobody-here', password: 'whatever-1' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
      expect((await browser.post('/api/webauthn/login/options', {})).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('every passkey path is in the OpenAPI document', async () => {
    const doc = (await createClient(server.baseUrl).get('/api/openapi.json')).json as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/webauthn/register/options'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/webauthn/register/verify'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/webauthn/login/options'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/webauthn/login/verify'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/webauthn/credentials'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/webauthn/credentials/{id}'] ?? {})).toContain('delete');
  });
});
