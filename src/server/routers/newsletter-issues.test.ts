import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller, WITH_MAIL } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { auditLog, emailOutbox, newsletterIssues, subscribers } from '../db/schema';
import { queueNewsletterBatches, sendNewsletterIssue } from '../services/newsletter-issues';
import { NEWSLETTER_NO_MAIL } from '../../shared/mail-unavailable';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const issueMails = () => database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'newsletter.issue'));
const tokenOf = async (email: string) =>
  (await database.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!.unsubscribeToken;

describe('sending a newsletter issue', () => {
  it('is admin only, for sending and for the list of sent issues', async () => {
    const { caller: anonymous } = await callerWithSession(database.db);
    const { caller: learner } = await signedInCaller(database.db);
    const issue = { subject: 'Not from an admin', body: 'Nobody but an admin may send this to the list.' };
    await expect(anonymous.subscribers.sendIssue(issue)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(learner.subscribers.sendIssue(issue)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(learner.subscribers.issues()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await issueMails()).toHaveLength(0);
  });

  it('without outgoing mail (no SMTP_URL), is refused, test copies too, and nothing is recorded or queued', async () => {
    const { caller: visitor } = await callerWithSession(database.db);
    await visitor.subscribers.subscribe({ email: 'waits-for-mail@example.dm' });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const issue = { subject: 'Never delivered', body: 'Written while the server has no mail to send it with.' };
    const refusal = { code: 'PRECONDITION_FAILED', message: NEWSLETTER_NO_MAIL };
    await expect(admin.subscribers.sendIssue(issue)).rejects.toMatchObject(refusal);
    await expect(admin.subscribers.sendTestIssue(issue)).rejects.toMatchObject(refusal);
    expect(await database.db.select().from(newsletterIssues)).toHaveLength(0);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Never delivered'))).toHaveLength(0);
    // Once mail works the same text goes out: the refusal did not count as a send.
    const { caller: withMail } = await signedInCaller(database.db, 'admin', WITH_MAIL);
    expect(await withMail.subscribers.sendIssue(issue)).toMatchObject({ recipients: 1 });
    await database.db.delete(newsletterIssues);
    await database.db.delete(emailOutbox);
    await database.db.delete(subscribers);
  });

  it('with nobody subscribed, says so and records nothing', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin', WITH_MAIL);
    await expect(
      admin.subscribers.sendIssue({ subject: 'Hello, nobody', body: 'There is no one to read this yet.' }),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'There are no active subscribers to send it to.',
    });
    expect(await database.db.select().from(newsletterIssues)).toHaveLength(0);
  });

  it('queues one copy per active subscriber, each with its own unsubscribe link and headers, and records who sent it', async () => {
    const { caller: visitor } = await callerWithSession(database.db);
    for (const email of ['ana@example.dm', 'ben@example.dm', 'cora@example.dm']) await visitor.subscribers.subscribe({ email });
    const cora = await tokenOf('cora@example.dm');
    await visitor.subscribers.unsubscribe({ token: cora });

    const { caller: admin, account } = await signedInCaller(database.db, 'admin', WITH_MAIL);
    const sent = await admin.subscribers.sendIssue({
      subject: '  Scam season:\nwhat to watch for  ',
      body: 'Three scams we saw this month.\n\nRead the guide:\n\nhttps://example.dm/security',
    });
    // One line, trimmed: a line break in a subject would be a header of its own.
    expect(sent).toMatchObject({ subject: 'Scam season: what to watch for', recipients: 2, sentBy: account.username });

    const mails = await issueMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['ana@example.dm', 'ben@example.dm']);
    for (const mail of mails) {
      const token = await tokenOf(mail.toAddress);
      const page = `/unsubscribe?token=${token}`;
      expect(mail.subject).toBe('Scam season: what to watch for');
      expect(mail.textBody).toContain('Three scams we saw this month.');
      expect(mail.textBody).toContain(page);
      expect(mail.htmlBody).toMatch(new RegExp(`<a href="https?://[^"]+/unsubscribe\\?token=${token}">`));
      expect(mail.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(new RegExp(`/api/newsletter/one-click-unsubscribe\\?token=${token}>$`)),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // Nobody's copy carries anyone else's token, nor the marker it was made with.
      expect(mail.textBody).not.toMatch(/token-marker-/);
      expect(mail.htmlBody).not.toMatch(/token-marker-/);
      expect(JSON.stringify(mail.headers)).not.toMatch(/token-marker-/);
    }
    expect(new Set(mails.map((m) => m.textBody)).size).toBe(2);

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'newsletter.send'), eq(auditLog.actorId, account.id)));
    expect(audit?.summary).toEqual({ subject: 'Scam season: what to watch for', recipients: 2 });
    expect(await admin.subscribers.issues()).toEqual([expect.objectContaining({ id: sent.id, recipients: 2, sentBy: account.username })]);

    // The link in a copy works without signing in, and the next issue skips that reader.
    const ben = mails.find((m) => m.toAddress === 'ben@example.dm')!;
    const benToken = /unsubscribe\?token=([\w-]+)/.exec(ben.textBody)![1]!;
    await visitor.subscribers.unsubscribe({ token: benToken });
    const next = await admin.subscribers.sendIssue({ subject: 'Events in December', body: 'Two workshops in Roseau this month.' });
    expect(next.recipients).toBe(1);
    expect((await issueMails()).filter((m) => m.subject === 'Events in December').map((m) => m.toAddress)).toEqual(['ana@example.dm']);
  });

  it('refuses the same issue a second time within the hour (a double press), but sends a changed one', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin', WITH_MAIL);
    const issue = { subject: 'Weekly lesson', body: 'This week: what a seed phrase is, and why nobody should ask for it.' };
    await admin.subscribers.sendIssue(issue);
    const before = (await issueMails()).length;
    const results = await Promise.allSettled([admin.subscribers.sendIssue(issue), admin.subscribers.sendIssue(issue)]);
    for (const r of results) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT' } });
    expect((await issueMails()).length).toBe(before);
    await admin.subscribers.sendIssue({ ...issue, subject: 'Weekly lesson (corrected)' });
    expect((await issueMails()).length).toBeGreaterThan(before);
  });

  it('refuses a subject or text too short or too long, with the field named', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin', WITH_MAIL);
    await expect(admin.subscribers.sendIssue({ subject: 'Hi', body: 'A body long enough to be sent.' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Subject must be at least 3 characters'),
    });
    await expect(admin.subscribers.sendIssue({ subject: 'Short text', body: 'Too short.' })).rejects.toMatchObject({
      message: expect.stringContaining('Message must be at least 20 characters'),
    });
    await expect(admin.subscribers.sendIssue({ subject: 'Long text', body: 'x'.repeat(20_001) })).rejects.toMatchObject({
      message: expect.stringContaining('Message must be at most 20000 characters'),
    });
  });
});

describe('a list longer than a batch', () => {
  it('the request queues the first batch; the worker queues the rest, one copy per active subscriber, never twice', async () => {
    await database.db.delete(subscribers);
    await database.db.delete(emailOutbox);
    const emails = Array.from({ length: 7 }, (_, i) => `batch${i}@example.dm`);
    await database.db
      .insert(subscribers)
      .values(emails.map((email, i) => ({ email, unsubscribeToken: `token-batch-${i}-${'x'.repeat(20)}` })));
    const { account } = await signedInCaller(database.db, 'admin', WITH_MAIL);
    const sent = await database.db.transaction((tx) =>
      sendNewsletterIssue(
        tx,
        'https://school.example.dm',
        account.id,
        { subject: 'In batches', body: 'Sent to a list longer than a batch.' },
        3,
      ),
    );
    expect(sent?.recipients).toBe(7);
    expect((await issueMails()).map((m) => m.toAddress).sort()).toEqual(emails.slice(0, 3));

    // Someone unsubscribes before their batch: they get no copy.
    await database.db.update(subscribers).set({ subscribed: false }).where(eq(subscribers.email, 'batch5@example.dm'));
    // Two workers at once (two processes): each batch is taken by one of them.
    const [a, b] = await Promise.all([
      queueNewsletterBatches(database.db, { batch: 3, maxBatches: 1 }),
      queueNewsletterBatches(database.db, { batch: 3, maxBatches: 1 }),
    ]);
    expect(a + b).toBeGreaterThan(0);
    await queueNewsletterBatches(database.db, { batch: 3 });
    const mails = await issueMails();
    const expected = emails.filter((e) => e !== 'batch5@example.dm');
    expect(mails.map((m) => m.toAddress).sort()).toEqual(expected);
    // Each copy carries its own subscriber's link, from the address the issue was sent from.
    for (const mail of mails)
      expect(mail.textBody).toContain(`https://school.example.dm/unsubscribe?token=${await tokenOf(mail.toAddress)}`);
    const [issue] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, sent!.id));
    expect(issue?.queuedThrough).toBeNull();
    // Nothing is left to queue.
    expect(await queueNewsletterBatches(database.db, { batch: 3 })).toBe(0);

    // Without PUBLIC_URL (development) the site's address is the request's Host, of any length:
    // it is kept as the issue's, never refused by the database (it was a varchar(300)).
    const longHost = `http://${'h'.repeat(400)}.example.dm`;
    const far = await database.db.transaction((tx) =>
      sendNewsletterIssue(tx, longHost, account.id, { subject: 'From a long host', body: 'The links carry the whole address.' }, 3),
    );
    expect(far?.recipients).toBe(expected.length);
    await queueNewsletterBatches(database.db, { batch: 3 });
    const farCopies = (await issueMails()).filter((m) => m.subject === 'From a long host');
    expect(farCopies).toHaveLength(expected.length);
    for (const copy of farCopies) expect(copy.textBody).toContain(`${longHost}/unsubscribe?token=`);
    await database.db.delete(emailOutbox).where(eq(emailOutbox.subject, 'From a long host'));
    expect(await queueNewsletterBatches(database.db, { batch: 3 })).toBe(0);
    expect(await issueMails()).toHaveLength(expected.length);
  });
});

describe('a copy whose address has left the list before it went out (probe 31, F1)', () => {
  it('is not sent: unsubscribed by its link, switched off, deleted or given another address; a staying reader keeps theirs', async () => {
    const { caller: visitor } = await callerWithSession(database.db);
    const emails = ['stays@leave.dm', 'clicks@leave.dm', 'off@leave.dm', 'gone@leave.dm', 'moved@leave.dm'];
    for (const email of emails) await visitor.subscribers.subscribe({ email });
    const { caller: admin } = await signedInCaller(database.db, 'admin', WITH_MAIL);
    await admin.subscribers.sendIssue({ subject: 'While the mail server is down', body: 'This issue waits in the outbox for its server.' });
    const copyTo = async (email: string) =>
      (await issueMails()).find((m) => m.toAddress === email && m.subject === 'While the mail server is down');
    for (const email of emails) expect(await copyTo(email)).toMatchObject({ status: 'pending' });
    const idOf = async (email: string) => (await database.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!.id;

    await visitor.subscribers.unsubscribe({ token: await tokenOf('clicks@leave.dm') });
    await admin.subscribers.update({ id: await idOf('off@leave.dm'), subscribed: false });
    await admin.subscribers.delete({ id: await idOf('gone@leave.dm') });
    await admin.subscribers.update({ id: await idOf('moved@leave.dm'), email: 'moved-elsewhere@leave.dm' });

    expect(await copyTo('stays@leave.dm')).toMatchObject({ status: 'pending' });
    for (const email of ['clicks@leave.dm', 'off@leave.dm', 'gone@leave.dm', 'moved@leave.dm'])
      expect(await copyTo(email)).toMatchObject({
        status: 'failed',
        lastError: 'Not sent: the address left the newsletter list after this copy was queued.',
      });
    // Coming back later does not revive the withdrawn copy.
    await visitor.subscribers.subscribe({ email: 'clicks@leave.dm' });
    expect(await copyTo('clicks@leave.dm')).toMatchObject({ status: 'failed' });
  });
});

describe('a test copy of a newsletter', () => {
  it("goes to the sending admin's own address only, marked [Test], with an unsubscribe link that takes no one off the list; ten an hour", async () => {
    const { caller: visitor } = await callerWithSession(database.db);
    await visitor.subscribers.subscribe({ email: 'reader-of-tests@example.dm' });
    const { caller: learner } = await signedInCaller(database.db);
    const issue = { subject: 'December workshop', body: 'Our next workshop is on wallets and seed phrases.' };
    await expect(learner.subscribers.sendTestIssue(issue)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const { caller: admin, account } = await signedInCaller(database.db, 'admin', WITH_MAIL);
    const issuesBefore = (await database.db.select().from(newsletterIssues)).length;
    expect(await admin.subscribers.sendTestIssue(issue)).toEqual({ to: account.email });
    const tests = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'newsletter.test'));
    expect(tests.map((m) => m.toAddress)).toEqual([account.email]);
    expect(tests[0]!.subject).toBe('[Test] December workshop');
    expect(tests[0]!.textBody).toContain('Our next workshop is on wallets and seed phrases.');
    expect(tests[0]!.textBody).toMatch(/\/unsubscribe\s*$/m);
    // Said in words: the link of a test copy leads to a page that calls it not valid (probe 45).
    expect(tests[0]!.textBody).toContain('the one below is a sample and takes no one off the list');
    expect(tests[0]!.textBody).not.toContain('token=');
    expect(tests[0]!.headers).toBeNull();
    // Not an issue: nothing recorded as sent, no subscriber's copy.
    expect(await database.db.select().from(newsletterIssues)).toHaveLength(issuesBefore);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'reader-of-tests@example.dm'))).toHaveLength(1); // the subscription's own confirmation, nothing more
    const [audit] = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'newsletter.test_send'), eq(auditLog.actorId, account.id)));
    expect(audit).toBeDefined();

    for (let n = 1; n < 10; n++) await admin.subscribers.sendTestIssue(issue);
    await expect(admin.subscribers.sendTestIssue(issue)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
