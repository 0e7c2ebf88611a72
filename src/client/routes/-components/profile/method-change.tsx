/**
 * "Change how you pay" on a pending enrollment's card: the methods offered now (Settings >
 * Payments), the enrollment's own left out. When its method is no longer offered (the admin
 * switched it off) the card says so and this is the card's way to pay; otherwise it is a small
 * native disclosure under the instructions. A real form (server/forms/native-form-posts.ts,
 * 'payment-method'): it works before the page's code arrives and with JavaScript off; with it, the
 * change goes through tRPC and the card updates in place.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { isPaymentMethod, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../shared/constants';
import { methodChangedMessage, paymentMethodChangeSchema } from '../../../../shared/schemas/enrollments';
import { methodLabel } from '../../../../shared/free-course';
import type { FormFlash } from '../../../../shared/form-flash';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { FormName } from '../../../components/ui/form-notice';
import { errorMessage } from '../../../lib/trpc-errors';
import { useMailEnabled } from '../../../hooks/use-mail-enabled';
import { trpc, type RouterOutputs } from '../../../trpc';
import { requestEnrollmentFocus } from './enrollment-focus';

type Enrollment = RouterOutputs['enrollments']['mine'][number];

const asMethod = (value: string): PaymentMethod | '' => (isPaymentMethod(value) ? value : '');

/** What the learner reads when the enrollment's method was switched off. */
export const noLongerOffered = (e: Pick<Enrollment, 'paymentMethod'>) =>
  `${methodLabel(e.paymentMethod)} is no longer offered. Choose another way to pay:`;

/** What a learner reads whose method was switched off after they added their payment reference. */
export const alreadyPaid = (e: Pick<Enrollment, 'paymentMethod' | 'paymentReference'>) =>
  `${methodLabel(e.paymentMethod)} is no longer offered for new payments. You added the reference ${e.paymentReference}: if you have paid, there is nothing more to do, we will check your payment. If you have not paid yet, choose another way to pay:`;

export function MethodChange({
  enrollment,
  flash,
  onChanged,
}: {
  enrollment: Enrollment;
  /** This card's answer to the form sent natively, if the page was drawn with one. */
  flash: FormFlash | undefined;
  /** The success message, for the card to show above the (new) instructions. */
  onChanged: (message: string) => void;
}) {
  const utils = trpc.useUtils();
  const mailEnabled = useMailEnabled();
  const offered = trpc.payments.instructions.useQuery().data?.methods ?? [];
  const choices = offered.filter((m) => m.method !== enrollment.paymentMethod);
  const stranded = enrollment.instructions === null;
  const refusal = flash && !flash.success ? flash : undefined;
  const [method, setMethod] = useState<PaymentMethod | ''>(asMethod(refusal?.values.paymentMethod ?? ''));
  const [fieldError, setFieldError] = useState<string | undefined>(refusal?.errors.paymentMethod);
  const [message, setMessage] = useState<string | undefined>(refusal?.message);
  const details = useRef<HTMLDetailsElement>(null);
  const headingId = `${useId()}-heading`;
  const change = trpc.enrollments.changeMethod.useMutation({
    onSuccess: async (row) => {
      setMethod('');
      if (details.current) details.current.open = false;
      onChanged(methodChangedMessage(PAYMENT_METHOD_LABELS[row.paymentMethod], row.changed, mailEnabled));
      await utils.enrollments.mine.invalidate();
      // The card now shows the new instructions: bring its top (and the notice) into view.
      requestEnrollmentFocus(row.id);
    },
    onError: (error) => setMessage(errorMessage(error, 'Could not change how you pay. Please try again.')),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setMessage(undefined);
    // What the field shows is what is sent (a tap may arrive while the form hydrates).
    const chosen = String(new FormData(e.currentTarget).get('paymentMethod') ?? '');
    const parsed = paymentMethodChangeSchema.safeParse({ id: enrollment.id, paymentMethod: chosen });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    change.mutate(parsed.data);
  };

  if (choices.length === 0) {
    // Nothing else to choose: say so only when the card has no way to pay at all.
    return stranded ? (
      <section aria-labelledby={headingId} className={boxClass}>
        <h4 id={headingId} className="font-semibold">
          How to pay for {enrollment.course.title}
        </h4>
        {/* A reference is often one long word (a transaction id): it wraps (probe 22, D5). */}
        <p className="mt-2 text-sm wrap-anywhere">
          {enrollment.paymentReference
            ? // Paid already, most likely: nothing is asked of them unless they have not.
              `${methodLabel(enrollment.paymentMethod)} is no longer offered for new payments. You added the reference ${enrollment.paymentReference}: if you have paid, there is nothing more to do, we will check your payment. If you have not paid yet, please `
            : `${methodLabel(enrollment.paymentMethod)} is no longer offered, and no other way to pay is open at the moment. Please `}
          <Link to="/contact" className="text-primary underline">
            contact us
          </Link>
          {enrollment.paymentCode ? ` and give your payment code ${enrollment.paymentCode}.` : '.'}
        </p>
      </section>
    ) : null;
  }

  const form = (
    <form method="post" action="/profile" onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormName name="payment-method" />
      <input type="hidden" name="enrollmentId" value={enrollment.id} />
      <div className="sm:w-72">
        <SelectField
          label={stranded ? 'Way to pay' : 'New way to pay'}
          name="paymentMethod"
          value={method}
          onChange={(e) => {
            setMethod(asMethod(e.target.value));
            setFieldError(undefined);
          }}
          error={fieldError}
          autoFocus={refusal ? true : undefined}
        >
          <option value="">Choose a way to pay</option>
          {choices.map((m) => (
            <option key={m.method} value={m.method}>
              {m.label}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" sendsNatively disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Use this way to pay'}
      </Button>
    </form>
  );
  // Said before the choice: the change cannot take the reference along.
  const referenceNote = enrollment.paymentReference ? (
    <p className="mt-2 text-sm text-slate-700 wrap-anywhere dark:text-slate-200">
      The reference you added ({enrollment.paymentReference}) belongs to the current way to pay: it is removed when you change.
    </p>
  ) : null;
  const notes = (
    <>
      {message ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {message}
        </p>
      ) : null}
    </>
  );

  if (stranded) {
    return (
      <section aria-labelledby={headingId} className={boxClass}>
        <h4 id={headingId} className="font-semibold">
          How to pay for {enrollment.course.title}
        </h4>
        {enrollment.paymentReference ? (
          // Paid already (most likely, before the method was switched off): nothing is asked of them.
          <p className="mt-2 text-sm font-medium wrap-anywhere">{alreadyPaid(enrollment)}</p>
        ) : (
          <p className="mt-2 text-sm font-medium">{noLongerOffered(enrollment)}</p>
        )}
        {referenceNote}
        {form}
        {notes}
      </section>
    );
  }
  return (
    // A native disclosure: it opens with the keyboard and with no script; open again after a refusal sent natively.
    <details ref={details} open={refusal ? true : undefined} className="group rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-primary">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        Change how you pay
      </summary>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
        Your payment code stays the same.{' '}
        {mailEnabled ? 'We email you the new instructions.' : 'The new instructions are shown here (this site cannot send email yet).'}
      </p>
      {referenceNote}
      {form}
      {notes}
    </details>
  );
}

const boxClass = 'rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30';
