import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { auditLog, courses, emailOutbox } from '../db/schema';
import { WITHDRAWN_COURSE_DO_NOT_PAY } from '../../shared/schemas/enrollments';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const course = {
  title: 'Crypto Basics Test',
  description: 'A course for testing the rules of courses.',
  level: 'Beginner' as const,
  duration: '4 weeks',
  price: 4999,
  downloadUrl: 'https://materials.example.com/basics.zip',
  youtubePlaylistUrl: 'https://www.youtube.com/playlist?list=x',
  thumbnailUrl: '',
};

describe('courses', () => {
  it('admins create, update and see material links; visitors and users never see them', async () => {
    const { caller: admin, account } = await signedInCaller(database.db, 'admin');
    const created = await admin.courses.create(course);
    expect(created).toMatchObject({ title: 'Crypto Basics Test', price: 4999, thumbnailUrl: null, downloadUrl: course.downloadUrl });

    const { caller: anonymous } = await callerWithSession(database.db);
    const { caller: user } = await signedInCaller(database.db);
    for (const caller of [anonymous, user]) {
      const list = await caller.courses.list();
      const found = list.find((c) => c.id === created.id);
      expect(found).toBeDefined();
      expect(found).not.toHaveProperty('downloadUrl');
      expect(found).not.toHaveProperty('youtubePlaylistUrl');
      expect(await caller.courses.byId({ id: created.id })).not.toHaveProperty('downloadUrl');
    }

    const updated = await admin.courses.update({ id: created.id, ...course, price: 5999 });
    expect(updated.price).toBe(5999);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['course.create', 'course.update']));
    expect(audit.every((a) => a.actorId === account.id)).toBe(true);
  });

  it("an update leaves the course page's optional parts it does not send; '' and null clear them (probe 36, F2)", async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const rich = {
      ...course,
      title: 'Rich course',
      syllabus: '- One\n- Two',
      format: 'Live classes',
      thumbnailUrl: 'https://example.org/t.png',
      materials: [{ title: 'Workbook', url: 'https://example.org/wb.pdf' }],
    };
    const created = await admin.courses.create(rich);
    // The spec's fields only, as a script changing the price sends them.
    const { syllabus: _s, format: _f, thumbnailUrl: _t, youtubePlaylistUrl: _y, materials: _m, ...specFields } = rich;
    const priced = await admin.courses.update({ id: created.id, ...specFields, price: 5000 });
    expect(priced).toMatchObject({
      price: 5000,
      syllabus: '- One\n- Two',
      format: 'Live classes',
      thumbnailUrl: 'https://example.org/t.png',
      youtubePlaylistUrl: course.youtubePlaylistUrl,
      materials: rich.materials,
    });
    const cleared = await admin.courses.update({
      id: created.id,
      ...specFields,
      syllabus: '',
      format: '',
      thumbnailUrl: null,
      youtubePlaylistUrl: '',
    });
    expect(cleared).toMatchObject({ syllabus: '', format: '', thumbnailUrl: null, youtubePlaylistUrl: null });
  });

  it('only admins may write', async () => {
    const { caller: user } = await signedInCaller(database.db);
    const { caller: anonymous } = await callerWithSession(database.db);
    await expect(user.courses.create(course)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(anonymous.courses.create(course)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(user.courses.delete({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(user.courses.update({ id: 1, ...course })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('validates with the spec messages and refuses unsafe links', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await expect(admin.courses.create({ ...course, title: 'ab' })).rejects.toMatchObject({
      message: expect.stringContaining('Title must be at least 3 characters'),
    });
    await expect(admin.courses.create({ ...course, description: 'short' })).rejects.toMatchObject({
      message: expect.stringContaining('Description must be at least 10 characters'),
    });
    await expect(admin.courses.create({ ...course, price: -1 })).rejects.toMatchObject({
      message: expect.stringContaining('Price must be a positive number'),
    });
    await expect(admin.courses.create({ ...course, downloadUrl: 'abc' })).rejects.toMatchObject({
      message: expect.stringContaining('Download URL is required'),
    });
    await expect(admin.courses.create({ ...course, downloadUrl: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.courses.create({ ...course, level: '' as 'Beginner' })).rejects.toMatchObject({
      message: expect.stringContaining('Level is required'),
    });
    await expect(admin.courses.create({ ...course, duration: ' ' })).rejects.toMatchObject({
      message: expect.stringContaining('Duration is required'),
    });
  });

  it('404 for a missing course', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await expect(admin.courses.byId({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.courses.update({ id: 999_999, ...course })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.courses.delete({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deleting a course without enrollments removes it; with enrollments archives it and keeps the history', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const lonely = await admin.courses.create({ ...course, title: 'Nobody Enrolled' });
    expect(await admin.courses.delete({ id: lonely.id })).toEqual({ success: true, outcome: 'deleted' });
    expect(await database.db.select().from(courses).where(eq(courses.id, lonely.id))).toHaveLength(0);

    const popular = await admin.courses.create({ ...course, title: 'Someone Enrolled' });
    const { caller: learner } = await signedInCaller(database.db);
    const { id: enrollmentId } = await learner.enrollments.enroll({ courseId: popular.id, paymentMethod: 'cash' });
    const before = (await learner.enrollments.mine())[0]!;
    expect(before.course.withdrawn).toBe(false);
    expect(before.instructions).not.toBeNull();
    expect(await admin.courses.delete({ id: popular.id })).toEqual({ success: true, outcome: 'archived' });
    expect((await admin.courses.list()).some((c) => c.id === popular.id)).toBe(false);
    const mine = await learner.enrollments.mine();
    expect(mine[0]?.course.title).toBe('Someone Enrolled');
    // Withdrawn: the learner is no longer told how to pay for it, nor may choose another way (probe 36, F1).
    expect(mine[0]).toMatchObject({ paymentStatus: 'pending', instructions: null, course: { withdrawn: true } });
    await expect(learner.enrollments.changeMethod({ id: enrollmentId, paymentMethod: 'cash' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: WITHDRAWN_COURSE_DO_NOT_PAY,
    });
    await expect(learner.enrollments.enroll({ courseId: popular.id, paymentMethod: 'cash' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('withdrawing a course emails each learner still waiting for approval not to pay; not the approved, not a sample course (probe 57, F3)', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const withdrawn = await admin.courses.create({ ...course, title: 'Withdrawn Later' });
    const waiting = await signedInCaller(database.db);
    const paid = await signedInCaller(database.db);
    const approved = await signedInCaller(database.db);
    const waitingEnrollment = await waiting.caller.enrollments.enroll({ courseId: withdrawn.id, paymentMethod: 'cash' });
    const paidEnrollment = await paid.caller.enrollments.enroll({ courseId: withdrawn.id, paymentMethod: 'cash' });
    await paid.caller.enrollments.updateReference({ id: paidEnrollment.id, paymentReference: 'FT2612019876' });
    const approvedEnrollment = await approved.caller.enrollments.enroll({ courseId: withdrawn.id, paymentMethod: 'cash' });
    await admin.enrollments.approve({ id: approvedEnrollment.id });
    const withdrawnMails = async () =>
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'enrollment.withdrawn'))).filter((m) =>
        m.subject.includes('Withdrawn Later'),
      );
    expect(await withdrawnMails()).toEqual([]);

    expect(await admin.courses.delete({ id: withdrawn.id })).toEqual({ success: true, outcome: 'archived' });
    const mails = await withdrawnMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual([waiting.account.email, paid.account.email].sort());
    const to = (email: string) => mails.find((m) => m.toAddress === email)!;
    expect(to(waiting.account.email).subject).toBe('"Withdrawn Later" has been withdrawn: do not pay for it');
    // Told not to pay after saying they had paid would read as "your payment is lost" (probe 65, F3).
    expect(to(paid.account.email).subject).toBe('"Withdrawn Later" has been withdrawn: about the payment you reported');
    expect(to(waiting.account.email).textBody).toContain(`(payment code ${waitingEnrollment.paymentCode})`);
    expect(to(waiting.account.email).textBody).toContain('Please do not pay for it.');
    expect(to(paid.account.email).textBody).toContain('we will look at that payment and contact you');

    // They were told it will not be approved: approving is refused, one or in bulk, and nothing
    // changes; rejecting still works (probe 65, F1). Nor may a payment be reported now (F2).
    await expect(admin.enrollments.approve({ id: paidEnrollment.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(`${paidEnrollment.paymentCode} is for "Withdrawn Later", which was withdrawn`),
    });
    await expect(admin.enrollments.bulk({ ids: [waitingEnrollment.id, paidEnrollment.id], action: 'approve' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await waiting.caller.enrollments.mine())[0]).toMatchObject({ paymentStatus: 'pending', course: { withdrawn: true } });
    expect((await paid.caller.enrollments.mine())[0]).toMatchObject({ paymentStatus: 'pending', course: { withdrawn: true } });
    await expect(
      waiting.caller.enrollments.updateReference({ id: waitingEnrollment.id, paymentReference: 'PAID-AFTER' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: WITHDRAWN_COURSE_DO_NOT_PAY,
    });
    expect((await waiting.caller.enrollments.mine())[0]?.paymentReference).toBeNull();
    await admin.enrollments.reject({ id: paidEnrollment.id, notes: 'Course withdrawn: refunded.' });
    expect((await paid.caller.enrollments.mine())[0]?.paymentStatus).toBe('rejected');

    // A sample course was never to be paid for: its learners are not mailed when it goes.
    const sample = await admin.courses.create({ ...course, title: 'Sample course: Withdrawn Sample' });
    await database.db.update(courses).set({ demo: true }).where(eq(courses.id, sample.id));
    await waiting.caller.enrollments.enroll({ courseId: sample.id, paymentMethod: 'cash' });
    expect(await admin.courses.delete({ id: sample.id })).toEqual({ success: true, outcome: 'archived' });
    const sampleMails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'enrollment.withdrawn'));
    expect(sampleMails.filter((m) => m.subject.includes('Withdrawn Sample'))).toEqual([]);
  });
});
