/** The learner's "how to pay" email, sent when they enroll or change how they pay (issues 18 and 26): the same amounts and instructions as /profile. */
import { USDT_PEG_NOTE, type AmountDue } from '../../shared/amount-due';
import { usdText, usdtText, xcdText } from '../../shared/money-text';
import type { PaymentInstructions } from '../../shared/schemas/payments';
import { SAMPLE_COURSE_DO_NOT_PAY } from '../../shared/schemas/enrollments';
import { instructionsText } from '../services/payment-instructions';
import { compose } from './templates';

/** The amount lines: US$ and EC$ always, and for USDT the amount in USDT with its 1:1 basis. */
export function amountLines(amount: AmountDue, method: PaymentInstructions['method']): string {
  return [
    'Amount to pay:',
    `  ${usdText(amount.usdCents)} (US dollars)`,
    `  ${xcdText(amount.xcdCents)} (Eastern Caribbean dollars)`,
    ...(method === 'usdt' ? [`  ${usdtText(amount.usdt)} (${USDT_PEG_NOTE})`] : []),
  ].join('\n');
}

export function paymentInstructionsEmail(
  company: string,
  e: {
    fullName: string;
    courseTitle: string;
    amountDue: AmountDue;
    paymentCode: string;
    instructions: PaymentInstructions;
    /** Sent after the learner changed how they pay (not after enrolling): the method they left, and whether their reference went with it. */
    change?: { from: string; referenceCleared: boolean };
    /** Sent because the admin changed this method's details (payment-details-notice.ts): the old ones are not to be used. */
    detailsChanged?: boolean;
    /** A sample course: said first, before any amount or account number. */
    sample?: boolean;
    /** The payment reference the learner already gave (with the enroll form): repeated, not asked for again. */
    reference?: string | null;
  },
  siteUrl: string,
) {
  const usdt = e.instructions.method === 'usdt';
  // A reference cleared by a method change is no longer theirs to be told about.
  const reference = e.change?.referenceCleared ? '' : (e.reference?.trim() ?? '');
  // The USDT instructions ask for the transaction id afterwards; with one given, they say how it is used instead.
  const instructions =
    usdt && reference
      ? {
          ...e.instructions,
          quote: 'A USDT transfer cannot carry a memo or your payment code: we match your payment by the transaction id (hash) you gave.',
        }
      : e.instructions;
  // A sample course is not offered: its mail names no amount, place or "after paying" step, which
  // beside a real office address would read as a real bill (probe 45, finding 5).
  if (e.sample) return sampleCourseEmail(company, e, siteUrl);
  const subject = `How to pay for "${e.courseTitle}" (code ${e.paymentCode})`;
  return compose(company, e.detailsChanged ? `New payment details: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}` : subject, [
    `Hello ${e.fullName},`,
    e.detailsChanged
      ? `The details for paying by ${e.instructions.label} have changed since we wrote to you about "${e.courseTitle}". Use the ones below, not those in our earlier email. Your payment code stays ${e.paymentCode}.`
      : e.change
        ? `You changed how you pay for "${e.courseTitle}" from ${e.change.from} to ${e.instructions.label}. Your payment code stays ${e.paymentCode}.` +
          (e.change.referenceCleared ? ' The payment reference you had added was for the old method, so it has been removed.' : '')
        : `Thank you for enrolling in "${e.courseTitle}". Your payment code is ${e.paymentCode}.`,
    amountLines(e.amountDue, e.instructions.method),
    instructionsText(instructions),
    reference
      ? `We have your payment reference: ${reference}. We will check it and confirm by email; your course materials unlock once we do. If it is not right, correct it on your profile:\n\n${siteUrl}/profile`
      : usdt
        ? `After sending, add the transaction id (hash) on your profile as your payment reference. We confirm payments by hand; your course materials unlock once we do:\n\n${siteUrl}/profile`
        : `After paying, you can add your bank reference or receipt number on your profile. We confirm payments by hand; your course materials unlock once we do:\n\n${siteUrl}/profile`,
  ]);
}

/** What a learner who enrolled in (or changed how they pay for) a sample course is sent instead of instructions. */
function sampleCourseEmail(company: string, e: { fullName: string; courseTitle: string; paymentCode: string }, siteUrl: string) {
  return compose(company, `"${e.courseTitle}" is a sample course: nothing to pay`, [
    `Hello ${e.fullName},`,
    SAMPLE_COURSE_DO_NOT_PAY,
    `Your enrollment in it shows how enrolling works. For a course that is offered, this email gives the amount, how to pay and a payment code to quote (yours here is ${e.paymentCode}, only as an example). Nobody will ask you for money for this one.`,
    `See the courses that are offered:\n\n${siteUrl}/courses`,
  ]);
}
