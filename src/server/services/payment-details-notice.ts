/**
 * When an admin changes how a method is paid (another bank account, another USDT address or
 * network, what to bring in cash), the learners waiting to pay by that method hold an email with
 * the old details: a transfer to an account the school no longer lists, or USDT sent to an address
 * it gave up, which is lost (probe 39, F2). Each of them is emailed the new instructions, in the
 * save's own transaction, through the outbox (at most 5 such mails an hour per learner:
 * `MAILS_PER_HOUR`). Their profile already shows the new details. Not mailed: a method switched
 * off (the card asks them to choose another way to pay), a cash office cleared to the sample text
 * (nothing to go to), and learners who already gave a payment reference (they have paid: told to
 * "use these", they might pay twice).
 *
 * Known gaps: a method switched off and on again with new details in two saves mails nobody, and
 * the mails are queued one by one inside the save's transaction (about 0.8 s for 300 learners
 * waiting by one method, measured on PGlite; thousands would pass the request's deadline).
 */
import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/constants';
import type { DbOrTx } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { paymentInstructionsEmail } from '../email/payment-templates';
import { amountDueFor } from './amount-due';
import { instructionsFor, type PaymentSetup } from './payment-instructions';

/** The methods whose details a learner reads changed between the two setups (still offered after). */
async function changedMethods(before: PaymentSetup, after: PaymentSetup): Promise<PaymentMethod[]> {
  const changed: PaymentMethod[] = [];
  for (const method of PAYMENT_METHODS) {
    const [was, now] = await Promise.all([instructionsFor(before, method), instructionsFor(after, method)]);
    // The sample office ('not entered yet') is no place to send anyone.
    const sampleOffice = method === 'cash' && !after.company.officeAddress;
    if (was && now && !sampleOffice && !isDeepStrictEqual(was.details, now.details)) changed.push(method);
  }
  return changed;
}

/** Emails the new instructions to every learner waiting to pay by a changed method; how many were mailed. */
export async function emailChangedPaymentDetails(db: DbOrTx, before: PaymentSetup, after: PaymentSetup, siteUrl: string): Promise<number> {
  const methods = await changedMethods(before, after);
  if (methods.length === 0) return 0;
  const waiting = await db
    .select({
      paymentCode: enrollments.paymentCode,
      paymentMethod: enrollments.paymentMethod,
      price: enrollments.price,
      xcdRate: enrollments.xcdRate,
      courseTitle: courses.title,
      courseSample: courses.demo,
      fullName: users.fullName,
      email: users.email,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    // A withdrawn course is not to be paid for: no instructions for it.
    .where(
      and(
        eq(enrollments.paymentStatus, 'pending'),
        inArray(enrollments.paymentMethod, methods),
        isNull(courses.archivedAt),
        // A sample course is not paid for: no "new payment details" for it (probe 45, finding 5).
        eq(courses.demo, false),
        isNull(enrollments.paymentReference),
      ),
    );
  let mailed = 0;
  for (const row of waiting) {
    // A method is always there (the filter above; a free enrollment has none and is never pending).
    const instructions = row.paymentCode && row.paymentMethod ? await instructionsFor(after, row.paymentMethod, row.paymentCode) : null;
    if (!instructions || !row.paymentCode) continue;
    const mail = paymentInstructionsEmail(
      after.company.companyName,
      {
        fullName: row.fullName,
        courseTitle: row.courseTitle,
        amountDue: amountDueFor(row.price, row.xcdRate),
        paymentCode: row.paymentCode,
        instructions,
        detailsChanged: true,
        sample: row.courseSample,
      },
      siteUrl,
    );
    await enqueueEmail(db, { ...mail, to: row.email, kind: 'enrollment.details_changed' });
    mailed++;
  }
  return mailed;
}
