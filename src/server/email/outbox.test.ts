import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { startSmtpServer, unusedPort } from '../../../test/smtp';
import type { Database } from '../db/client';
import { emailOutbox, siteSettings } from '../db/schema';
import { silentLogger } from '../logger';
import { backoffMs, enqueueEmail, OutboxWorker } from './outbox';
import { createMailer } from './transport';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('outbox worker', () => {
  it('retries after the SMTP server was down and sends exactly once', async () => {
    const port = await unusedPort();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'School <school@example.com>', log: silentLogger });
    const worker = new OutboxWorker(database.db, mailer, silentLogger);
    await database.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'learner@example.com', subject: 'Retry me', text: 'Hello', html: '<p>Hello</p>', kind: 'test' }),
    );

    // Server down: nothing sent, the row waits with a backoff.
    expect(await worker.runOnce()).toBe(0);
    const [afterFailure] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Retry me'));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure!.lastError).toBeTruthy();
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a run now does nothing.
    expect(await worker.runOnce()).toBe(0);

    // The server comes back on the same port, and the backoff has elapsed.
    const smtp = await startSmtpServer(port);
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, afterFailure!.id));
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received.filter((m) => m.subject === 'Retry me')).toHaveLength(1);
    const [sent] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, afterFailure!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, transport: 'smtp' });
    await worker.stop();
    await smtp.close();
  });

  it('two workers racing for the same rows send each message once', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'School <school@example.com>', log: silentLogger });
    for (let i = 0; i < 6; i++) {
      await enqueueEmail(database.db, { to: `r${i}@example.com`, subject: `Race ${i}`, text: 'x', html: 'x', kind: 'test' });
    }
    const a = new OutboxWorker(database.db, mailer, silentLogger, { batchSize: 2 });
    const b = new OutboxWorker(database.db, mailer, silentLogger, { batchSize: 2 });
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sentA + sentB).toBe(6);
    expect(smtp.received.filter((m) => m.subject?.startsWith('Race '))).toHaveLength(6);
    await smtp.close();
  });

  it("without MAIL_FROM mail comes from the site's name now, and replies go to the confirmed office address (probe 24, D2)", async () => {
    const smtp = await startSmtpServer();
    const worker = new OutboxWorker(database.db, createMailer({ smtpUrl: smtp.url, log: silentLogger }), silentLogger);
    const send = async (subject: string, replyTo?: string) => {
      await enqueueEmail(database.db, { to: 'owner@example.com', subject, text: 'x', html: 'x', kind: 'test', replyTo });
      await worker.runOnce();
      return smtp.received.find((m) => m.subject === subject)!;
    };
    // Renamed, contact details not confirmed yet: the new name; no Reply-To (a sample address is no one's).
    await database.db
      .insert(siteSettings)
      .values({ id: 1, companyName: 'Island Learning, Co', companyTagline: 'x', contactEmail: 'office@island.example' })
      .onConflictDoUpdate({ target: siteSettings.id, set: { companyName: 'Island Learning, Co', contactEmail: 'office@island.example' } });
    const first = await send('After a rename');
    expect(first.from?.value).toEqual([{ name: 'Island Learning, Co', address: 'no-reply@localhost' }]);
    expect(first.replyTo).toBeUndefined();
    // Confirmed: replies go to the office; a mail with its own Reply-To (a visitor's message) keeps it.
    await database.db.update(siteSettings).set({ contactConfirmedAt: new Date() }).where(eq(siteSettings.id, 1));
    expect((await send('After confirming')).replyTo?.value).toEqual([{ name: '', address: 'office@island.example' }]);
    expect((await send('A visitor wrote', 'visitor@example.com')).replyTo?.value).toEqual([{ name: '', address: 'visitor@example.com' }]);
    // MAIL_FROM, when set, is used as it is.
    const fixed = new OutboxWorker(
      database.db,
      createMailer({ smtpUrl: smtp.url, from: 'School <school@example.com>', log: silentLogger }),
      silentLogger,
    );
    await enqueueEmail(database.db, { to: 'owner@example.com', subject: 'Fixed sender', text: 'x', html: 'x', kind: 'test' });
    await fixed.runOnce();
    expect(smtp.received.find((m) => m.subject === 'Fixed sender')?.from?.value).toEqual([
      { name: 'School', address: 'school@example.com' },
    ]);
    await smtp.close();
  });

  it('without SMTP the mail is logged and kept for admins to read', async () => {
    const worker = new OutboxWorker(database.db, createMailer({ from: 'x <x@example.com>', log: silentLogger }), silentLogger);
    await enqueueEmail(database.db, { to: 'a@example.com', subject: 'Logged only', text: 'Body text', html: '<p>Body</p>', kind: 'test' });
    await worker.runOnce();
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Logged only'));
    expect(row).toMatchObject({ status: 'sent', transport: 'log', textBody: 'Body text' });
  });

  it('backs off exponentially up to an hour', () => {
    expect(backoffMs(1)).toBe(15_000);
    expect(backoffMs(3)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

describe('what the worker queues before a run (a newsletter issue past its first batch)', () => {
  it('is sent in the same run; a failure there is logged and sending goes on', async () => {
    const mailer = createMailer({ from: 'School <school@example.com>', log: silentLogger });
    const queueOne = (subject: string) =>
      database.db.transaction((tx) => enqueueEmail(tx, { to: 'reader@example.com', subject, text: 'Hi', html: '<p>Hi</p>', kind: 'test' }));
    const queuing = new OutboxWorker(database.db, mailer, silentLogger, { beforeRun: () => queueOne('Queued before the run') });
    expect(await queuing.runOnce()).toBeGreaterThanOrEqual(1);
    const [queued] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Queued before the run'));
    expect(queued?.status).toBe('sent');

    await queueOne('Waiting already');
    const failing = new OutboxWorker(database.db, mailer, silentLogger, { beforeRun: () => Promise.reject(new Error('no batch')) });
    expect(await failing.runOnce()).toBeGreaterThanOrEqual(1);
    const [waiting] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Waiting already'));
    expect(waiting?.status).toBe('sent');
  });
});
