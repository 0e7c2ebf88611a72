import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { configurePayments } from '../../../test/payments';
import type { Database } from '../db/client';
import { auditLog, courses } from '../db/schema';

let database: Database;
let courseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await configurePayments(database.db);
  const [row] = await database.db
    .insert(courses)
    .values({
      title: 'Security Masterclass',
      description: 'Protect what you own.',
      level: 'Intermediate',
      duration: '3 weeks',
      price: 7999,
      downloadUrl: 'https://m.example.com/sec.zip',
      youtubePlaylistUrl: 'https://yt.example.com/list',
    })
    .returning({ id: courses.id });
  courseId = row!.id;
});
afterAll(async () => {
  await database.close();
});

describe('enrollments', () => {
  it('a new enrollment is pending, without material links; approval unlocks them', async () => {
    const { caller: learner } = await signedInCaller(database.db);
    const created = await learner.enrollments.enroll({ courseId, paymentMethod: 'usdt', paymentReference: '  TX-123  ' });
    expect(created).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'usdt', paymentReference: 'TX-123' });

    const [pendingView] = await learner.enrollments.mine();
    expect(pendingView).toMatchObject({
      paymentStatus: 'pending',
      course: { title: 'Security Masterclass', downloadUrl: null, youtubePlaylistUrl: null },
    });

    const { caller: admin, account: adminAccount } = await signedInCaller(database.db, 'admin');
    const pending = await admin.enrollments.pending();
    const mineInQueue = pending.find((p) => p.id === created.id);
    expect(mineInQueue).toMatchObject({ paymentMethod: 'usdt', paymentReference: 'TX-123', course: { title: 'Security Masterclass' } });
    expect(mineInQueue?.user.username).toBeTruthy();
    expect(mineInQueue?.user).not.toHaveProperty('passwordHash');

    const decided = await admin.enrollments.approve({ id: created.id, notes: 'Paid in USDT, thanks!' });
    expect(decided).toMatchObject({ paymentStatus: 'confirmed', notes: 'Paid in USDT, thanks!' });
    expect((await admin.enrollments.pending()).some((p) => p.id === created.id)).toBe(false);

    const [approvedView] = await learner.enrollments.mine();
    expect(approvedView).toMatchObject({
      paymentStatus: 'confirmed',
      course: { downloadUrl: 'https://m.example.com/sec.zip', youtubePlaylistUrl: 'https://yt.example.com/list' },
    });

    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'enrollment.approve'));
    expect(audit).toMatchObject({ actorId: adminAccount.id, targetId: String(created.id) });
  });

  it('one open enrollment per course; a rejected one may be retried', async () => {
    const { caller: learner } = await signedInCaller(database.db);
    const first = await learner.enrollments.enroll({ courseId, paymentMethod: 'cash' });
    await expect(learner.enrollments.enroll({ courseId, paymentMethod: 'mobanking' })).rejects.toMatchObject({ code: 'CONFLICT' });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const rejected = await admin.enrollments.reject({ id: first.id, notes: 'No payment received' });
    expect(rejected).toMatchObject({ paymentStatus: 'rejected', notes: 'No payment received' });
    const mine = await learner.enrollments.mine();
    expect(mine.find((e) => e.id === first.id)).toMatchObject({
      paymentStatus: 'rejected',
      notes: 'No payment received',
      course: { downloadUrl: null },
    });
    const retry = await learner.enrollments.enroll({ courseId, paymentMethod: 'mobanking' });
    expect(retry.paymentStatus).toBe('pending');
  });

  it('approve and reject only from pending (409), unknown ids 404', async () => {
    const { caller: learner } = await signedInCaller(database.db);
    const e = await learner.enrollments.enroll({ courseId, paymentMethod: 'cash' });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await admin.enrollments.approve({ id: e.id });
    await expect(admin.enrollments.approve({ id: e.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(admin.enrollments.reject({ id: e.id, notes: 'too late' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(admin.enrollments.approve({ id: 987_654 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('users see only their own enrollments and cannot use the admin queue', async () => {
    const { caller: a } = await signedInCaller(database.db);
    const { caller: b } = await signedInCaller(database.db);
    const mineA = await a.enrollments.enroll({ courseId, paymentMethod: 'cash' });
    expect((await b.enrollments.mine()).some((e) => e.id === mineA.id)).toBe(false);
    await expect(b.enrollments.pending()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(b.enrollments.approve({ id: mineA.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(a.enrollments.approve({ id: mineA.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { caller: anonymous } = await callerWithSession(database.db);
    await expect(anonymous.enrollments.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.enrollments.enroll({ courseId, paymentMethod: 'cash' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('rejects bad payment methods, unknown courses and overlong references', async () => {
    const { caller: learner } = await signedInCaller(database.db);
    await expect(learner.enrollments.enroll({ courseId, paymentMethod: 'paypal' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(learner.enrollments.enroll({ courseId: 999_999, paymentMethod: 'cash' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(learner.enrollments.enroll({ courseId, paymentMethod: 'cash', paymentReference: 'x'.repeat(121) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('an empty reference is stored as none', async () => {
    const { caller: learner } = await signedInCaller(database.db);
    const e = await learner.enrollments.enroll({ courseId, paymentMethod: 'cash', paymentReference: '   ' });
    expect(e.paymentReference).toBeNull();
  });

  it('marks pending enrollments of an archived course in the queue', async () => {
    const [archivedCourse] = await database.db
      .insert(courses)
      .values({
        title: 'Withdrawn Course',
        description: 'No longer offered.',
        level: 'Beginner',
        duration: '1 week',
        price: 1000,
        downloadUrl: 'https://m.example.com/w.zip',
      })
      .returning({ id: courses.id });
    const { caller: learner } = await signedInCaller(database.db);
    const created = await learner.enrollments.enroll({ courseId: archivedCourse!.id, paymentMethod: 'cash' });
    await database.db.update(courses).set({ archivedAt: new Date() }).where(eq(courses.id, archivedCourse!.id));
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const queue = await admin.enrollments.pending();
    expect(queue.find((p) => p.id === created.id)?.course.archived).toBe(true);
    expect(queue.filter((p) => p.course.id === courseId).every((p) => p.course.archived === false)).toBe(true);
  });
});
