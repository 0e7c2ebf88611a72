/**
 * Approving or rejecting pending enrollments: one implementation for the single buttons and the
 * bulk action (the review found the two drifting apart). The status changes only from `pending`,
 * in one statement, so two admins deciding at once cannot both win; each decision is audited and
 * its learner emailed, in the caller's transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { PaymentMethod } from '../../shared/constants';
import { methodLabel } from '../../shared/free-course';
import type { SeenPayment } from '../../shared/schemas/enrollments';
import type { DbOrTx } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { recordAudit } from './audit';
import { notifyEnrollmentDecision } from './notifications';

export type Decision = 'confirmed' | 'rejected';

export interface DecisionOptions {
  decision: Decision;
  notes: string | null;
  adminId: number;
  siteUrl: string;
  /** Marked in the audit summary when made by the bulk action. */
  bulk?: boolean;
  /** What the admin saw of each enrollment's payment: the decision is refused if it changed since. */
  seen?: (SeenPayment & { id: number })[];
}

/**
 * Refuses the decision when a learner changed how they pay (method or reference) after the admin
 * read it: the row is locked, so no change can slip in between this check and the decision.
 * Rows no longer pending are left to the callers' own "already decided" answers.
 */
async function refuseIfChanged(tx: DbOrTx, seen: (SeenPayment & { id: number })[]) {
  const now = await tx
    .select({ id: enrollments.id, paymentMethod: enrollments.paymentMethod, paymentReference: enrollments.paymentReference })
    .from(enrollments)
    .where(
      and(
        inArray(
          enrollments.id,
          seen.map((s) => s.id),
        ),
        eq(enrollments.paymentStatus, 'pending'),
      ),
    )
    .for('update');
  const byId = new Map(now.map((row) => [row.id, row]));
  for (const saw of seen) {
    const row = byId.get(saw.id);
    if (!row || (row.paymentMethod === saw.paymentMethod && row.paymentReference === saw.paymentReference)) continue;
    throw new TRPCError({ code: 'CONFLICT', message: paymentChangedMessage(row.id, row.paymentMethod, row.paymentReference) });
  }
}

export const paymentChangedMessage = (id: number, method: PaymentMethod | null, reference: string | null) =>
  `Nothing was changed: the learner changed how they pay for enrollment ${id} after you opened the queue. It is now ${methodLabel(method)}, ${reference ? `reference ${reference}` : 'with no reference'}. Check it again before deciding.`;

/**
 * Refuses an approval of an enrollment whose course was withdrawn: each of its waiting learners
 * was emailed that it will not be approved (course-withdrawal.ts), and approving would open the
 * materials of a course no longer offered (probe 65, F1). Every course decided for is share-locked,
 * so a withdrawal begun meanwhile waits for this decision, and then mails only those still pending.
 */
async function refuseWithdrawn(tx: DbOrTx, ids: number[]) {
  const rows = await tx
    .select({
      code: enrollments.paymentCode,
      id: enrollments.id,
      course: courses.title,
      withdrawn: sql<boolean>`${courses.archivedAt} is not null`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(inArray(enrollments.id, ids), eq(enrollments.paymentStatus, 'pending')))
    .for('share', { of: courses });
  const withdrawn = rows.filter((row) => row.withdrawn);
  if (withdrawn.length === 0) return;
  throw new TRPCError({ code: 'CONFLICT', message: withdrawnMessage(withdrawn) });
}

export const withdrawnMessage = (rows: { code: string | null; id: number; course: string }[]) =>
  `Nothing was changed: ${rows.map((r) => `${r.code ?? `enrollment ${r.id}`} is for "${r.course}"`).join('; ')}, which was withdrawn. Its learners were told their enrollment will not be approved: reject it instead, and refund any payment they sent.`;

/** Decides those of `ids` still pending; answers the rows it changed (the caller decides what a shortfall means). */
export async function decidePending(tx: DbOrTx, ids: number[], opts: DecisionOptions) {
  // Only the enrollments being decided: a `seen` entry for another id says nothing about this decision.
  const seen = opts.seen?.filter((entry) => ids.includes(entry.id));
  if (seen?.length) await refuseIfChanged(tx, seen);
  if (opts.decision === 'confirmed') await refuseWithdrawn(tx, ids);
  const rows = await tx
    .update(enrollments)
    .set({ paymentStatus: opts.decision, adminNotes: opts.notes, decidedBy: opts.adminId, decidedAt: new Date() })
    .where(and(inArray(enrollments.id, ids), eq(enrollments.paymentStatus, 'pending')))
    .returning({
      id: enrollments.id,
      paymentStatus: enrollments.paymentStatus,
      notes: enrollments.adminNotes,
      decidedAt: enrollments.decidedAt,
      userId: enrollments.userId,
      courseId: enrollments.courseId,
    });
  if (rows.length === 0) return rows;
  const details = await tx
    .select({ id: enrollments.id, email: users.email, fullName: users.fullName, courseTitle: courses.title, sample: courses.demo })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      inArray(
        enrollments.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(details.map((d) => [d.id, d]));
  for (const row of rows) {
    await recordAudit(tx, {
      actorId: opts.adminId,
      action: opts.decision === 'confirmed' ? 'enrollment.approve' : 'enrollment.reject',
      targetType: 'enrollment',
      targetId: row.id,
      summary: { userId: row.userId, courseId: row.courseId, notes: opts.notes, ...(opts.bulk ? { bulk: true } : {}) },
    });
    const d = byId.get(row.id);
    if (d)
      await notifyEnrollmentDecision(tx, opts.siteUrl, {
        decision: opts.decision,
        notes: opts.notes,
        email: d.email,
        fullName: d.fullName,
        courseTitle: d.courseTitle,
        sample: d.sample,
      });
  }
  return rows;
}
