/**
 * The enrollment state machine: pending -> confirmed | rejected, decided once by an admin.
 * Rules live here so the REST and tRPC faces (and later the email notices) share them.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/constants';
import type { Db, DbOrTx } from '../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { courses, enrollments, users } from '../db/schema';
import { paymentInstructionsEmail } from '../email/payment-templates';
import { enqueueEmail } from '../email/outbox';
import { methodAvailable } from '../../shared/schemas/payments';
import { amountDueFor } from '../../shared/amount-due';
import { usdText } from '../../shared/money-text';
import { decidePending, type Decision } from './enrollment-decisions';
import { WITHDRAWN_COURSE_DO_NOT_PAY, type SeenPayment } from '../../shared/schemas/enrollments';
import { notifyEnrollmentDecision, notifyNewEnrollment } from './notifications';
import { fieldRefusal } from '../trpc/field-refusal';
import { FREE_NOTHING_TO_PAY, isFreePrice, METHOD_REQUIRED } from '../../shared/free-course';
import { newPaymentCode } from './payment-code';
import { instructionsFor, readPaymentSetup, type PaymentSetup } from './payment-instructions';

export const ALREADY_ENROLLED = 'You already have a pending or approved enrollment for this course.';
// Not 'yet': an admin may also have switched the method off (Settings > Payments).
export const METHOD_UNAVAILABLE = 'This payment method is not offered at the moment. Please choose another one.';

/** An enrollment's payment as the learner and the queue see it: one list for every select of it. */
export const PAYMENT_COLUMNS = {
  id: enrollments.id,
  paymentStatus: enrollments.paymentStatus,
  paymentMethod: enrollments.paymentMethod,
  paymentReference: enrollments.paymentReference,
  paymentCode: enrollments.paymentCode,
};

/** `readSetup`: the payments section and the office (the router passes its shared read of them). */
/** Whether an enrollment's course was withdrawn (deleted by an admin after learners enrolled: archived). */
export const courseWithdrawn = sql<boolean>`${courses.archivedAt} is not null`;

export async function listMyEnrollments(db: Db, userId: number, readSetup = () => readPaymentSetup(db)) {
  const rows = await db
    .select({
      ...PAYMENT_COLUMNS,
      enrolledAt: enrollments.enrolledAt,
      decidedAt: enrollments.decidedAt,
      notes: enrollments.adminNotes,
      courseId: courses.id,
      courseTitle: courses.title,
      price: enrollments.price,
      xcdRate: enrollments.xcdRate,
      downloadUrl: courses.downloadUrl,
      youtubePlaylistUrl: courses.youtubePlaylistUrl,
      materials: courses.materials,
      sample: courses.demo,
      withdrawn: courseWithdrawn,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
  // Read once for the whole list: the instructions of pending ones (each amount has its own EC$ rate).
  const setup = rows.length > 0 ? await readSetup() : null;
  return Promise.all(
    rows.map(async ({ courseId, courseTitle, price, xcdRate, downloadUrl, youtubePlaylistUrl, materials, sample, withdrawn, ...e }) => {
      // Paid materials stay paid: links only once the payment is confirmed.
      const unlocked = e.paymentStatus === 'confirmed';
      // How to pay matters only while the payment is awaited, never for a withdrawn course, never for a free one.
      const instructions =
        setup && e.paymentStatus === 'pending' && !withdrawn && e.paymentMethod
          ? await instructionsFor(setup, e.paymentMethod, e.paymentCode)
          : null;
      return {
        ...e,
        instructions,
        amountDue: amountDueFor(price, xcdRate),
        course: {
          id: courseId,
          title: courseTitle,
          downloadUrl: unlocked ? downloadUrl : null,
          youtubePlaylistUrl: unlocked ? youtubePlaylistUrl : null,
          materials: unlocked ? materials : [],
          sample,
          withdrawn: Boolean(withdrawn),
        },
      };
    }),
  );
}

/** What an enroll call asks: the method is required for a paid course only (checked once its price is read). */
export interface EnrollRequest {
  courseId: number;
  paymentMethod?: PaymentMethod;
  paymentReference?: string;
  expectedPrice?: number;
}

export async function enroll(db: Db, userId: number, input: EnrollRequest, siteUrl: string) {
  const setup = await readPaymentSetup(db);
  // A fresh code clashing with an existing one is rare (1 in ~280,000 per enrollment): try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertEnrollment(db, userId, input, siteUrl, setup);
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err, 'enrollments_payment_code_idx')) continue;
      throw err;
    }
  }
}

/**
 * How a course at `price` is to be paid for: nothing for a free one (whatever method an old client
 * sent), else the method sent, which must be given and offered now (the admin fills in its
 * instructions under Settings > Payments).
 */
function methodFor(price: number, method: PaymentMethod | undefined, setup: PaymentSetup): PaymentMethod | null {
  if (isFreePrice(price)) return null;
  if (!method) throw fieldRefusal('BAD_REQUEST', 'paymentMethod', METHOD_REQUIRED);
  if (!methodAvailable(setup.payments, method)) throw new TRPCError({ code: 'BAD_REQUEST', message: METHOD_UNAVAILABLE });
  return method;
}

const ENROLL_RESULT_COLUMNS = {
  id: enrollments.id,
  courseId: enrollments.courseId,
  paymentStatus: enrollments.paymentStatus,
  paymentMethod: enrollments.paymentMethod,
  paymentReference: enrollments.paymentReference,
  paymentCode: enrollments.paymentCode,
  enrolledAt: enrollments.enrolledAt,
};

/**
 * A free course's enrollment: confirmed as it is made (decided now, by nobody), with no method,
 * reference or code, so the materials open at once and no admin ever sees it in the queue. The
 * learner gets the "your course is open" mail and the admins the usual new-enrollment notice, both
 * through the outbox in this transaction (sent only if it commits).
 */
async function insertFree(
  tx: DbOrTx,
  e: {
    userId: number;
    course: { id: number; title: string; price: number; sample: boolean };
    learner: { fullName: string; username: string; email: string } | undefined;
    siteUrl: string;
    xcdRate: string;
  },
) {
  const [row] = await tx
    .insert(enrollments)
    .values({
      userId: e.userId,
      courseId: e.course.id,
      paymentMethod: null,
      paymentReference: null,
      paymentCode: null,
      price: e.course.price,
      xcdRate: e.xcdRate,
      paymentStatus: 'confirmed',
      // The database's clock, like every decided_at (the undo window and the trends read it).
      decidedAt: sql`now()`,
      decidedBy: null,
    })
    .returning(ENROLL_RESULT_COLUMNS);
  if (!row) throw new Error('insert returned no row');
  if (e.learner) {
    await notifyNewEnrollment(tx, e.siteUrl, {
      ...e.learner,
      courseTitle: e.course.title,
      price: e.course.price,
      method: null,
      reference: null,
    });
    await notifyEnrollmentDecision(tx, e.siteUrl, {
      decision: 'confirmed',
      free: true,
      notes: null,
      email: e.learner.email,
      fullName: e.learner.fullName,
      courseTitle: e.course.title,
      sample: e.course.sample,
    });
  }
  return { ...row, instructions: null, amountDue: amountDueFor(e.course.price, e.xcdRate) };
}

/** The refusal of an enrollment sent with a price the course no longer has. */
export const priceChangedMessage = (title: string, price: number) =>
  `The price of "${title}" is now ${usdText(price)}: it changed after this page showed it. Check it and enroll again.`;

async function insertEnrollment(db: Db, userId: number, input: EnrollRequest, siteUrl: string, setup: PaymentSetup) {
  try {
    return await db.transaction(async (tx) => {
      // A share lock on the course: a deletion running now either finished first (the course is
      // gone or archived: 404) or waits until this enrollment is committed (then it archives).
      const [course] = await tx
        .select({ id: courses.id, title: courses.title, price: courses.price, sample: courses.demo })
        .from(courses)
        .where(and(eq(courses.id, input.courseId), isNull(courses.archivedAt)))
        .for('share');
      if (!course) throw new TRPCError({ code: 'NOT_FOUND', message: 'Course not found.' });
      // The price changed after the learner's page showed it: say so rather than enroll at a price never seen.
      if (input.expectedPrice !== undefined && input.expectedPrice !== course.price)
        throw new TRPCError({ code: 'CONFLICT', message: priceChangedMessage(course.title, course.price) });
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
      const method = methodFor(course.price, input.paymentMethod, setup);
      const [learner] = await tx
        .select({ fullName: users.fullName, username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!method) return insertFree(tx, { userId, course, learner, siteUrl, xcdRate: setup.payments.xcdRate });
      const [row] = await tx
        .insert(enrollments)
        .values({
          userId,
          courseId: input.courseId,
          paymentMethod: method,
          paymentReference: input.paymentReference ?? null,
          paymentCode: newPaymentCode(),
          // What the learner owes from now on, whatever the course or the EC$ rate is later.
          price: course.price,
          xcdRate: setup.payments.xcdRate,
        })
        .returning(ENROLL_RESULT_COLUMNS);
      if (!row?.paymentCode) throw new Error('insert returned no row');
      const instructions = await instructionsFor(setup, method, row.paymentCode);
      const amountDue = amountDueFor(course.price, setup.payments.xcdRate);
      if (learner) {
        await notifyNewEnrollment(tx, siteUrl, {
          ...learner,
          courseTitle: course.title,
          price: course.price,
          method,
          reference: row.paymentReference,
          sample: course.sample,
        });
        if (instructions) {
          const mail = paymentInstructionsEmail(
            setup.company.companyName,
            {
              fullName: learner.fullName,
              courseTitle: course.title,
              amountDue,
              paymentCode: row.paymentCode,
              instructions,
              sample: course.sample,
              reference: row.paymentReference,
            },
            siteUrl,
          );
          await enqueueEmail(tx, { ...mail, to: learner.email, kind: 'enrollment.instructions' });
        }
      }
      return { ...row, paymentCode: row.paymentCode, instructions, amountDue };
    });
  } catch (err) {
    // Two requests at once: the partial unique index decides, and the loser gets the same 409.
    if (isUniqueViolation(err, 'enrollments_open_unique_idx')) throw new TRPCError({ code: 'CONFLICT', message: ALREADY_ENROLLED });
    // The course (or the user) was deleted in between: nothing to enroll in.
    if (isForeignKeyViolation(err)) throw new TRPCError({ code: 'NOT_FOUND', message: 'Course not found.' });
    throw err;
  }
}

/**
 * Why a decision changed nothing, by the status the enrollment has now. Pending again means it was
 * decided, and that decision undone, between this decision's update and this read (two admins on
 * PostgreSQL): "already pending" said nothing useful (probe 77, F5).
 */
export function alreadyDecidedMessage(now: string): string {
  if (now === 'pending')
    return 'This enrollment was decided and then undone by another admin while you were deciding: it is pending again. Check it and decide again.';
  return `This enrollment was already ${now === 'confirmed' ? 'approved' : now}.`;
}

/** Approve or reject a pending enrollment, once. 404 if missing, 409 if already decided. */
export async function decideEnrollment(
  db: Db,
  opts: { id: number; decision: Decision; notes?: string; seen?: SeenPayment; adminId: number; siteUrl: string },
) {
  return db.transaction(async (tx) => {
    const seen = opts.seen ? [{ ...opts.seen, id: opts.id }] : undefined;
    const [row] = await decidePending(tx, [opts.id], { ...opts, seen, notes: opts.notes ? opts.notes : null });
    if (!row) {
      const [existing] = await tx.select({ status: enrollments.paymentStatus }).from(enrollments).where(eq(enrollments.id, opts.id));
      if (!existing) throw new TRPCError({ code: 'NOT_FOUND', message: 'Enrollment not found.' });
      throw new TRPCError({ code: 'CONFLICT', message: alreadyDecidedMessage(existing.status) });
    }
    const { userId: _u, courseId: _c, ...result } = row;
    return result;
  });
}

export const REFERENCE_LOCKED = 'This enrollment has already been decided; its payment reference can no longer change.';

/** A reference sent for the method the learner saw, after the enrollment moved to another one. */
export function referenceForOldMethodMessage(now: PaymentMethod): string {
  return `This enrollment is now paid by ${PAYMENT_METHOD_LABELS[now]} (changed in another tab or window), so the reference was not saved. Check how to pay below, then save it again if it belongs to ${PAYMENT_METHOD_LABELS[now]}.`;
}

/**
 * The learner adds or corrects their transaction id or bank reference while the enrollment is
 * pending. With `expectedMethod` (the method the learner's page showed; the site always sends it)
 * a reference is refused once the enrollment is paid another way: it proves a payment by that
 * method only, which is why a method change clears it (probe 32, F4).
 */
export async function updatePaymentReference(
  db: Db,
  userId: number,
  id: number,
  paymentReference: string | null,
  expectedMethod?: PaymentMethod,
) {
  const [row] = await db
    .update(enrollments)
    .set({ paymentReference, updatedAt: new Date() })
    .where(
      and(
        eq(enrollments.id, id),
        eq(enrollments.userId, userId),
        eq(enrollments.paymentStatus, 'pending'),
        // A free enrollment has nothing to pay, so nothing to prove (refused below).
        isNotNull(enrollments.paymentMethod),
        expectedMethod ? eq(enrollments.paymentMethod, expectedMethod) : undefined,
        // Nor a withdrawn course: its learners were told not to pay (refused below; probe 65, F2).
        inArray(enrollments.courseId, db.select({ id: courses.id }).from(courses).where(isNull(courses.archivedAt))),
      ),
    )
    .returning({ id: enrollments.id, paymentReference: enrollments.paymentReference, paymentStatus: enrollments.paymentStatus });
  if (row) return row;
  const [existing] = await db
    .select({ status: enrollments.paymentStatus, method: enrollments.paymentMethod, withdrawn: courseWithdrawn })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.id, id), eq(enrollments.userId, userId)));
  // Someone else's enrollment is "not found", never "forbidden": ids reveal nothing.
  if (!existing) throw new TRPCError({ code: 'NOT_FOUND', message: 'Enrollment not found.' });
  if (!existing.method) throw new TRPCError({ code: 'CONFLICT', message: FREE_NOTHING_TO_PAY });
  if (existing.status === 'pending' && existing.withdrawn) throw new TRPCError({ code: 'CONFLICT', message: WITHDRAWN_COURSE_DO_NOT_PAY });
  if (existing.status === 'pending') throw new TRPCError({ code: 'CONFLICT', message: referenceForOldMethodMessage(existing.method) });
  throw new TRPCError({ code: 'CONFLICT', message: REFERENCE_LOCKED });
}
