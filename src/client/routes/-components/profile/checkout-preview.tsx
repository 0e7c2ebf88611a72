import { centsToDecimal } from '../../../../shared/amount-due';
import type { PaymentInstructions } from '../../../../shared/schemas/payments';
import { CopyValue } from '../../../components/ui/copy-value';
import { useMailEnabled } from '../../../hooks/use-mail-enabled';
import { AmountDueLines } from './amount-due-lines';

/**
 * The checkout's third step (issue 26): once a course and an offered method are chosen, what it
 * costs in US$, EC$ (and USDT), where to pay and what to quote, before the learner confirms.
 * The payment code is made when they press Enroll; it then appears with these same details.
 * It sits below the Enroll button (enroll-form.tsx says why).
 */
export function CheckoutPreview({
  course,
  method,
}: {
  course: { title: string; price: number; priceXcd: number };
  method: PaymentInstructions;
}) {
  const amount = { usdCents: course.price, xcdCents: course.priceXcd, usdt: centsToDecimal(course.price) };
  // Without outgoing mail the instructions are not emailed (probe 67, F2).
  const mailEnabled = useMailEnabled();
  return (
    <section
      aria-labelledby="checkout-preview"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950/40"
    >
      <h3 id="checkout-preview" className="font-semibold">
        What you pay and where ({method.label})
      </h3>
      <div className="mt-3">
        <AmountDueLines amount={amount} method={method.method} />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {method.details.map((d) => (
          <div key={d.label} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-300">{d.label}</dt>
            <dd>
              {d.label === 'Receiving address' ? (
                <CopyValue label="receiving address" value={d.value} />
              ) : (
                <span className="break-words">{d.value}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">{method.quote}</p>
      {method.warning ? <p className="mt-2 text-sm font-medium text-red-800 dark:text-red-200">{method.warning}</p> : null}
      <p className="mt-3 text-sm font-medium">
        Press Enroll, above, to confirm. You then get your payment code, and these details stay on this page
        {mailEnabled ? ' and in your email' : ''}.
      </p>
    </section>
  );
}
