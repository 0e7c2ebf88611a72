/**
 * The same contact message posted twice is one message (probe 54, F1): a second tap on Send before
 * the page's code was live, or a retry on a slow network, reached the server as a second post and
 * was stored and mailed to the admins twice. Over REST, the native form and tRPC alike, one after
 * the other and all at once (PostgreSQL's run: several connections).
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedFirstStart, type TestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { nativeBrowser } from '../../../test/native-browser';
import { contactMessages, emailOutbox } from '../db/schema';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const message = (tag: string) => ({
  name: 'Kim Lewis',
  email: `kim-${tag}@example.com`,
  subject: `Paying by mobile banking (${tag})`,
  message: `Which bank account do I send the course fee to? (${tag})`,
});

async function stored(tag: string) {
  const rows = await database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, `kim-${tag}@example.com`));
  const mails = await database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'admin.contact'), like(emailOutbox.subject, `%(${tag})%`)));
  return { messages: rows.length, adminMails: mails.length };
}

describe('the same contact message sent twice', () => {
  it('over REST, one after the other: both answered 201, kept and mailed once', async () => {
    const client = createClient(server.baseUrl);
    for (let i = 0; i < 2; i++) expect((await client.post('/api/contact', message('rest'))).status).toBe(201);
    expect(await stored('rest')).toEqual({ messages: 1, adminMails: 1 });
  });

  it('from the form without JavaScript, Send tapped twice: both answered as sent, kept and mailed once', async () => {
    const browser = nativeBrowser(() => server.baseUrl);
    const first = await browser.post('/contact', { _form: 'contact', ...message('native') });
    const second = await browser.post('/contact', { _form: 'contact', ...message('native') });
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await stored('native')).toEqual({ messages: 1, adminMails: 1 });
  });

  it('sent once by the browser itself (CRLF line ends) and once by the live form (LF): one message (review 56)', async () => {
    const lines = { ...message('lines'), message: 'Line one of my question.\nLine two, with the reference.' };
    const browser = nativeBrowser(() => server.baseUrl);
    expect((await browser.post('/contact', { _form: 'contact', ...lines, message: lines.message.replace('\n', '\r\n') })).status).toBe(303);
    expect((await createClient(server.baseUrl).post('/api/contact', lines)).status).toBe(201);
    expect(await stored('lines')).toEqual({ messages: 1, adminMails: 1 });
    const [row] = await database.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.email, lines.email));
    expect(row?.message).toBe(lines.message);
  });

  it('five copies arriving at once (a retrying phone): kept and mailed once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => createClient(server.baseUrl).post('/api/contact', message('burst'))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await stored('burst')).toEqual({ messages: 1, adminMails: 1 });
  });

  it('a different name, subject or text from the same address is a new message', async () => {
    const client = createClient(server.baseUrl);
    const first = message('differs');
    expect((await client.post('/api/contact', first)).status).toBe(201);
    expect((await client.post('/api/contact', { ...first, message: `${first.message} And the reference?` })).status).toBe(201);
    expect((await client.post('/api/contact', { ...first, subject: `${first.subject} again` })).status).toBe(201);
    // Sent again with the name corrected: the admins must see the right name, not only the first.
    expect((await client.post('/api/contact', { ...first, name: 'Kimberly Lewis' })).status).toBe(201);
    expect(await stored('differs')).toEqual({ messages: 4, adminMails: 4 });
  });
});
