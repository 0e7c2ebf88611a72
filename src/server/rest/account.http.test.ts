/** The REST paths of a learner's own account page (api.md, issue 25). */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, seedFirstStart, usingPostgres, type TestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { executeRows } from '../db/execute-rows';
import { emailOutbox, users } from '../db/schema';
import { EMAIL_CHANGE_MAILS_CAPPED, SAME_PASSWORD } from '../../shared/schemas/account';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
  // Mail leaves this server (SMTP_URL set): an email change makes and sends its link.
  server = await startTestServer(database, { mailConfigured: true });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function signedInClient() {
  const account = await createAccount(database.db);
  const client = createClient(server.baseUrl);
  expect((await client.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
  return { account, client };
}

describe('REST: the account page', () => {
  it('PATCH /api/user/password: 401 anonymous, 403 wrong password, 400 naming a wrong type; 200 ends the other copies of the cookie', async () => {
    expect(
      (await createClient(server.baseUrl).patch('/api/user/password', { currentPassword: 'x', newPassword: 'whatever1' })).status,
    ).toBe(401);
    const { account, client } = await signedInClient();
    const copy = createClient(server.baseUrl);
    copy.cookie = client.cookie;

    const wrong = await client.patch('/api/user/password', { currentPassword: 'not-it', newPassword: 'whatever1' });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ code: 'FORBIDDEN', message: 'Your current password is not correct.' });
    const typed = await client.patch('/api/user/password', { currentPassword: account.password, newPassword: 123456789 });
    expect(typed.status).toBe(400);
    expect(typed.json.issues).toEqual([expect.objectContaining({ path: 'newPassword' })]);
    // The password it already is: refused at its field, not reported as changed (the probe of 2026-11-29).
    const same = await client.patch('/api/user/password', { currentPassword: account.password, newPassword: account.password });
    expect(same.status).toBe(400);
    expect(same.json.issues).toEqual([{ path: 'newPassword', message: SAME_PASSWORD }]);
    expect((await copy.get('/api/user')).status).toBe(200);

    const changed = await client.patch('/api/user/password', { currentPassword: account.password, newPassword: 'rest-new-pass' });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ success: true });
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await copy.get('/api/user')).status).toBe(401);
  });

  it('POST /api/user/email then POST /api/user/email/confirm { token } (anyone with it); the token works once', async () => {
    const { account, client } = await signedInClient();
    const newEmail = `rest.${account.username}@example.org`;
    const asked = await client.post('/api/user/email', { currentPassword: account.password, newEmail });
    expect(asked.status).toBe(200);
    expect(asked.json.message).toContain(newEmail);
    const [mail] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, newEmail), eq(emailOutbox.kind, 'account.email_confirm')))
      .orderBy(desc(emailOutbox.id));
    const token = decodeURIComponent(/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token.length).toBeGreaterThan(16);

    const stranger = createClient(server.baseUrl);
    expect((await stranger.post('/api/user/email/confirm', { token })).status).toBe(200);
    expect((await client.get('/api/user')).json.email).toBe(newEmail);
    const again = await stranger.post('/api/user/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/invalid or has expired/);
    expect((await stranger.post('/api/user/email/confirm', { token: 12345 })).status).toBe(400);
  });

  // PGlite has one connection, so requests there never overlap: only PostgreSQL can show the race.
  it.runIf(usingPostgres)(
    'PostgreSQL: 8 accounts asking at the same instant for one stranger’s address queue at most 3 links; the rest are refused with the cap',
    async () => {
      const box = `race${Date.now()}`;
      const stranger = `${box}@example.org`;
      const senders = await Promise.all(Array.from({ length: 8 }, () => signedInClient()));
      // The requests are lined up past their password checks (argon2 takes them one per core) so they
      // reach the cap at one instant, as a luckier attacker's would: another connection holds back every
      // write to the link table, which each request makes just before it queues the mail.
      const other = database.reopen!();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let gateClosed!: () => void;
      const closed = new Promise<void>((resolve) => (gateClosed = resolve));
      const gate = other.db.transaction(async (tx) => {
        await tx.execute(sql`lock table email_change_tokens in exclusive mode`);
        gateClosed();
        await held;
      });
      await closed;
      // One mailbox, each sender with a +tag of their own: the cap belongs to the mailbox, not the spelling.
      const asked = Promise.all(
        senders.map(({ account, client }, i) =>
          client.post('/api/user/email', { currentPassword: account.password, newEmail: `${box}+${i}@example.org` }),
        ),
      );
      // Polled on the other pool: the server's own may be all taken by the waiting requests. Four lined
      // up are enough to pass a cap of 3 without the lock; more are let in if they come within 300 ms.
      const waiting = async () => {
        const [row] = await executeRows<{ n: number }>(
          other.db,
          sql`select count(*)::int as n from pg_locks where relation = 'email_change_tokens'::regclass and not granted`,
        );
        return Number(row?.n ?? 0);
      };
      for (let tries = 0; (await waiting()) < 4 && tries < 100; tries++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      const lined = await waiting();
      release();
      await gate;
      const answers = await asked;
      await other.close();
      expect(lined, 'requests lined up at the gate').toBeGreaterThanOrEqual(4);

      const queued = await database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.mailbox, stranger), eq(emailOutbox.kind, 'account.email_confirm')));
      expect(queued).toHaveLength(3);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(answer.json).toEqual({
          message: EMAIL_CHANGE_MAILS_CAPPED,
          code: 'TOO_MANY_REQUESTS',
          issues: [{ path: 'newEmail', message: EMAIL_CHANGE_MAILS_CAPPED }],
        });
      }
    },
  );

  it('GET /api/user/export: a JSON attachment, never stored; 401 anonymous', async () => {
    const { account, client } = await signedInClient();
    const res = await client.get('/api/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="account-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.json).toMatchObject({ profile: { username: account.username }, security: { twoFactorEnabled: false }, enrollments: [] });
    expect(res.text).not.toMatch(/argon2|password/i);
    expect((await createClient(server.baseUrl).get('/api/user/export')).status).toBe(401);
  });

  it('DELETE /api/user { currentPassword } reads the JSON body: 400 without it, 403 wrong, 403 for the primary admin, 200 then signed out', async () => {
    const { account, client } = await signedInClient();
    const none = await client.request('DELETE', '/api/user');
    expect(none.status).toBe(400);
    expect(none.json.issues).toEqual([expect.objectContaining({ path: 'currentPassword' })]);
    expect((await client.request('DELETE', '/api/user', { currentPassword: 'not-it' })).status).toBe(403);
    // A password is never read from the URL.
    expect((await client.request('DELETE', `/api/user?currentPassword=${account.password}`)).status).toBe(400);

    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: 'admin', password: 'primary-pass' });
    const primary = await admin.request('DELETE', '/api/user', { currentPassword: 'primary-pass' });
    expect(primary.status).toBe(403);
    expect(primary.json).toEqual({ code: 'FORBIDDEN', message: 'You cannot delete the primary admin account.' });

    const deleted = await client.request('DELETE', '/api/user', { currentPassword: account.password });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ success: true });
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await database.db.select().from(users).where(eq(users.id, account.id))).toHaveLength(0);
  });

  it('the OpenAPI document lists the paths, with DELETE /user taking a JSON body', async () => {
    const doc = (await createClient(server.baseUrl).get('/api/openapi.json')).json as unknown as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string }[]; requestBody?: { content: Record<string, { schema: { required: string[] } }> } }>
      >;
    };
    expect(doc.paths['/user/password']?.patch).toBeDefined();
    expect(doc.paths['/user/email']?.post).toBeDefined();
    expect(doc.paths['/user/email/confirm']?.post).toBeDefined();
    expect(doc.paths['/user/export']?.get).toBeDefined();
    const remove = doc.paths['/user']?.delete;
    expect(remove?.parameters?.filter((p) => p.in === 'query') ?? []).toEqual([]);
    expect(remove?.requestBody?.content['application/json']?.schema.required).toEqual(['currentPassword']);
  });
});
