/**
 * What a locked-out visitor is told, at production allowances (an earlier probe: the message never
 * named the way out, and the same words were used for limits a reset does not lift). Each case
 * checks the words and then does what they say: a completed reset either lets the visitor in or,
 * where the message promises nothing, does not. A second visitor is a second loopback address.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClientFrom, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

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

/** Asks for a reset link as the owner would, opens the mail and sets a new password with it. */
async function completeReset(email: string, from: string, newPassword: string) {
  const client = createClientFrom(from, server.baseUrl);
  expect((await client.post('/api/password-reset/request', { email })).status).toBe(200);
  const [mail] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  const confirmed = await client.post('/api/password-reset/confirm', { token: decodeURIComponent(token), password: newPassword });
  expect(confirmed.status).toBe(200);
}

/** The message with its wait taken out, to compare two refusals given at different moments. */
const withoutWait = (message: unknown) => String(message).replace(/\d+ (seconds|minutes|hours)/, 'N');

describe('the lock wrong passwords put on an account from one address', () => {
  it('says a reset lifts it and where "Forgot password?" leads; a completed reset then lets that address in', async () => {
    const owner = await createAccount(database.db);
    const phone = createClientFrom('127.0.1.2', server.baseUrl);
    for (let i = 0; i < 5; i++)
      expect((await phone.post('/api/login', { username: owner.username, password: 'mistyped-password' })).status).toBe(401);
    const locked = await phone.post('/api/login', { username: owner.username, password: owner.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    expect(Object.keys(locked.json).sort()).toEqual(['code', 'message']);
    expect(locked.json.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.json.message).toMatch(
      /^Too many wrong passwords for this account from your network\. Please wait \d+ minutes and try again/,
    );
    expect(locked.json.message).toContain('"Forgot password?"');
    expect(locked.json.message).toContain('"Forgot password?" on the sign-in page');
    // Words a person reads on the sign-in form, where the link is: no raw path or query string.
    expect(locked.json.message).not.toMatch(/\/auth|\?tab=/);
    expect(locked.json.message).toContain('a completed reset lifts this lock');

    // Doing what it says, from the same phone: the reset, then the new password signs in at once.
    await completeReset(owner.email, '127.0.1.2', 'brand-new-secret-1');
    const after = await phone.post('/api/login', { username: owner.username, password: 'brand-new-secret-1' });
    expect(after.status).toBe(200);
  });

  it('a name with no account locks with the very same words, so the message tells nothing about who exists', async () => {
    const owner = await createAccount(database.db);
    const messages: string[] = [];
    for (const [address, username] of [
      ['127.0.1.3', owner.username],
      ['127.0.1.4', 'nobody-by-this-name'],
    ] as const) {
      const guesser = createClientFrom(address, server.baseUrl);
      for (let i = 0; i < 5; i++) await guesser.post('/api/login', { username, password: 'guess-guess' });
      const refused = await guesser.post('/api/login', { username, password: 'guess-guess' });
      expect(refused.status).toBe(429);
      messages.push(withoutWait(refused.json.message));
    }
    expect(messages[1]).toBe(messages[0]);
    expect(messages[0]).toContain('"Forgot password?"');
  });
});

describe("the allowance of one network (a classroom's shared address)", () => {
  it('says when to try again and promises nothing from a reset, which does not lift it', async () => {
    const learner = await createAccount(database.db);
    const classroom = createClientFrom('127.0.1.5', server.baseUrl);
    // Sixty sign-in requests a minute from one address: a class starting passkey sign-ins at once.
    for (let i = 0; i < 60; i++) expect((await classroom.post('/api/webauthn/login/options', {})).status).toBe(200);
    const refused = await classroom.post('/api/login', { username: learner.username, password: learner.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(Object.keys(refused.json).sort()).toEqual(['code', 'message']);
    expect(refused.json.message).toMatch(/^Too many requests from your network just now\. Please wait \d+ seconds and try again\.$/);
    expect(refused.json.message).not.toMatch(/reset|forgot|password/i);

    // A reset does not lift it (which is why the message does not offer one).
    await completeReset(learner.email, '127.0.1.5', 'brand-new-secret-2');
    expect((await classroom.post('/api/login', { username: learner.username, password: 'brand-new-secret-2' })).status).toBe(429);
  });
});
