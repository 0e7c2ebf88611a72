/**
 * How to pay for one pending enrollment (issue 18): the payment code to quote, the chosen
 * method's instructions (USDT: the network warning and the address's QR code), and a form to
 * add or correct the transaction id or bank reference.
 */
import { useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../../trpc';

type Enrollment = RouterOutputs['enrollments']['mine'][number];

export function PaymentInstructionsCard({ enrollment }: { enrollment: Enrollment }) {
  const utils = trpc.useUtils();
  const [reference, setReference] = useState(enrollment.paymentReference ?? '');
  const update = trpc.enrollments.updateReference.useMutation({
    onSuccess: async () => {
      toast({ title: 'Payment reference saved', description: 'We will use it to match your payment.' });
      await utils.enrollments.mine.invalidate();
    },
    onError: (error) =>
      toast({ title: 'Could not save the reference', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const i = enrollment.instructions;
  if (!i) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ id: enrollment.id, paymentReference: reference });
  };
  const headingId = `pay-${enrollment.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        How to pay for {enrollment.course.title}
      </h3>
      <p className="mt-1 text-sm">
        Quote your payment code{' '}
        <strong className="rounded bg-white px-2 py-0.5 font-mono text-base tracking-wider dark:bg-slate-900" data-testid="payment-code">
          {enrollment.paymentCode}
        </strong>{' '}
        with your payment ({i.label}).
      </p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {i.details.map((d) => (
            <div key={d.label} className="contents">
              <dt className="font-medium text-slate-600 dark:text-slate-300">{d.label}</dt>
              <dd className="break-all">{d.value}</dd>
            </div>
          ))}
        </dl>
        {i.qrCode ? (
          <img
            src={i.qrCode}
            alt="QR code of the USDT receiving address"
            width={144}
            height={144}
            className="h-36 w-36 rounded bg-white p-1"
          />
        ) : null}
      </div>
      {i.warning ? (
        <p
          role="note"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {i.warning}
        </p>
      ) : null}
      <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Your transaction id or bank reference"
            value={reference}
            maxLength={LIMITS.paymentReferenceMax}
            onChange={(e) => setReference(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save reference'}
        </Button>
      </form>
    </section>
  );
}
