/**
 * Rate limits at production allowances, acting like the people the issue names: a class of 30
 * behind one address, an attacker guessing the admin's password from another address, visitors
 * behind a reverse proxy. A second visitor is a second loopback address (127.0.0.2), not a header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, createClientFrom, startTestServer } from '../../../test/http';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contactMessages, emailOutbox } from '../db/schema';
import { MAILS_PER_HOUR } from '../email/outbox';
import { PASSWORD_GUESSING_ALERT_AT } from '../routers/auth';

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

describe('login lockout (per account and address)', () => {
  it('guesses from one address lock that address out of the account, never the owner elsewhere; an admin unlock lifts it', async () => {
    const victim = await createAccount(database.db, 'admin');
    const attacker = createClientFrom('127.0.0.2', server.baseUrl);
    const owner = createClientFrom('127.0.0.3', server.baseUrl);
    // Case does not matter to the count: ADMIN and admin are one account.
    for (const name of [victim.username, victim.username.toUpperCase(), victim.username, victim.username.toUpperCase(), victim.username]) {
      expect((await attacker.post('/api/login', { username: name, password: 'wrong-password' })).status).toBe(401);
    }
    // The attacker's address is locked, even with the right password, and told how long to wait.
    const locked = await attacker.post('/api/login', { username: victim.username, password: victim.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // What it is, how long, and the way out a reset gives (lockout-messages.http.test.ts does what it says).
    expect(locked.json.message).toMatch(
      /^Too many wrong passwords for this account from your network\. Please wait \d+ minutes and try again, or reset your password/,
    );
    // The owner, from another address, signs in at once.
    const ownerLogin = await owner.post('/api/login', { username: victim.username, password: victim.password });
    expect(ownerLogin.status).toBe(200);
    // An admin lifts every lock on the account.
    const unlock = await owner.post(`/api/admin/users/${victim.id}/unlock-login`, {});
    expect(unlock.status).toBe(200);
    expect((await attacker.post('/api/login', { username: victim.username, password: victim.password })).status).toBe(200);
  });

  it('an unknown username locks the same way (the limit reveals nothing about who exists)', async () => {
    const guesser = createClientFrom('127.0.0.4', server.baseUrl);
    for (let i = 0; i < 5; i++)
      expect((await guesser.post('/api/login', { username: 'ghost-account', password: 'wrong-pass' })).status).toBe(401);
    expect((await guesser.post('/api/login', { username: 'ghost-account', password: 'wrong-pass' })).status).toBe(429);
  });

  it('only admins may unlock, and an unknown account is a 404', async () => {
    const user = await createAccount(database.db);
    const client = createClientFrom('127.0.0.5', server.baseUrl);
    expect((await client.post(`/api/admin/users/${user.id}/unlock-login`, {})).status).toBe(401);
    await client.post('/api/login', { username: user.username, password: user.password });
    expect((await client.post(`/api/admin/users/${user.id}/unlock-login`, {})).status).toBe(403);
    const admin = await createAccount(database.db, 'admin');
    const adminClient = createClientFrom('127.0.0.5', server.baseUrl);
    await adminClient.post('/api/login', { username: admin.username, password: admin.password });
    expect((await adminClient.post('/api/admin/users/999999/unlock-login', {})).status).toBe(404);
  });
});

describe('shared addresses (carrier-grade NAT, a workshop on one Wi-Fi)', () => {
  it('a class of 30 registers and signs in from one address within minutes; bulk sign-up stays bounded', async () => {
    const classroom = '127.0.0.6';
    for (let i = 0; i < 30; i++) {
      const learner = createClientFrom(classroom, server.baseUrl);
      const body = { username: `student${i}`, fullName: `Student ${i}`, email: `student${i}@example.com`, password: 'secret123' };
      const res = await learner.post('/api/register', body);
      expect(res.status, `registration ${i + 1}`).toBe(201);
      expect((await learner.post('/api/logout', {})).status).toBe(200);
      expect((await learner.post('/api/login', { username: body.username, password: body.password })).status, `login ${i + 1}`).toBe(200);
    }
    // Past the classroom allowance (40 an hour) the same address is refused.
    const statuses: number[] = [];
    for (let i = 30; i < 42; i++) {
      const res = await createClientFrom(classroom, server.baseUrl).post('/api/register', {
        username: `bulk${i}`,
        fullName: `Bulk ${i}`,
        email: `bulk${i}@example.com`,
        password: 'secret123',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is unaffected.
    const elsewhere = await createClientFrom('127.0.0.7', server.baseUrl).post('/api/register', {
      username: 'elsewhere1',
      fullName: 'Else Where',
      email: 'elsewhere1@example.com',
      password: 'secret123',
    });
    expect(elsewhere.status).toBe(201);
  });

  it('contact messages are limited per address; tRPC answers 429 too', async () => {
    const message = { name: 'Kim Lewis', email: 'kim@example.com', subject: 'Payments', message: 'How do I pay by mobile banking?' };
    const client = createClientFrom('127.0.0.8', server.baseUrl);
    for (let i = 0; i < 10; i++) expect((await client.post('/api/contact', message)).status).toBe(201);
    const over = await client.post('/api/contact', message);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    const viaTrpc = await client.post('/trpc/contact.send', { json: message });
    expect(viaTrpc.status).toBe(429);
  });

  it('confirming a password reset and unsubscribing by token are rate limited', async () => {
    const client = createClientFrom('127.0.0.9', server.baseUrl);
    const body = { token: 'x'.repeat(43), password: 'secret123', confirmPassword: 'secret123' };
    const confirms: number[] = [];
    for (let i = 0; i < 21; i++) confirms.push((await client.post('/api/password-reset/confirm', body)).status);
    expect(confirms.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(confirms[20]).toBe(429);
    const unsubscribes: number[] = [];
    for (let i = 0; i < 31; i++) unsubscribes.push((await client.post('/api/newsletter/unsubscribe', { token: 'y'.repeat(40) })).status);
    expect(unsubscribes.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(unsubscribes[30]).toBe(429);
  });
});

describe('mail a stranger can make the site send to someone', () => {
  // Found by the probe of 2026-11-29: three addresses, each within its own limit, queued 60 reset
  // mails to one person in seconds. Now each address may get a few of a kind an hour, whoever asks.
  const outbox = async (to: string, kind: string) =>
    (
      await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    ).length;

  it('password resets, newsletter confirmations and admin notices to one address are capped per hour, from any number of addresses', async () => {
    const victim = await createAccount(database.db);
    const target = 'someone-else@example.com';
    const admin = await createAccount(database.db, 'admin');
    const adminClient = createClient(server.baseUrl);
    expect((await adminClient.post('/api/login', { username: admin.username, password: admin.password })).status).toBe(200);
    const notifications = {
      enableEmailNotifications: true,
      newUserNotification: true,
      courseEnrollmentNotification: true,
      contactFormNotification: true,
      subscriptionNotification: true,
      adminEmailRecipients: admin.email,
      version: 0,
    };
    expect((await adminClient.request('PUT', '/api/admin/settings/notifications', notifications)).status).toBe(200);
    for (const last of [2, 3, 4, 5, 6]) {
      const stranger = createClientFrom(`127.0.0.${last}`, server.baseUrl);
      for (let i = 0; i < 3; i++) {
        // The answers are unchanged: nothing tells a stranger the cap was reached.
        expect((await stranger.post('/api/password-reset/request', { email: victim.email })).status).toBe(200);
        expect((await stranger.post('/api/newsletter/subscribe', { email: target })).status).toBeLessThan(300);
      }
      for (let i = 0; i < 7; i++) {
        const sent = await stranger.post('/api/contact', {
          name: 'Kim',
          email: 'kim@example.com',
          // Each a new message (the same one again is taken as one: services/contact-messages.ts).
          subject: `Hello ${last}-${i}`,
          message: 'A message long enough.',
        });
        expect(sent.status).toBe(201);
      }
    }
    expect(await outbox(victim.email, 'auth.password_reset')).toBe(MAILS_PER_HOUR['auth.password_reset']);
    // (A subscription is confirmed once; the cap bounds what re-subscribing could send.)
    expect(await outbox(target, 'newsletter.confirmation')).toBeLessThanOrEqual(MAILS_PER_HOUR['newsletter.confirmation']!);
    expect(await outbox(admin.email, 'admin.contact')).toBe(MAILS_PER_HOUR['admin.contact']);
    // Every message is kept for the admins to read; only the mails stopped.
    expect((await database.db.select().from(contactMessages)).length).toBeGreaterThanOrEqual(35);
    // Another person's reset is not held back by the first one's cap.
    const other = await createAccount(database.db);
    expect((await createClientFrom('127.0.0.7', server.baseUrl).post('/api/password-reset/request', { email: other.email })).status).toBe(
      200,
    );
    expect(await outbox(other.email, 'auth.password_reset')).toBe(1);
  });
});

describe('password guessing from many addresses', () => {
  it('the owner is told once when wrong passwords come from many addresses, each within its own allowance', async () => {
    const victim = await createAccount(database.db);
    const guesses = async (username: string, from: number, count: number) => {
      for (let i = 0; i < count; i++) {
        // Three guesses per address: under each address's lock (five), as a spread-out guesser keeps them.
        const address = `127.0.${from + Math.floor(i / 3)}.${(i % 3) + 10}`;
        const res = await createClientFrom(address, server.baseUrl).post('/api/login', { username, password: `guess-${i}` });
        expect(res.status, `guess ${i + 1} from ${address}`).toBe(401);
      }
    };
    const mails = async (to: string) =>
      (
        await database.db
          .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'auth.password_guessing')))
      ).map((m) => m.subject + '\n' + m.text);

    await guesses(victim.username, 20, PASSWORD_GUESSING_ALERT_AT - 1);
    expect(await mails(victim.email)).toHaveLength(0);
    await guesses(victim.username, 30, 1);
    const [mail, ...more] = await mails(victim.email);
    expect(more).toHaveLength(0);
    expect(mail).toContain('Someone is guessing the password');
    expect(mail).toContain('your account is not locked');
    // More guesses in the same hour: no second mail. The owner still signs in from their own address.
    await guesses(victim.username, 40, 6);
    expect(await mails(victim.email)).toHaveLength(1);
    const owner = await createClientFrom('127.0.99.1', server.baseUrl).post('/api/login', {
      username: victim.username,
      password: victim.password,
    });
    expect(owner.status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('behind a trusted proxy each visitor is counted by their own address; without it X-Forwarded-For is ignored', async () => {
    const proxied = await startTestServer(database, { rateLimitScale: 1, trustProxy: ['loopback'] });
    const direct = await startTestServer(database, { rateLimitScale: 1 });
    try {
      const victim = await createAccount(database.db);
      for (const base of [proxied.baseUrl, direct.baseUrl]) {
        const client = createClient(base);
        for (let i = 0; i < 5; i++) {
          await client.post('/api/login', { username: victim.username, password: 'wrong-password' }, { 'x-forwarded-for': '203.0.113.7' });
        }
      }
      // Through the proxy, another visitor (another forwarded address) signs in.
      const viaProxy = await createClient(proxied.baseUrl).post(
        '/api/login',
        { username: victim.username, password: victim.password },
        { 'x-forwarded-for': '203.0.113.8' },
      );
      expect(viaProxy.status).toBe(200);
      // Without TRUST_PROXY the header is a lie anyone can tell: the socket address (locked) counts.
      const direct8 = await createClient(direct.baseUrl).post(
        '/api/login',
        { username: victim.username, password: victim.password },
        { 'x-forwarded-for': '203.0.113.8' },
      );
      expect(direct8.status).toBe(429);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});
