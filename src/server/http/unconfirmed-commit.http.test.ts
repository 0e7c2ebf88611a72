/**
 * A write whose COMMIT the database ran but whose answer is held up past the request's deadline
 * (a database frozen mid-commit: test/faults/frozen-database.test.ts met it under load). The
 * client cannot be told "not stored, try again": the write is stored, and a retry would store it
 * twice. Every way in (REST, tRPC, a native form) must say it may have been saved.
 *
 * The held-up answer is made by holding the transaction's result for a while after the database
 * has committed it, which is what the request sees when the answer to its COMMIT is late.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { nativeBrowser } from '../../../test/native-browser';
import { createClient, startTestServer } from '../../../test/http';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { UNCONFIRMED_MESSAGE } from '../trpc/init';
import { COMMIT_ANSWER_GRACE_MS } from './request-deadline';

/** Room for the body of the transaction before the commit margin (db/commit-deadline.ts) on a busy machine. */
const DEADLINE_MS = 1_500;
/** Longer than the deadline and the grace the 503 gives a commit on its way. */
const ANSWER_HELD_MS = DEADLINE_MS + COMMIT_ANSWER_GRACE_MS + 700;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;
let holdAnswers = false;

beforeAll(async () => {
  database = await createTestDatabase();
  // Every transaction commits as usual; while `holdAnswers` is set, its outcome reaches the
  // request only after ANSWER_HELD_MS.
  const transaction = database.db.transaction.bind(database.db);
  database.db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const result = await transaction(...args);
    if (holdAnswers) await sleep(ANSWER_HELD_MS);
    return result;
  }) as Db['transaction'];
  server = await startTestServer(database, { requestDeadlineMs: DEADLINE_MS });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function storedCount(subject: string) {
  const rows = await database.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.subject, subject));
  return rows.length;
}

const message = (subject: string) => ({
  name: 'Held Answer',
  email: 'held@example.com',
  subject,
  message: 'a message whose commit was not confirmed',
});

describe('a commit whose answer comes after the deadline', () => {
  it('answered in time, the same write is a 201 (and warms the server for the next)', async () => {
    const client = createClient(server.baseUrl);
    const rest = await client.post('/api/contact', message('In time via REST'));
    expect(rest.status, rest.text).toBe(201);
    expect(await storedCount('In time via REST')).toBe(1);
  });

  it('REST, tRPC and a native form each answer 503 "may or may not have been saved", and the write is stored once', async () => {
    holdAnswers = true;
    try {
      const client = createClient(server.baseUrl);
      const [rest, trpc, form] = await Promise.all([
        client.post('/api/contact', message('Held via REST')),
        client.post('/trpc/contact.send', { json: message('Held via tRPC') }),
        nativeBrowser(() => server.baseUrl).post('/contact', { _form: 'contact', ...message('Held via form') }),
      ]);

      expect(rest.status, rest.text).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      expect(rest.json).toEqual({ message: UNCONFIRMED_MESSAGE, code: 'SERVICE_UNAVAILABLE' });

      expect(trpc.status, trpc.text).toBe(503);
      const envelope = trpc.json as unknown as { error: { json: { message: string; data: { code: string } } } };
      expect(envelope.error.json.message).toBe(UNCONFIRMED_MESSAGE);
      expect(envelope.error.json.data.code).toBe('SERVICE_UNAVAILABLE');

      // A browser without JavaScript shows the answer as it comes: a page, not JSON.
      expect(form.status).toBe(503);
      expect(form.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await form.text();
      expect(page).toContain('<title>Not confirmed</title>');
      expect(page).toContain(UNCONFIRMED_MESSAGE);
    } finally {
      holdAnswers = false;
    }
    // What the database did: each was committed, once.
    await sleep(ANSWER_HELD_MS);
    expect(await storedCount('Held via REST')).toBe(1);
    expect(await storedCount('Held via tRPC')).toBe(1);
    expect(await storedCount('Held via form')).toBe(1);
  });
});
