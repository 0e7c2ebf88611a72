import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { TEST_PAYMENT_SETTINGS, configurePayments } from '../../../test/payments';
import type { Database } from '../db/client';
import { auditLog, blogPosts, courses, emailOutbox, enrollments, events, users } from '../db/schema';
import { memorySession } from '../trpc/session';
import { createContextInner, type Deployment } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'admin-pass-1', seedDemo: true });
});
afterAll(async () => {
  await database.close();
});

const createCaller = createCallerFactory(appRouter);
/** An admin caller on a server configured as `deployment` (SMTP_URL, PUBLIC_URL, MAIL_FROM). */
async function adminOn(deployment: Deployment) {
  const { account } = await signedInCaller(database.db, 'admin');
  const session = memorySession({ uid: account.id, v: 1, iat: Date.now() });
  return { caller: createCaller(() => createContextInner({ db: database.db, session, deployment })), account };
}

async function setRecipients(admin: Awaited<ReturnType<typeof adminOn>>['caller'], adminEmailRecipients: string) {
  const { notifications } = await admin.settings.admin();
  await admin.settings.updateNotifications({ ...notifications, adminEmailRecipients });
}

/** Test accounts live at example.com, which the checklist flags for admins: give every admin a real-looking one. */
async function realAdminAddresses() {
  await database.db
    .update(users)
    .set({ email: sql`lower(${users.username}) || '@school.dm'` })
    .where(eq(users.role, 'admin'));
}

const byId = (list: { id: string; ok: boolean }[]) => Object.fromEntries(list.map((c) => [c.id, c.ok]));

describe('launch checklist', () => {
  it('is admin only: anonymous 401 (UNAUTHORIZED), learners 403 (FORBIDDEN)', async () => {
    const { caller: anonymous } = await callerWithSession(database.db);
    const { caller: learner } = await signedInCaller(database.db);
    await expect(anonymous.launch.checklist()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(learner.launch.checklist()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(anonymous.launch.demoContent()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(learner.launch.demoContent()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('on a fresh install every item is open, each with where it is fixed; each closes when its fix is made', async () => {
    const { caller: fresh } = await adminOn({ mailConfigured: false, publicUrl: 'http://localhost:3000', mailFrom: null });
    const list = await fresh.launch.checklist();
    expect(list.map((c) => c.id)).toEqual([
      'demo-content',
      'payment-methods',
      'contact-details',
      'outgoing-mail',
      'admin-two-factor',
      'public-url',
    ]);
    for (const item of list) {
      expect(item.ok, item.id).toBe(false);
      expect(item.fixUrl, item.id).toMatch(/^\//);
      expect(item.detail, item.id).not.toBe('');
    }

    // Configured server, payments, contact details saved by an admin, an admin with 2FA.
    const { caller: configured, account } = await adminOn({
      mailConfigured: true,
      publicUrl: 'https://example.dm',
      mailFrom: 'School <school@example.dm>',
    });
    await configurePayments(database.db, TEST_PAYMENT_SETTINGS);
    await setRecipients(configured, 'office@example.dm');
    const company = await configured.settings.site();
    await configured.settings.updateCompany({
      id: company.id,
      companyName: company.companyName,
      companyTagline: company.companyTagline,
      contactEmail: 'office@example.dm',
      officeHours: 'Monday-Friday 9AM-5PM',
    });
    await database.db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, account.id));
    await realAdminAddresses();
    const after = byId(await configured.launch.checklist());
    expect(after).toEqual({
      'demo-content': false,
      'payment-methods': true,
      'contact-details': true,
      'outgoing-mail': true,
      'admin-two-factor': true,
      'public-url': true,
    });
  });
});

describe('the outgoing-mail item while SMTP_URL is set (probe 28, F3)', () => {
  const mailItem = async (caller: Awaited<ReturnType<typeof adminOn>>['caller']) =>
    (await caller.launch.checklist()).find((item) => item.id === 'outgoing-mail')!;

  it('stays open while admin notices go to example.com or mail is sent from localhost, saying where each is fixed', async () => {
    const { caller: unsetFrom } = await adminOn({ mailConfigured: true, publicUrl: 'https://example.dm', mailFrom: null });
    // As a fresh install has it: the default recipient admin@example.com, no MAIL_FROM.
    await setRecipients(unsetFrom, 'admin@example.com');
    const fresh = await mailItem(unsetFrom);
    expect(fresh.ok).toBe(false);
    expect(fresh.detail).toContain('MAIL_FROM is not set, so mail is sent from no-reply@localhost');
    expect(fresh.detail).toContain('admin@example.com');
    expect(fresh.detail).toContain('Site settings → Notifications');
    expect(fresh.fixUrl).toBe('/dashboard#launch-server-config');

    // A sender at localhost, named or bare, is the same problem.
    for (const mailFrom of ['"Our School" <school@localhost>', 'no-reply@LOCALHOST']) {
      const { caller } = await adminOn({ mailConfigured: true, publicUrl: 'https://example.dm', mailFrom });
      const item = await mailItem(caller);
      expect(item.ok, mailFrom).toBe(false);
      expect(item.detail, mailFrom).toMatch(/MAIL_FROM sends from \S+@localhost\b/i);
    }

    // A real sender: only the recipients are left, and the item links to their settings tab.
    const { caller: realFrom } = await adminOn({
      mailConfigured: true,
      publicUrl: 'https://example.dm',
      mailFrom: 'School <school@example.dm>',
    });
    for (const recipients of ['owner@example.dm, team@mail.example.org', 'admin@EXAMPLE.net']) {
      await setRecipients(realFrom, recipients);
      const item = await mailItem(realFrom);
      expect(item.ok, recipients).toBe(false);
      expect(item.detail, recipients).not.toContain('MAIL_FROM');
      expect(item.detail, recipients).toContain('Site settings → Notifications');
      expect(item.fixUrl, recipients).toBe('/admin/settings?tab=notifications');
    }
    // Real recipients, and every admin at a real address: done.
    await setRecipients(realFrom, 'owner@example.dm, team@school.dm');
    await realAdminAddresses();
    expect(await mailItem(realFrom)).toMatchObject({ ok: true, detail: '' });
    // An admin account at an example address (ADMIN_EMAIL's default): its reset mail reaches nobody.
    const [primary] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    await database.db.update(users).set({ email: 'admin@example.com' }).where(eq(users.id, primary!.id));
    const exampleAdmin = await mailItem(realFrom);
    expect(exampleAdmin.ok).toBe(false);
    expect(exampleAdmin.detail).toBe(
      'Admin account admin (admin@example.com) has an example address: password resets and security notices for it reach nobody. Change it on the Users page (your own also under Account).',
    );
    expect(exampleAdmin.fixUrl).toBe('/admin/users');
    // A learner at example.com is no operator's concern.
    await signedInCaller(database.db);
    await database.db.update(users).set({ email: 'owner@school.dm' }).where(eq(users.id, primary!.id));
    expect(await mailItem(realFrom)).toMatchObject({ ok: true, detail: '' });
    // Without SMTP_URL nothing leaves the server: that is all the item says.
    const { caller: noSmtp } = await adminOn({ mailConfigured: false, publicUrl: 'https://example.dm', mailFrom: null });
    expect((await mailItem(noSmtp)).detail).toMatch(/^SMTP_URL is not set/);
  });
});

describe('a sample course in email', () => {
  it("the learner's enrollment email names it as a sample", async () => {
    const { caller: learner, account } = await signedInCaller(database.db);
    const [first] = await database.db.select().from(courses).where(eq(courses.demo, true)).orderBy(asc(courses.id)).limit(1);
    await learner.enrollments.enroll({ courseId: first!.id, paymentMethod: 'cash' });
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, account.email));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => `${m.subject}\n${m.textBody}`).join('\n')).toContain('Sample course: ');
  });
});

describe('removing the demo content', () => {
  it('is admin only: anonymous UNAUTHORIZED, learners FORBIDDEN, and nothing is removed', async () => {
    const { caller: anonymous } = await callerWithSession(database.db);
    const { caller: learner } = await signedInCaller(database.db);
    await expect(anonymous.launch.removeDemoContent()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(learner.launch.removeDemoContent()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await database.db.select().from(courses).where(eq(courses.demo, true))).toHaveLength(4);
  });

  it('removes only demo rows (never one an admin edited), archives a sample course with enrollments, audited, and the notice goes', async () => {
    const { caller: admin, account } = await adminOn({ mailConfigured: false, publicUrl: null, mailFrom: null });
    const { caller: anonymous } = await callerWithSession(database.db);
    expect((await anonymous.settings.site()).demoContent).toBe(true);
    const listed = await admin.launch.demoContent();
    expect(listed.courses).toHaveLength(4);
    expect(listed.events).toHaveLength(3);
    expect(listed.posts).toHaveLength(3);

    const sampleEvents = await database.db.select().from(events).where(eq(events.demo, true)).orderBy(events.id);
    // An admin edits only the time of one: it still says it is a sample, so it stays one (probe 41, F1).
    {
      const { id, createdAt: _c, updatedAt: _u, demo: _d, ...fields } = sampleEvents[1]!;
      const retimed = await admin.events.update({ id, ...fields, virtualLink: fields.virtualLink ?? '', time: '20:00' });
      expect(retimed).toMatchObject({ demo: true, time: '20:00' });
      expect((await admin.launch.demoContent()).events.map((e) => e.id)).toContain(id);
      // A new title alone is not enough while its text and link still say "sample".
      const renamed = await admin.events.update({ id, ...fields, virtualLink: fields.virtualLink ?? '', title: 'Trading safety evening' });
      expect(renamed.demo).toBe(true);
    }

    // An admin rewrites another: it says nothing of a sample any more, so it becomes theirs and stays.
    const kept = sampleEvents[0]!;
    const { id: keptId, createdAt: _c, updatedAt: _u, demo: _d, ...fields } = kept;
    const edited = await admin.events.update({
      id: keptId,
      ...fields,
      title: 'Our own workshop',
      description: 'Our first workshop: wallets, keys and scams, with time for questions.',
      location: 'Roseau Public Library',
      isVirtual: false,
      virtualLink: '',
    });
    expect(edited.demo).toBe(false);

    // A learner enrolled in one sample course: that course is archived, not deleted.
    const { account: learner } = await signedInCaller(database.db);
    const enrolledCourse = listed.courses[0]!;
    await database.db.insert(enrollments).values({
      userId: learner.id,
      courseId: enrolledCourse.id,
      price: 4999,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      paymentCode: 'DCE-DEMO1',
    });

    // A course an admin created is never demo.
    const own = await admin.courses.create({
      title: 'Our real course',
      description: 'Written by this site.',
      level: 'Beginner',
      duration: '1 week',
      price: 1000,
      downloadUrl: 'https://materials.dominica.test/own.zip',
      thumbnailUrl: '',
    });
    expect(own.demo).toBe(false);

    const result = await admin.launch.removeDemoContent();
    expect(result).toEqual({ deletedCourses: 3, archivedCourses: 1, events: 2, posts: 3 });

    expect(await database.db.select().from(events).where(eq(events.demo, true))).toHaveLength(0);
    expect((await database.db.select().from(events).where(eq(events.id, keptId)))[0]?.title).toBe('Our own workshop');
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
    const remaining = await database.db.select().from(courses);
    expect(remaining.map((c) => c.id).sort()).toEqual([enrolledCourse.id, own.id].sort());
    expect(remaining.find((c) => c.id === enrolledCourse.id)?.archivedAt).toBeInstanceOf(Date);
    expect((await anonymous.courses.list()).map((c) => c.id)).toEqual([own.id]);

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'demo.remove'), eq(auditLog.actorId, account.id)));
    expect(audit?.summary).toMatchObject({ deletedCourses: 3, archivedCourses: 1, events: 2, posts: 3 });

    expect((await anonymous.settings.site()).demoContent).toBe(false);
    expect(byId(await admin.launch.checklist())['demo-content']).toBe(true);
    // A second run finds nothing to remove.
    expect(await admin.launch.removeDemoContent()).toEqual({ deletedCourses: 0, archivedCourses: 0, events: 0, posts: 0 });
  });
});
