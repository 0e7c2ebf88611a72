import { useEffect, useState, type ReactNode } from 'react';
import { FREE_LABEL, methodLabel } from '../../../../shared/free-course';
import { isSampleLink } from '../../../../shared/sample-links';
import {
  SAMPLE_COURSE_DO_NOT_PAY,
  WITHDRAWN_COURSE_DO_NOT_PAY,
  WITHDRAWN_COURSE_PAID,
  WITHDRAWN_SAMPLE_COURSE,
} from '../../../../shared/schemas/enrollments';
import { usdText, usdtText, xcdText } from '../../../../shared/money-text';
import { AppLink } from '../../../components/app-link';
import { CopyValue } from '../../../components/ui/copy-value';
import { useFormFlash } from '../../../lib/form-flash';
import type { RouterOutputs } from '../../../trpc';
import { AmountDueLines } from './amount-due-lines';
import { takeEnrollmentFocus } from './enrollment-focus';
import { EnrollmentTimeline } from './enrollment-timeline';
import { MethodChange } from './method-change';
import { PaymentInstructionsCard } from './payment-instructions-card';

type Enrollment = RouterOutputs['enrollments']['mine'][number];

const BADGES = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200' },
  confirmed: { label: 'Approved', className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200' },
} as const;

const FREE_BADGE = { label: 'Enrolled', className: BADGES.confirmed.className } as const;
/** A pending enrollment whose course an admin withdrew: nothing is waited for any more (probe 57, F3). */
const WITHDRAWN_BADGE = { label: 'Withdrawn', className: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100' } as const;
const isWithdrawnWhilePending = (e: Enrollment) => e.paymentStatus === 'pending' && e.course.withdrawn;

/** Pending and unpaid, by a method the admin has since switched off: another way comes first. */
const isStranded = (e: Enrollment) => e.paymentStatus === 'pending' && !e.paymentReference && !e.instructions && !e.course.withdrawn;

/** The enrollment's payment code, to copy (and, below it, what it is for where that needs saying). */
function PaymentCode({ code, children }: { code: string; children?: ReactNode }) {
  return (
    <div>
      <h4 className="mb-1 text-sm font-semibold">Payment code</h4>
      <p className="text-lg font-bold tracking-wider">
        <CopyValue label="payment code" value={code} />
      </p>
      {children}
    </div>
  );
}

/** What the learner does next, in one sentence. */
export function nextStep(e: Enrollment): string {
  // A free course: confirmed as the learner enrolled, nothing was or will be paid.
  if (e.paymentMethod === null) return 'This course is free: open your course materials below.';
  if (e.paymentStatus === 'confirmed')
    // A sample course was never paid for (its approval email says so): no payment to confirm.
    return e.course.sample
      ? 'Your enrollment is approved: open the sample course materials below.'
      : 'Your payment is confirmed: open your course materials below.';
  if (e.paymentStatus === 'rejected')
    // A withdrawn course cannot be enrolled in again (probe 65, F4).
    return e.course.withdrawn
      ? 'This enrollment was rejected, and the course has been withdrawn: it is no longer offered. Contact us if you already paid.'
      : 'This enrollment was rejected. You can enroll again, or contact us if you already paid.';
  // Deleted by an admin after this learner enrolled: nothing left to pay for (probe 36, F1).
  if (e.course.withdrawn && e.course.sample) return WITHDRAWN_SAMPLE_COURSE;
  if (e.course.withdrawn) return e.paymentReference ? WITHDRAWN_COURSE_PAID : WITHDRAWN_COURSE_DO_NOT_PAY;
  // The same card says "Do not pay for it": a saved reference does not make a sample course a
  // payment to check (probe 30).
  if (e.paymentReference && e.course.sample)
    return 'This sample course shows how the site works: your enrollment waits for an administrator to approve it. Nothing else to do for now.';
  // A reference says the learner has paid: that stands even if the method was switched off since.
  if (e.paymentReference) return 'We will check your payment and approve your enrollment. Nothing else to do for now.';
  // Before any "send" or "transfer": nobody may pay for a course that is not offered (probe 24, D1).
  if (e.course.sample) return SAMPLE_COURSE_DO_NOT_PAY;
  // The admin switched this method off before the learner paid: choosing another comes first.
  if (isStranded(e)) return `${methodLabel(e.paymentMethod)} is no longer offered: choose another way to pay below.`;
  if (e.paymentMethod === 'usdt')
    return `Send ${usdtText(e.amountDue.usdt)} to the address below, then add the transaction id (hash) here.`;
  if (e.paymentMethod === 'mobanking')
    return `Transfer ${usdText(e.amountDue.usdCents)} (${xcdText(e.amountDue.xcdCents)}) with your payment code as the reference, then add the bank's reference here.`;
  return `Pay ${usdText(e.amountDue.usdCents)} (${xcdText(e.amountDue.xcdCents)}) at the office and give your payment code.`;
}

/** Whether the card shows what is due: only while a payment for a real, offered course (or one paid before it was withdrawn) is pending. */
export function showsAmountDue(e: Enrollment): boolean {
  if (e.paymentStatus !== 'pending' || e.paymentMethod === null) return false;
  if (!e.course.withdrawn) return true;
  return e.paymentReference !== null && !e.course.sample;
}

const bigButton =
  'flex min-h-12 flex-1 items-center justify-center rounded-lg bg-primary-strong px-5 py-3 text-center text-base font-semibold text-white hover:opacity-90';

/**
 * The course's extra materials (a workbook, slides: the admin's "More materials"), each a link of
 * its own under the download buttons, named by the admin's title; `(sample link)` as on the buttons.
 */
function MoreMaterials({ titleId, materials }: { titleId: string; materials: Enrollment['course']['materials'] }) {
  const headingId = `${titleId}-materials`;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="mb-2 text-sm font-semibold">
        More materials
      </h4>
      <ul className="space-y-2">
        {materials.map((m, i) => (
          <li key={i}>
            <a
              href={m.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center break-words text-primary-text underline underline-offset-2 [overflow-wrap:anywhere] hover:no-underline"
            >
              {isSampleLink(m.url) ? `${m.title} (sample link)` : m.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One enrollment, built for a phone (issue 26): status, amount, code, next step, materials once approved. */
export function EnrollmentCard({ e }: { e: Enrollment }) {
  // A free course's enrollment has no payment step at all: no method, amount, code or timeline.
  const free = e.paymentMethod === null;
  const withdrawn = isWithdrawnWhilePending(e);
  const badge = free ? FREE_BADGE : withdrawn ? WITHDRAWN_BADGE : BADGES[e.paymentStatus];
  const titleId = `enrollment-title-${e.id}`;
  useEffect(() => takeEnrollmentFocus(e.id), [e.id]);
  // "Change how you pay" sent natively: the answer names its enrollment (the page may hold several).
  const formFlash = useFormFlash('payment-method');
  const methodFlash = formFlash?.values.enrollmentId === String(e.id) ? formFlash : undefined;
  const [changed, setChanged] = useState(methodFlash?.success ?? null);
  return (
    <article
      id={`enrollment-${e.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="enrollment-card"
      className="scroll-mt-20 space-y-4 rounded-xl border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-primary-text sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {e.course.title}
        </h3>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badge.className}`}>{badge.label}</span>
      </header>
      <p className="text-sm">
        <span className="font-medium">
          {free
            ? 'Enrolled'
            : withdrawn
              ? 'Course withdrawn'
              : e.paymentStatus === 'pending'
                ? 'Waiting for approval'
                : e.paymentStatus === 'rejected'
                  ? 'Enrollment rejected'
                  : 'Approved'}
        </span>
        {' · '}
        {free ? `${FREE_LABEL} course` : methodLabel(e.paymentMethod)}
      </p>
      {free ? null : <EnrollmentTimeline e={e} />}
      <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950/40 dark:text-sky-100">
        <strong>Next step:</strong> {nextStep(e)}
      </p>
      {e.notes ? <p className="text-sm text-slate-700 dark:text-slate-200">Note: {e.notes}</p> : null}
      {e.paymentStatus === 'confirmed' ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          {e.course.downloadUrl ? (
            <a href={e.course.downloadUrl} className={bigButton} target="_blank" rel="noopener noreferrer">
              {isSampleLink(e.course.downloadUrl) ? 'Download materials (sample link)' : 'Download materials'}
            </a>
          ) : null}
          {e.course.youtubePlaylistUrl ? (
            <a href={e.course.youtubePlaylistUrl} className={bigButton} target="_blank" rel="noopener noreferrer">
              {isSampleLink(e.course.youtubePlaylistUrl) ? 'Watch videos (sample link)' : 'Watch videos'}
            </a>
          ) : null}
        </div>
      ) : null}
      {e.paymentStatus === 'confirmed' && e.course.materials.length > 0 ? (
        <MoreMaterials titleId={titleId} materials={e.course.materials} />
      ) : null}
      {/* A rejected enrollment is not to be paid either: no amount to send, only the code to quote
          if they did pay (probe 67, F3: "Send 60.00 USDT [Copy]" stood under "Rejected"). */}
      {e.paymentStatus === 'rejected' && e.paymentCode ? (
        <PaymentCode code={e.paymentCode}>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            If you already paid, quote it when you write to us through the{' '}
            <AppLink href="/contact" className="font-medium text-primary underline">
              contact page
            </AppLink>
            .
          </p>
        </PaymentCode>
      ) : null}
      {/* A withdrawn course is not to be paid: no amount or code to copy, unless the learner
          reported a payment for a real course (then the code is what they quote when we contact them). */}
      {!showsAmountDue(e) ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h4 className="mb-1 text-sm font-semibold">Amount</h4>
            {/* A method switched off before the learner paid: the amount, not how to send it that way. */}
            <AmountDueLines amount={e.amountDue} method={isStranded(e) || e.course.withdrawn ? null : e.paymentMethod} />
          </div>
          {/* While pending the code is in the instructions below, beside where to pay. */}
          {e.paymentCode && !e.instructions ? <PaymentCode code={e.paymentCode} /> : null}
        </div>
      )}
      {e.paymentStatus === 'pending' && changed ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200">
          {changed}
        </p>
      ) : null}
      {/* Keyed by method: after a change its reference field starts from the (cleared) stored one. */}
      {e.instructions ? <PaymentInstructionsCard key={e.paymentMethod} enrollment={e} /> : null}
      {e.paymentStatus === 'pending' && !e.course.withdrawn && !free ? (
        <MethodChange enrollment={e} flash={methodFlash} onChanged={setChanged} />
      ) : null}
    </article>
  );
}
