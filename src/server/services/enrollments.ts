/**
 * The enrollment state machine: pending -> confirmed | rejected, decided once by an admin.
 * Rules live here so the REST and tRPC faces (and later the email notices) share them.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { PaymentMethod } from '../../shared/constants';
import type { Db } from '../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { courses, enrollments, users } from '../db/schema';
import { recordAudit } from './audit';
import { notifyEnrollmentDecision, notifyNewEnrollment } from './notifications';

export const ALREADY_ENROLLED = 'You already have a pending or approved enrollment for this course.';

export async function listMyEnrollments(db: Db, userId: number) {
  const rows = await db
    .select({
      id: enrollments.id,
      paymentStatus: enrollments.paymentStatus,
      paymentMethod: enrollments.paymentMethod,
      paymentReference: enrollments.paymentReference,
      enrolledAt: enrollments.enrolledAt,
      decidedAt: enrollments.decidedAt,
      notes: enrollments.adminNotes,
      courseId: courses.id,
      courseTitle: courses.title,
      downloadUrl: courses.downloadUrl,
      youtubePlaylistUrl: courses.youtubePlaylistUrl,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
  return rows.map(({ courseId, courseTitle, downloadUrl, youtubePlaylistUrl, ...e }) => {
    // Paid materials stay paid: links only once the payment is confirmed.
    const unlocked = e.paymentStatus === 'confirmed';
    return {
      ...e,
      course: {
        id: courseId,
        title: courseTitle,
        downloadUrl: unlocked ? downloadUrl : null,
        youtubePlaylistUrl: unlocked ? youtubePlaylistUrl : null,
      },
    };
  });
}

export async function enroll(
  db: Db,
  userId: number,
  input: { courseId: number; paymentMethod: PaymentMethod; paymentReference?: string },
  siteUrl: string,
) {
  try {
    return await db.transaction(async (tx) => {
      // A share lock on the course: a deletion running now either finished first (the course is
      // gone or archived: 404) or waits until this enrollment is committed (then it archives).
      const [course] = await tx
        .select({ id: courses.id, title: courses.title, price: courses.price })
        .from(courses)
        .where(and(eq(courses.id, input.courseId), isNull(courses.archivedAt)))
        .for('share');
      if (!course) throw new TRPCError({ code: 'NOT_FOUND', message: 'Course not found.' });
      const [open] = await tx
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(
          and(
            eq(enrollments.userId, userId),
            eq(enrollments.courseId, input.courseId),
            sql`${enrollments.paymentStatus} in ('pending', 'confirmed')`,
          ),
        )
        .limit(1);
      if (open) throw new TRPCError({ code: 'CONFLICT', message: ALREADY_ENROLLED });
      const [row] = await tx
        .insert(enrollments)
        .values({
          userId,
          courseId: input.courseId,
          paymentMethod: input.paymentMethod,
          paymentReference: input.paymentReference ?? null,
        })
        .returning({
          id: enrollments.id,
          courseId: enrollments.courseId,
          paymentStatus: enrollments.paymentStatus,
          paymentMethod: enrollments.paymentMethod,
          paymentReference: enrollments.paymentReference,
          enrolledAt: enrollments.enrolledAt,
        });
      if (!row) throw new Error('insert returned no row');
      const [learner] = await tx
        .select({ fullName: users.fullName, username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (learner) {
        await notifyNewEnrollment(tx, siteUrl, {
          ...learner,
          courseTitle: course.title,
          price: course.price,
          method: row.paymentMethod,
          reference: row.paymentReference,
        });
      }
      return row;
    });
  } catch (err) {
    // Two requests at once: the partial unique index decides, and the loser gets the same 409.
    if (isUniqueViolation(err, 'enrollments_open_unique_idx')) throw new TRPCError({ code: 'CONFLICT', message: ALREADY_ENROLLED });
    // The course (or the user) was deleted in between: nothing to enroll in.
    if (isForeignKeyViolation(err)) throw new TRPCError({ code: 'NOT_FOUND', message: 'Course not found.' });
    throw err;
  }
}

export async function listPendingEnrollments(db: Db) {
  const rows = await db
    .select({
      id: enrollments.id,
      paymentStatus: enrollments.paymentStatus,
      paymentMethod: enrollments.paymentMethod,
      paymentReference: enrollments.paymentReference,
      enrolledAt: enrollments.enrolledAt,
      user: { id: users.id, fullName: users.fullName, username: users.username, email: users.email },
      // archived: the course was withdrawn after this enrollment was made (the admin decides knowing it).
      course: { id: courses.id, title: courses.title, price: courses.price, archived: sql<boolean>`${courses.archivedAt} is not null` },
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.paymentStatus, 'pending'))
    .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id));
  return rows;
}

/** Approve or reject a pending enrollment, once. 404 if missing, 409 if already decided. */
export async function decideEnrollment(
  db: Db,
  opts: { id: number; decision: 'confirmed' | 'rejected'; notes?: string; adminId: number; siteUrl: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(enrollments)
      .set({ paymentStatus: opts.decision, adminNotes: opts.notes ? opts.notes : null, decidedBy: opts.adminId, decidedAt: new Date() })
      .where(and(eq(enrollments.id, opts.id), eq(enrollments.paymentStatus, 'pending')))
      .returning({
        id: enrollments.id,
        paymentStatus: enrollments.paymentStatus,
        notes: enrollments.adminNotes,
        decidedAt: enrollments.decidedAt,
        userId: enrollments.userId,
        courseId: enrollments.courseId,
      });
    if (!row) {
      const [existing] = await tx.select({ status: enrollments.paymentStatus }).from(enrollments).where(eq(enrollments.id, opts.id));
      if (!existing) throw new TRPCError({ code: 'NOT_FOUND', message: 'Enrollment not found.' });
      throw new TRPCError({
        code: 'CONFLICT',
        message: `This enrollment was already ${existing.status === 'confirmed' ? 'approved' : existing.status}.`,
      });
    }
    await recordAudit(tx, {
      actorId: opts.adminId,
      action: opts.decision === 'confirmed' ? 'enrollment.approve' : 'enrollment.reject',
      targetType: 'enrollment',
      targetId: row.id,
      summary: { userId: row.userId, courseId: row.courseId, notes: row.notes },
    });
    const [details] = await tx
      .select({ email: users.email, fullName: users.fullName, courseTitle: courses.title })
      .from(users)
      .innerJoin(courses, eq(courses.id, row.courseId))
      .where(eq(users.id, row.userId));
    if (details) await notifyEnrollmentDecision(tx, opts.siteUrl, { decision: opts.decision, notes: row.notes, ...details });
    const { userId: _u, courseId: _c, ...result } = row;
    return result;
  });
}
