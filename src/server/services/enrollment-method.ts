/**
 * A learner changes how they pay for their own pending enrollment: they changed their mind (chose
 * USDT, will pay cash), or the admin switched their method off (Settings > Payments) and the card
 * had no way to pay left. Only to a method offered now; the payment code stays (it names the
 * enrollment, whatever the method), and the new instructions are emailed as on enrolling.
 */
import { and, eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/constants';
import { methodAvailable } from '../../shared/schemas/payments';
import { FREE_NOTHING_TO_PAY } from '../../shared/free-course';
import { WITHDRAWN_COURSE_DO_NOT_PAY } from '../../shared/schemas/enrollments';
import type { Db } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { paymentInstructionsEmail } from '../email/payment-templates';
import { enqueueEmail } from '../email/outbox';
import { amountDueFor } from './amount-due';
import { recordAudit } from './audit';
import { courseWithdrawn, METHOD_UNAVAILABLE, PAYMENT_COLUMNS } from './enrollments';
import { instructionsFor, readPaymentSetup } from './payment-instructions';

/**
 * One answer for a missing id, someone else's enrollment and a decided one, so ids cannot be
 * probed; it still tells the owner of an enrollment decided meanwhile what happened.
 */
export const NO_PENDING_ENROLLMENT = 'No pending enrollment of yours has this number: it may have been approved or rejected meanwhile.';

export async function changePaymentMethod(db: Db, opts: { userId: number; id: number; paymentMethod: PaymentMethod; siteUrl: string }) {
  const setup = await readPaymentSetup(db);
  // First, and whoever asks: a method that is not offered is refused the same way for every id.
  if (!methodAvailable(setup.payments, opts.paymentMethod)) throw new TRPCError({ code: 'BAD_REQUEST', message: METHOD_UNAVAILABLE });
  // Locked for the rest of the mutation's transaction: an approval running now either decided it
  // first (then it is not pending here) or waits for this change and sees the new method.
  const [row] = await db
    .select({
      ...PAYMENT_COLUMNS,
      courseTitle: courses.title,
      courseSample: courses.demo,
      courseWithdrawn,
      price: enrollments.price,
      xcdRate: enrollments.xcdRate,
      fullName: users.fullName,
      email: users.email,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.id, opts.id), eq(enrollments.userId, opts.userId), eq(enrollments.paymentStatus, 'pending')))
    .for('update', { of: enrollments });
  if (!row) await refuseIfFree(db, opts.userId, opts.id);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NO_PENDING_ENROLLMENT });
  // A free course's enrollment (confirmed at once, so not matched above unless something reopened it).
  const current = row.paymentMethod;
  if (!current) throw new TRPCError({ code: 'CONFLICT', message: FREE_NOTHING_TO_PAY });
  // No way to pay for a course that is no longer offered (no instructions, no mail).
  if (row.courseWithdrawn) throw new TRPCError({ code: 'CONFLICT', message: WITHDRAWN_COURSE_DO_NOT_PAY });
  // At the rate the learner enrolled at: the amount they were told stays the amount they owe.
  const amountDue = amountDueFor(row.price, row.xcdRate);
  const { courseTitle: _t, courseSample: _s, courseWithdrawn: _w, price: _p, xcdRate: _r, fullName, email, ...enrollment } = row;

  if (current === opts.paymentMethod) {
    // Already so: nothing to write and no email (a second tap, or a form sent twice).
    const instructions = await instructionsFor(setup, current, row.paymentCode);
    return { ...enrollment, paymentMethod: current, instructions, amountDue, changed: false, referenceCleared: false };
  }

  // The reference is cleared: it is the proof of a payment made by the old method (a USDT
  // transaction hash, a bank transfer's reference, a cash receipt number) and means nothing for
  // the new one. Kept, the admin's queue would show the new method beside the old proof and could
  // approve against it (or flag it as a duplicate). The learner adds the new method's reference.
  const [updated] = await db
    .update(enrollments)
    .set({ paymentMethod: opts.paymentMethod, paymentReference: null, updatedAt: new Date() })
    .where(eq(enrollments.id, row.id))
    .returning(PAYMENT_COLUMNS);
  if (!updated) throw new Error('the locked enrollment was not updated');
  // In the activity log, in the same transaction: the admins reconciling payments see that the
  // method changed, and the cleared reference stays readable there (a learner who had in fact
  // paid by the old method, and switched by mistake, has not lost their proof).
  await recordAudit(db, {
    actorId: opts.userId,
    action: 'enrollment.method_changed',
    targetType: 'enrollment',
    targetId: row.id,
    summary: {
      paymentMethod: [current, opts.paymentMethod],
      ...(row.paymentReference !== null ? { paymentReference: [row.paymentReference, null] } : {}),
    },
  });
  const instructions = await instructionsFor(setup, opts.paymentMethod, updated.paymentCode);
  const referenceCleared = row.paymentReference !== null;
  if (instructions && updated.paymentCode) {
    const mail = paymentInstructionsEmail(
      setup.company.companyName,
      {
        fullName,
        courseTitle: row.courseTitle,
        amountDue,
        paymentCode: updated.paymentCode,
        instructions,
        change: { from: PAYMENT_METHOD_LABELS[current], referenceCleared },
        sample: row.courseSample,
      },
      opts.siteUrl,
    );
    // Through the outbox, like every mail: its per-recipient caps apply here too.
    await enqueueEmail(db, { ...mail, to: email, kind: 'enrollment.instructions' });
  }
  return { ...updated, paymentMethod: opts.paymentMethod, instructions, amountDue, changed: true, referenceCleared };
}

/**
 * The learner's own free enrollment is told why (there is nothing to pay); anything else not
 * pending keeps the one answer above, so ids of other people's enrollments reveal nothing.
 */
async function refuseIfFree(db: Db, userId: number, id: number) {
  const [own] = await db
    .select({ method: enrollments.paymentMethod })
    .from(enrollments)
    .where(and(eq(enrollments.id, id), eq(enrollments.userId, userId)));
  if (own && own.method === null) throw new TRPCError({ code: 'CONFLICT', message: FREE_NOTHING_TO_PAY });
}
