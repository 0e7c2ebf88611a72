/**
 * Undoing a payment decision (issue 27): an approval or rejection made within UNDO_WINDOW_MS goes
 * back to pending, audited, and the learner is told the emailed decision no longer holds
 * (docs/decisions/2026-11-26-undo-decisions.md). The window is measured on the database's clock,
 * like decided_at itself, so every server agrees on it.
 */
import { and, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRPCError } from '@trpc/server';
import { UNDO_WINDOW_MINUTES, UNDO_WINDOW_MS } from '../../shared/pending-queue';
import type { Db, DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { courses, enrollments, users } from '../db/schema';
import { amountDueFor } from './amount-due';
import { recordAudit } from './audit';
import { notifyEnrollmentReopened } from './notifications';

export const UNDO_TOO_LATE = `This decision was made more than ${UNDO_WINDOW_MINUTES} minutes ago and can no longer be undone.`;
export const UNDO_NOTHING = 'This enrollment is pending: there is no decision to undo.';
/** A free course's enrollment was confirmed as it was made: no admin decided it, and there is no payment to wait for. */
export const UNDO_FREE =
  'This enrollment is for a free course: it was confirmed when the learner enrolled, not by a decision, so there is nothing to undo.';
/**
 * A course withdrawn since the decision: its waiting learners were told they will not be approved,
 * and an approval cannot be made again (enrollment-decisions.ts), so an approval undone would take
 * the materials from a learner who paid, for good (probe 67, F4).
 */
export const UNDO_WITHDRAWN =
  'This course has been withdrawn since the decision, so it can no longer be undone: a withdrawn course takes no new approvals, and the learner keeps what was decided.';
export const UNDO_REENROLLED =
  'The learner has enrolled in this course again since it was rejected, so this decision can no longer be undone. Decide the new enrollment instead.';

/** The decision the admin meant was undone since (another admin, another tab): nothing is left of it to undo. */
export const UNDO_ALREADY_UNDONE =
  'This decision has already been undone (by another admin or in another tab): the payment is pending again.';
/** Undone and decided again since: an undo by id alone undid the other admin's decision (probe 77, F1). */
export const undoChangedMessage = (now: 'confirmed' | 'rejected') =>
  `This payment has been decided again since (it is now ${now === 'confirmed' ? 'approved' : 'rejected'}): the decision you meant no longer stands, so it was not undone. The new one is under Recent decisions.`;

/** decided_at is inside the undo window (the database's now()). */
const withinWindow = gt(enrollments.decidedAt, sql`now() - make_interval(secs => ${UNDO_WINDOW_MS / 1000})`);

/**
 * Sets a recently decided enrollment back to pending. 404 missing; 409 pending, too late,
 * re-enrolled, or (with `decidedAt`, the decision as the admin saw it) decided again since.
 */
export async function undoDecision(db: Db, opts: { id: number; decidedAt?: string; adminId: number; siteUrl: string }) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          status: enrollments.paymentStatus,
          method: enrollments.paymentMethod,
          userId: enrollments.userId,
          courseId: enrollments.courseId,
          notes: enrollments.adminNotes,
          decidedBy: enrollments.decidedBy,
          decidedAt: enrollments.decidedAt,
          inWindow: sql<boolean>`coalesce(${withinWindow}, false)`,
        })
        .from(enrollments)
        .where(eq(enrollments.id, opts.id))
        .for('update');
      if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: 'Enrollment not found.' });
      if (before.status === 'pending')
        throw new TRPCError({ code: 'CONFLICT', message: opts.decidedAt ? UNDO_ALREADY_UNDONE : UNDO_NOTHING });
      if (opts.decidedAt && before.decidedAt?.getTime() !== new Date(opts.decidedAt).getTime())
        throw new TRPCError({ code: 'CONFLICT', message: undoChangedMessage(before.status) });
      // Back to pending it would wait for a payment that is never due, in a queue that never shows it.
      if (!before.method) throw new TRPCError({ code: 'CONFLICT', message: UNDO_FREE });
      if (!before.inWindow) throw new TRPCError({ code: 'CONFLICT', message: UNDO_TOO_LATE });
      // Share-locked: a withdrawal begun meanwhile waits for this undo (and then sees it pending).
      const [course] = await tx
        .select({ withdrawn: sql<boolean>`${courses.archivedAt} is not null` })
        .from(courses)
        .where(eq(courses.id, before.courseId))
        .for('share');
      if (course?.withdrawn) throw new TRPCError({ code: 'CONFLICT', message: UNDO_WITHDRAWN });
      // A rejected learner may enroll again; two open enrollments for one course are not allowed.
      if (before.status === 'rejected') {
        const [open] = await tx
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(
            and(
              eq(enrollments.userId, before.userId),
              eq(enrollments.courseId, before.courseId),
              ne(enrollments.id, opts.id),
              inArray(enrollments.paymentStatus, ['pending', 'confirmed']),
            ),
          );
        if (open) throw new TRPCError({ code: 'CONFLICT', message: UNDO_REENROLLED });
      }
      const undone = before.status;
      await tx
        .update(enrollments)
        .set({ paymentStatus: 'pending', adminNotes: null, decidedBy: null, decidedAt: null, updatedAt: new Date() })
        .where(eq(enrollments.id, opts.id));
      await recordAudit(tx, {
        actorId: opts.adminId,
        action: 'enrollment.undo',
        targetType: 'enrollment',
        targetId: opts.id,
        summary: {
          userId: before.userId,
          courseId: before.courseId,
          undone,
          decidedBy: before.decidedBy,
          decidedAt: before.decidedAt?.toISOString() ?? null,
          notes: before.notes,
        },
      });
      const [learner] = await tx
        .select({ email: users.email, fullName: users.fullName, courseTitle: courses.title, sample: courses.demo })
        .from(users)
        .innerJoin(courses, eq(courses.id, before.courseId))
        .where(eq(users.id, before.userId));
      if (learner) await notifyEnrollmentReopened(tx, opts.siteUrl, { ...learner, undone });
      return { id: opts.id, paymentStatus: 'pending' as const, undone };
    });
  } catch (err) {
    // Two requests at once (a re-enrollment committed between the check and the update): the index decides.
    if (isUniqueViolation(err, 'enrollments_open_unique_idx')) throw new TRPCError({ code: 'CONFLICT', message: UNDO_REENROLLED });
    throw err;
  }
}

/**
 * The Undo of a bulk decision: every decision back to pending, or none (probe 77, F2). Each runs
 * as undoDecision does, in the caller's transaction; the first refusal, named by its payment
 * code, rolls back the ones before it (their audit rows and emails too).
 */
export async function undoDecisions(db: Db, opts: { decisions: { id: number; decidedAt?: string }[]; adminId: number; siteUrl: string }) {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const decision of opts.decisions) {
      try {
        await undoDecision(tx, { ...decision, adminId: opts.adminId, siteUrl: opts.siteUrl });
      } catch (err) {
        // One decision: its own words. Several: which one stopped them, and that none was undone.
        if (!(err instanceof TRPCError) || err.code === 'INTERNAL_SERVER_ERROR' || opts.decisions.length === 1) throw err;
        const [row] = await tx.select({ code: enrollments.paymentCode }).from(enrollments).where(eq(enrollments.id, decision.id));
        const name = row?.code ?? `Enrollment ${decision.id}`;
        throw new TRPCError({ code: err.code, message: `Nothing was undone. ${name}: ${err.message}` });
      }
      ids.push(decision.id);
    }
    return { count: ids.length, ids };
  });
}

const decider = alias(users, 'decider');

/** Decisions still inside the undo window, newest first: the queue offers their Undo buttons. */
export async function listRecentDecisions(db: DbOrTx, limit = 50) {
  const rows = await db
    .select({
      id: enrollments.id,
      paymentStatus: enrollments.paymentStatus,
      paymentMethod: enrollments.paymentMethod,
      paymentCode: enrollments.paymentCode,
      decidedAt: enrollments.decidedAt,
      decidedBy: decider.fullName,
      user: { fullName: users.fullName, username: users.username },
      course: { title: courses.title },
      price: enrollments.price,
      xcdRate: enrollments.xcdRate,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(decider, eq(decider.id, enrollments.decidedBy))
    // Not a free course's enrollments: confirmed as they were made, they were no one's decision.
    .where(and(inArray(enrollments.paymentStatus, ['confirmed', 'rejected']), isNotNull(enrollments.paymentMethod), withinWindow))
    .orderBy(desc(enrollments.decidedAt), desc(enrollments.id))
    .limit(limit);
  // Every row has a method (the condition above); the check only tells the type so.
  return rows.flatMap(({ xcdRate, course, price, decidedAt, paymentStatus, paymentMethod, ...row }) =>
    paymentMethod
      ? [
          {
            ...row,
            paymentMethod,
            paymentStatus: paymentStatus as 'confirmed' | 'rejected',
            // Never null here (the window condition needs it); the fallback only satisfies the type.
            decidedAt: decidedAt ?? new Date(0),
            undoUntil: new Date((decidedAt?.getTime() ?? 0) + UNDO_WINDOW_MS),
            course: { title: course.title },
            amountDue: amountDueFor(price, xcdRate),
          },
        ]
      : [],
  );
}
