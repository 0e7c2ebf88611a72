/**
 * What the server logs while people sign up, sign in, reset a password and unsubscribe: every
 * request line carries its request id, and no password, session cookie or token ever appears. And a
 * kept answer served in front of the app is logged like any other 200: at debug, the path without
 * its query string (at info, every hit was the one request a default log wrote a line for: a
 * synchronous write on the hottest path, and a visitor's query string in the log).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../../test/captured-log';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const { lines, log } = capturedLog();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { log });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function lastMailTo(address: string) {
  const [mail] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail?.text ?? '';
}

describe('logs', () => {
  it('carry a request id on every request line and never a password, cookie or token', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    const newPassword = 'An0ther-Secret-Passw0rd';
    const client = createClient(server.baseUrl);
    expect(
      (await client.post('/api/register', { username: 'logwatch', fullName: 'Log Watch', email: 'logwatch@example.com', password })).status,
    ).toBe(201);
    const sessionCookie = client.cookie.split('=').slice(1).join('=');
    await client.get('/api/user', { 'x-request-id': 'trace-from-proxy-1' });
    await client.post('/api/login', { username: 'logwatch', password: 'wrong-password-here' });

    await client.post('/api/password-reset/request', { email: 'logwatch@example.com' });
    const token = /token=([^\s&]+)/.exec(await lastMailTo('logwatch@example.com'))?.[1];
    expect(token).toBeTruthy();
    const decodedToken = decodeURIComponent(token!);
    expect((await client.post('/api/password-reset/confirm', { token: decodedToken, password: newPassword })).status).toBe(200);
    await client.get(`/reset-password?token=${token}`);

    await client.post('/api/newsletter/subscribe', { email: 'reader@example.com' });
    const unsubscribeToken = /token=([^\s&>]+)/.exec(await lastMailTo('reader@example.com'))?.[1];
    expect(unsubscribeToken).toBeTruthy();
    await client.post('/api/newsletter/unsubscribe', { token: decodeURIComponent(unsubscribeToken!) });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const secret of [password, newPassword, 'wrong-password-here', sessionCookie, decodedToken, token!, unsubscribeToken!]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/dce_session=/);
    const requestLines = lines.map((l) => JSON.parse(l) as { msg?: string; reqId?: string; req?: { id?: string } }).filter((l) => l.req);
    expect(requestLines.length).toBeGreaterThan(6);
    for (const line of requestLines) expect(line.req?.id ?? line.reqId).toBeTruthy();
    expect(requestLines.some((l) => l.req?.id === 'trace-from-proxy-1')).toBe(true);
  });
});

interface LogLine {
  level: number;
  msg?: string;
  cache?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
}
const DEBUG = 20;

describe('a hit served in front of the app', () => {
  it('is logged at debug, as the request logger logs a 200, without the query string', async () => {
    const before = lines.length;
    const first = await fetch(`${server.baseUrl}/api/courses?utm_source=newsletter-secret`);
    await first.arrayBuffer();
    const second = await fetch(`${server.baseUrl}/api/courses?utm_source=newsletter-secret`);
    await second.arrayBuffer();
    expect(second.headers.get('x-cache')).toBe('HIT');

    const logged = lines.slice(before).map((line) => JSON.parse(line) as LogLine);
    const hits = logged.filter((line) => line.msg === 'request completed' && line.cache === 'HIT');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.level).toBe(DEBUG);
      expect(hit.req?.url).toBe('/api/courses');
    }
    // Nothing about a 200 reached info or above.
    expect(logged.filter((line) => line.level > DEBUG && line.res?.statusCode === 200)).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain('newsletter-secret');
  });
});

describe('a 503 the site chose to send', () => {
  it('is a warning without a made-up error stack (a database blip logged hundreds of errors: probe 72, F11)', async () => {
    const impatient = await startTestServer(database, { log, requestDeadlineMs: 500 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const inside = new Promise<void>((resolve) => (locked = resolve));
    // The courses table locked by a transaction that waits: a read of it outlives the deadline.
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table courses in access exclusive mode`);
      locked();
      await held;
    });
    await inside;
    const before = lines.length;
    try {
      expect((await fetch(`${impatient.baseUrl}/api/courses/424242`)).status).toBe(503);
    } finally {
      release();
      await holding;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answered = lines
      .slice(before)
      .map((line) => JSON.parse(line) as LogLine & { err?: unknown })
      .filter((line) => line.res?.statusCode === 503);
    await impatient.close();
    expect(answered.length).toBe(1);
    expect(answered[0]).toMatchObject({ level: 40, msg: 'request answered 503' });
    expect(answered[0]?.err).toBeUndefined();
  });
});
