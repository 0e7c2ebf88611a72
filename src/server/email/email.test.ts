import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount, signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { configurePayments } from '../../../test/payments';
import { startSmtpServer } from '../../../test/smtp';
import type { Database } from '../db/client';
import { courses, emailOutbox, subscribers, users } from '../db/schema';
import { memorySession } from '../trpc/session';
import { silentLogger } from '../logger';
import { OutboxWorker } from './outbox';
import { createMailer } from './transport';

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: OutboxWorker;
let courseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
  await configurePayments(database.db);
  smtp = await startSmtpServer();
  worker = new OutboxWorker(
    database.db,
    createMailer({ smtpUrl: smtp.url, from: 'School <school@example.com>', log: silentLogger }),
    silentLogger,
  );
  const [course] = await database.db
    .insert(courses)
    .values({
      title: 'Crypto Basics',
      description: 'The basics, explained.',
      level: 'Beginner',
      duration: '4 weeks',
      price: 4999,
      downloadUrl: 'https://m.example.com/basics.zip',
    })
    .returning({ id: courses.id });
  courseId = course!.id;
  const { caller: admin } = await signedInCaller(database.db, 'admin');
  const current = await admin.settings.admin();
  await admin.settings.updateNotifications({
    ...current.notifications,
    adminEmailRecipients: 'owner@example.com, second@example.com',
  });
  await admin.settings.updateCompany({
    id: 1,
    companyName: 'Nature Isle Crypto',
    companyTagline: 'Learn first',
    contactEmail: 'hello@example.com',
  });
});
beforeEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await worker.stop();
  await smtp.close();
  await database.close();
});

const to = (mail: { to?: unknown }) => JSON.stringify(mail.to);
const userId = async (username: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id;

describe('email over SMTP', () => {
  it('a new enrollment mails the admins with method and reference; approval mails the learner with the note', async () => {
    const { caller: learner, account } = await signedInCaller(database.db);
    const enrollment = await learner.enrollments.enroll({ courseId, paymentMethod: 'usdt', paymentReference: 'TX-9' });
    await worker.runOnce();
    const adminMails = smtp.received.filter((m) => m.subject === 'New enrollment: Crypto Basics');
    expect(adminMails.map(to).sort()).toEqual(
      [expect.stringContaining('owner@example.com'), expect.stringContaining('second@example.com')].sort(),
    );
    expect(adminMails[0]?.text).toContain('Payment method: USDT');
    expect(adminMails[0]?.text).toContain('Payment reference: TX-9');
    // Straight to the queue: the pending section is an address of its own.
    expect(adminMails[0]?.text).toMatch(/approve or reject it here:\s+https?:\/\/[^/\s]+\/admin\?tab=pending\b/);

    smtp.received.length = 0;
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await admin.enrollments.approve({ id: enrollment.id, notes: 'Payment received, welcome!' });
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(to(mail)).toContain(account.email);
    expect(mail.subject).toBe('Your enrollment in "Crypto Basics" is approved');
    // A real course: the payment was confirmed, and nothing calls it a sample.
    expect(mail.text).toContain('we confirmed your payment');
    expect(mail.text).not.toContain('sample');
    expect(mail.text).toContain('Payment received, welcome!');
    expect(mail.text).toContain('/profile');
    expect(mail.text).toContain('Nature Isle Crypto');
    expect(mail.html).toContain('Nature Isle Crypto');
  });

  it("a learner cannot write lines of their own into the admins' mail: names, references and subjects stay on one line (probe 22, D2)", async () => {
    const { caller: anonymous } = await callerWithSession(database.db);
    const forgedName = 'Marie Joseph\n\nPayment method: Mobile Banking\nPayment reference: BOD-884213 (confirmed by bank)\n';
    await anonymous.auth.register({
      username: 'forger1',
      fullName: forgedName,
      email: 'forger1@example.com',
      password: 'forger-pass-1',
    });
    const { caller: learner } = await callerWithSession(
      database.db,
      memorySession({ uid: (await userId('forger1'))!, v: 1, iat: Date.now() }),
    );
    await learner.enrollments.enroll({ courseId, paymentMethod: 'cash', paymentReference: 'abc\r\nApproved by: admin' });
    await anonymous.contact.send({
      name: 'Ann\nUsername: admin',
      email: 'ann2@example.com',
      subject: 'Hi\nPriority: urgent',
      message: 'Two lines\nof a question',
    });
    await worker.runOnce();
    const bodies = smtp.received.map((m) => m.text ?? '').join('\n');
    // Every line the site did not write would start one of these.
    for (const forged of [
      'Payment method: Mobile Banking',
      'Payment reference: BOD-884213',
      'Approved by: admin',
      'Username: admin',
      'Priority: urgent',
    ])
      expect(bodies.split('\n').filter((l) => l.startsWith(forged))).toEqual([]);
    expect(bodies).toContain('Marie Joseph Payment method: Mobile Banking Payment reference: BOD-884213 (confirmed by bank) (@forger1');
    expect(bodies).toContain('Payment reference: abc Approved by: admin');
    // A message is many lines by nature and keeps them.
    expect(bodies).toContain('Two lines\nof a question');
  });

  it('approving a sample course confirms no payment: it says the course is a sample, nothing was paid or due, and where its materials are (probe 28, F9)', async () => {
    const [sample] = await database.db
      .insert(courses)
      .values({
        title: 'Sample course: Wallet Workshop',
        description: 'A sample course.',
        level: 'Beginner',
        duration: '1 week',
        price: 2500,
        downloadUrl: 'https://example.com/sample/wallet-workshop.zip',
        demo: true,
      })
      .returning({ id: courses.id });
    const { caller: learner } = await signedInCaller(database.db);
    const enrollment = await learner.enrollments.enroll({ courseId: sample!.id, paymentMethod: 'cash' });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    smtp.received.length = 0;
    await admin.enrollments.approve({ id: enrollment.id });
    await worker.runOnce();
    const mail = smtp.received.find((m) => m.subject === 'Your enrollment in "Sample course: Wallet Workshop" is approved');
    expect(mail?.text).not.toContain('confirmed your payment');
    expect(mail?.text).toContain('This is a sample course that shows how the site works');
    expect(mail?.text).toContain('nothing was paid for it and nothing is due');
    expect(mail?.text).toMatch(
      /sample materials \(example links, not a real download\) are now on your profile page under My Courses:\s+https?:\/\/\S+\/profile/,
    );
    expect(mail?.html).not.toContain('confirmed your payment');
  });

  it('a rejection carries the admin note', async () => {
    const { caller: learner } = await signedInCaller(database.db);
    const enrollment = await learner.enrollments.enroll({ courseId, paymentMethod: 'cash' });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await admin.enrollments.reject({ id: enrollment.id, notes: 'We could not find your payment' });
    await worker.runOnce();
    const mail = smtp.received.find((m) => m.subject?.includes('was not approved'));
    expect(mail?.text).toContain('We could not find your payment');
  });

  it('contact messages reply to the sender; subscriptions confirm with one-click unsubscribe headers', async () => {
    const { caller } = await callerWithSession(database.db);
    await caller.contact.send({ name: 'Ann Lee', email: 'ann@example.com', subject: 'Question', message: 'How long is the course?' });
    await caller.subscribers.subscribe({ email: 'reader@example.com' });
    await worker.runOnce();
    const contact = smtp.received.find((m) => m.subject === 'Contact form: Question');
    expect(JSON.stringify(contact?.replyTo)).toContain('ann@example.com');
    // The name on its own line, isolated; the address on the next (probe 24 notes).
    expect(contact?.text).toContain('Name: \u2068Ann Lee\u2069\nEmail: ann@example.com');
    const confirmation = smtp.received.find((m) => to(m).includes('reader@example.com'));
    expect(confirmation?.subject).toContain('subscribed');
    // mailparser folds List-* headers into `list`; the raw header lines keep them as sent.
    const rawHeaders = (confirmation?.headerLines ?? []).map((h) => h.line.replace(/\r?\n[ \t]+/g, ' ')).join('\n');
    expect(rawHeaders).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/newsletter\/one-click-unsubscribe\?token=[\w-]+>$/m);
    expect(rawHeaders).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.email, 'reader@example.com'));
    expect(confirmation?.text).toContain(`/unsubscribe?token=${row!.unsubscribeToken}`);
    expect(smtp.received.some((m) => m.subject === 'New newsletter subscriber')).toBe(true);

    // Subscribing again while active sends nothing more.
    smtp.received.length = 0;
    await caller.subscribers.subscribe({ email: 'reader@example.com' });
    await worker.runOnce();
    expect(smtp.received).toHaveLength(0);
  });

  it('the master switch and the per-event switches stop admin mail', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    // Each save sends the version it read (a save without one is refused).
    const notifications = async () => (await admin.settings.admin()).notifications;
    const current = { notifications: await notifications() };
    await admin.settings.updateNotifications({ ...current.notifications, newUserNotification: false });
    const { caller } = await callerWithSession(database.db);
    await caller.auth.register({ username: 'quiet_user', fullName: 'Quiet User', email: 'quiet@example.com', password: 'secret12' });
    await admin.settings.updateNotifications({
      ...current.notifications,
      enableEmailNotifications: false,
      version: (await notifications()).version,
    });
    await caller.contact.send({ name: 'Ann Lee', email: 'ann@example.com', subject: 'Silent', message: 'Nobody should be told.' });
    await worker.runOnce();
    expect(smtp.received.filter((m) => m.subject?.startsWith('New account') || m.subject === 'Contact form: Silent')).toHaveLength(0);
    await admin.settings.updateNotifications({ ...current.notifications, version: (await notifications()).version });
  });

  it('password reset: email with a single-use link, all sessions end, same answer for unknown addresses', async () => {
    const account = await createAccount(database.db);
    const { caller: oldSession } = await callerWithSession(database.db);
    await oldSession.auth.login({ username: account.username, password: account.password });
    const { caller } = await callerWithSession(database.db);
    const known = await caller.auth.requestPasswordReset({ email: account.email });
    const unknown = await caller.auth.requestPasswordReset({ email: 'nobody@example.com' });
    expect(unknown).toEqual(known);
    await worker.runOnce();
    const mail = smtp.received.find((m) => to(m).includes(account.email));
    expect(mail?.subject).toContain('Reset your');
    expect(smtp.received.filter((m) => to(m).includes('nobody@example.com'))).toHaveLength(0);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    // Sign-in takes the username: a learner who forgot it learns it from the reset (probe 45, finding 4).
    expect(mail?.text).toContain(`Your username is ${account.username}.`);
    expect(mail?.html).toContain(`Your username is ${account.username}.`);

    expect(await caller.auth.resetPassword({ token: token!, password: 'a-brand-new-pass' })).toEqual({
      success: true,
      username: account.username,
    });
    await expect(oldSession.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.auth.resetPassword({ token: token!, password: 'another-pass' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await caller.auth.login({ username: account.username, password: 'a-brand-new-pass' })).id).toBe(account.id);

    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const outbox = await admin.admin.emails({ page: 1, pageSize: 50 });
    const resetRow = outbox.items.find((e) => e.kind === 'auth.password_reset');
    expect(resetRow?.textBody).toContain('token=[hidden]');
    expect(resetRow?.textBody).not.toContain(token!);

    // "Did this learner get the reset mail?": found by their address or the subject (probe 72, F4).
    const found = await admin.admin.emails({ page: 1, pageSize: 50, q: account.email.toUpperCase() });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((e) => e.toAddress === account.email)).toBe(true);
    expect(found.items.map((e) => e.kind)).toContain('auth.password_reset');
    expect(found.total).toBe(found.items.length);
    expect((await admin.admin.emails({ page: 1, pageSize: 50, q: 'no-such-recipient-zzz' })).total).toBe(0);
    const bySubject = await admin.admin.emails({ page: 1, pageSize: 50, q: resetRow!.subject });
    expect(bySubject.items.every((e) => e.subject === resetRow!.subject)).toBe(true);
  });

  it('an expired link does not work', async () => {
    const account = await createAccount(database.db);
    const { caller } = await callerWithSession(database.db);
    await caller.auth.requestPasswordReset({ email: account.email });
    await worker.runOnce();
    const mail = smtp.received.find((m) => to(m).includes(account.email));
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const { passwordResetTokens } = await import('../db/schema');
    await database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(caller.auth.resetPassword({ token: token!, password: 'whatever-pass' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const pending = await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    expect(pending).toHaveLength(0);
  });
});
