/**
 * How to pay for one pending enrollment (issues 18 and 26): where to pay, with Copy buttons for
 * what is typed elsewhere (address, account number, code), what to quote and where (USDT: the
 * transaction id afterwards), the network warning and QR code, and the form to add the reference.
 */
import { useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { FORM_FIELD, referenceFormAnchor } from '../../../../shared/form-flash';
import { SAMPLE_COURSE_DO_NOT_PAY } from '../../../../shared/schemas/enrollments';
import { FormNotice } from '../../../components/ui/form-notice';
import { useFormFlash } from '../../../lib/form-flash';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { CopyValue } from '../../../components/ui/copy-value';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../../trpc';

type Enrollment = RouterOutputs['enrollments']['mine'][number];

/** The details a learner types into a wallet or a banking app: these get a Copy button. */
const COPYABLE = new Set(['Receiving address', 'Account number']);

export function PaymentInstructionsCard({ enrollment }: { enrollment: Enrollment }) {
  const utils = trpc.useUtils();
  // The answer to this card's form sent natively (forms/native-form-posts.ts): the flash names the enrollment.
  const formFlash = useFormFlash('payment-reference');
  const flash = formFlash?.values.enrollmentId === String(enrollment.id) ? formFlash : undefined;
  const [reference, setReference] = useState(flash?.values.paymentReference ?? enrollment.paymentReference ?? '');
  const [sent, setSent] = useState(false);
  const update = trpc.enrollments.updateReference.useMutation({
    onSuccess: async (saved) => {
      // An empty field saved clears the reference: said as such, not as "saved" (probe 73, F2).
      toast(
        saved.paymentReference
          ? { title: 'Payment reference saved', description: 'We will use it to match your payment.' }
          : { title: 'Payment reference removed', description: 'Add it here once you have paid.' },
      );
      await utils.enrollments.mine.invalidate();
    },
    onError: (error) =>
      toast({ title: 'Could not save the reference', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const i = enrollment.instructions;
  if (!i) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(true);
    // The method this card shows: a reference proves a payment by that method only (probe 32, F4).
    update.mutate({ id: enrollment.id, paymentReference: reference, expectedMethod: i.method });
  };
  const usdt = i.method === 'usdt';
  const headingId = `pay-${enrollment.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <h4 id={headingId} className="font-semibold">
        How to pay for {enrollment.course.title}
      </h4>
      {enrollment.course.sample ? (
        <p
          data-testid="sample-do-not-pay"
          className="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {SAMPLE_COURSE_DO_NOT_PAY}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-1 gap-y-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {i.details.map((d) =>
          d.label === 'Your payment code' ? null : (
            <div key={d.label} className="contents">
              <dt className="font-medium text-slate-600 dark:text-slate-300">{d.label}</dt>
              <dd>
                {COPYABLE.has(d.label) ? (
                  <CopyValue label={d.label.toLowerCase()} value={d.value} />
                ) : (
                  <span className="break-words">{d.value}</span>
                )}
              </dd>
            </div>
          ),
        )}
        {enrollment.paymentCode ? (
          <div className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-300">Your payment code</dt>
            <dd className="text-base font-bold tracking-wider">
              <CopyValue label="payment code" value={enrollment.paymentCode} testId="payment-code" />
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-3 text-sm font-medium">{i.quote}</p>
      {i.qrCode ? (
        <img
          src={i.qrCode}
          alt="QR code of the USDT receiving address"
          width={144}
          height={144}
          className="mt-3 h-36 w-36 rounded bg-white p-1"
        />
      ) : null}
      {i.warning ? (
        <p
          role="note"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {i.warning}
        </p>
      ) : null}
      {/* A real form (forms/native-form-posts.ts): it saves with no script too; with it, the mutation above.
          Without script its answer comes back to this id: the form and its notice
          in view, not the card's top screens above on a phone (probe 30, F1). */}
      <div id={referenceFormAnchor(enrollment.id)} className="mt-4 scroll-mt-20">
        <form method="post" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name={FORM_FIELD} value="payment-reference" />
          <input type="hidden" name="enrollmentId" value={enrollment.id} />
          <input type="hidden" name="expectedMethod" value={i.method} />
          <div className="flex-1">
            <TextField
              label="Your transaction id or bank reference"
              name="paymentReference"
              error={sent ? undefined : flash?.errors.paymentReference}
              value={reference}
              maxLength={LIMITS.paymentReferenceMax}
              onChange={(e) => setReference(e.target.value)}
              hint={
                usdt
                  ? 'After sending: the transaction id (hash) your wallet shows.'
                  : 'After paying: the reference or receipt number you got.'
              }
            />
          </div>
          <Button type="submit" sendsNatively disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save reference'}
          </Button>
        </form>
        <div className="mt-2">
          <FormNotice flash={flash} hidden={sent} />
        </div>
      </div>
    </section>
  );
}
