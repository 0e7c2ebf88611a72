/**
 * POST /api/webauthn/login/options with a username, asked as an outside prober would (an earlier
 * probe): the answer must not tell whether that username exists or has passkeys, nor hand out an
 * account's credential ids to anyone who names it. Names with no passkeys get imaginary ones
 * (WebAuthn Level 3 §14.6.2), the same shape as a real account's, and stable for the name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import { PASSKEY_MESSAGES } from '../../shared/schemas/webauthn';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const PUBLIC_URL = 'http://localhost:3000';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type Options = Parameters<SoftAuthenticator['register']>[0] & Parameters<SoftAuthenticator['authenticate']>[0];
interface Descriptor {
  id: string;
  type: string;
  transports?: string[];
}
type SignInOptions = Omit<Options, 'allowCredentials'> & { allowCredentials: Descriptor[] };

/** Asked by a fresh visitor each time, as a prober with no cookie would. */
async function optionsFor(username: string) {
  const res = await createClient(server.baseUrl).post('/api/webauthn/login/options', { username });
  expect(res.status, username).toBe(200);
  return res.json as unknown as SignInOptions;
}

/** Everything an outsider can compare between two answers, except the random challenge and the ids themselves. */
function shape(options: Awaited<ReturnType<typeof optionsFor>>) {
  return {
    keys: Object.keys(options).sort(),
    descriptors: options.allowCredentials.map((d) => ({
      keys: Object.keys(d).sort(),
      type: d.type,
      idBytes: Buffer.from(d.id, 'base64url').length,
      idIsBase64url: /^[A-Za-z0-9_-]+$/.test(d.id),
      transportsAreKnown: (d.transports ?? []).every((t) => ['hybrid', 'internal', 'usb', 'nfc', 'ble'].includes(t)),
    })),
  };
}

const ids = (options: { allowCredentials: Descriptor[] }) => options.allowCredentials.map((d) => d.id);

describe('passkey sign-in options do not tell which usernames have passkeys (WebAuthn §14.6.2)', () => {
  it('a username with a passkey, one without and one with no account get answers of one shape', async () => {
    const owner = await createAccount(database.db);
    const ownerClient = createClient(server.baseUrl);
    expect((await ownerClient.post('/api/login', { username: owner.username, password: owner.password })).status).toBe(200);
    const authenticator = new SoftAuthenticator({ origin: PUBLIC_URL });
    const registration = await ownerClient.post('/api/webauthn/register/options', { currentPassword: owner.password });
    const added = await ownerClient.post('/api/webauthn/register/verify', {
      response: authenticator.register(registration.json as unknown as Options),
    });
    expect(added.status).toBe(201);
    const withoutPasskey = await createAccount(database.db);

    const real = await optionsFor(owner.username);
    const none = await optionsFor(withoutPasskey.username);
    const ghost = await optionsFor('no-such-learner-7');
    expect(real.allowCredentials).toHaveLength(1);
    expect(shape(none)).toEqual(shape(real));
    expect(shape(ghost)).toEqual(shape(real));
    // The real account's id is handed out only for its own name.
    const realId = ids(real)[0];
    expect(ids(none)).not.toContain(realId);
    expect(ids(ghost)).not.toContain(realId);

    // The real account still signs in with its passkey, named by its username.
    const browser = createClient(server.baseUrl);
    const forOwner = (await browser.post('/api/webauthn/login/options', { username: owner.username })).json as unknown as Options;
    const signedIn = await browser.post('/api/webauthn/login/verify', { response: authenticator.authenticate(forOwner) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.username).toBe(owner.username);
  });

  it('imaginary ids are stable for a name (and its case variants, as the database folds them) and differ between names', async () => {
    const withoutPasskey = await createAccount(database.db);
    for (const name of [withoutPasskey.username, 'ghost-reader']) {
      const first = ids(await optionsFor(name));
      // Asking again, and in other case, reveals nothing a real account's answer would not.
      expect(ids(await optionsFor(name))).toEqual(first);
      expect(ids(await optionsFor(name.toUpperCase()))).toEqual(first);
    }
    // PostgreSQL's lower() folds İ to i, JavaScript's does not: the ids follow the database, as a
    // real account's lookup does, so such a variant cannot tell an unknown name from a known one.
    expect(ids(await optionsFor('ghost-readİng'))).toEqual(ids(await optionsFor('GHOST-READING')));
    expect(ids(await optionsFor(withoutPasskey.username))).not.toEqual(ids(await optionsFor('ghost-reader')));
    expect(ids(await optionsFor('ghost-reader'))).not.toEqual(ids(await optionsFor('ghost-readers')));
  });

  it('an answer for an imaginary passkey is refused with the message of any failed passkey sign-in', async () => {
    const someone = await createAccount(database.db);
    const someoneClient = createClient(server.baseUrl);
    await someoneClient.post('/api/login', { username: someone.username, password: someone.password });
    const authenticator = new SoftAuthenticator({ origin: PUBLIC_URL });
    const registration = await someoneClient.post('/api/webauthn/register/options', { currentPassword: someone.password });
    await someoneClient.post('/api/webauthn/register/verify', {
      response: authenticator.register(registration.json as unknown as Options),
    });
    const key = authenticator.keys[0];
    if (!key) throw new Error('no key');
    const withoutPasskey = await createAccount(database.db);

    const messages: string[] = [];
    for (const name of [withoutPasskey.username, 'ghost-prober']) {
      const browser = createClient(server.baseUrl);
      const options = (await browser.post('/api/webauthn/login/options', { username: name })).json as unknown as SignInOptions;
      // A hostile client answers with the imaginary id as if it held it: nothing is stored under it.
      const answer = authenticator.authenticate(options, key);
      const forged = { ...answer, id: ids(options)[0], rawId: ids(options)[0] };
      const refused = await browser.post('/api/webauthn/login/verify', { response: forged });
      expect(refused.status).toBe(401);
      messages.push(String(refused.json.message));
      // And with a real passkey of another account.
      const again = createClient(server.baseUrl);
      const next = (await again.post('/api/webauthn/login/options', { username: name })).json as unknown as Options;
      const other = await again.post('/api/webauthn/login/verify', { response: authenticator.authenticate(next, key) });
      expect(other.status).toBe(401);
      messages.push(String(other.json.message));
      expect((await browser.get('/api/user')).status).toBe(401);
    }
    expect(new Set(messages)).toEqual(new Set([PASSKEY_MESSAGES.signInFailed]));
  });

  it('without a username nothing changes: an empty list, and the browser offers the passkeys it holds', async () => {
    const owner = await createAccount(database.db);
    const ownerClient = createClient(server.baseUrl);
    await ownerClient.post('/api/login', { username: owner.username, password: owner.password });
    const authenticator = new SoftAuthenticator({ origin: PUBLIC_URL });
    const registration = await ownerClient.post('/api/webauthn/register/options', { currentPassword: owner.password });
    await ownerClient.post('/api/webauthn/register/verify', { response: authenticator.register(registration.json as unknown as Options) });
    const browser = createClient(server.baseUrl);
    const res = await browser.post('/api/webauthn/login/options', {});
    const options = res.json as unknown as Options;
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await browser.post('/api/webauthn/login/verify', { response: authenticator.authenticate(options) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.id).toBe(owner.id);
  });
});
