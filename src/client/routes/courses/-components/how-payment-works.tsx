import { USDT_PEG_NOTE, type AmountDue } from '../../../../shared/amount-due';
import { usdText, usdtText, xcdText } from '../../../../shared/money-text';
import type { PublicPaymentInstructions } from '../../../../shared/schemas/payments';

/**
 * How paying works, for each method this site offers (Site Settings → Payments): never a method
 * that is not offered. Where to pay and what to quote come from the same settings as /profile.
 */
export function HowPaymentWorks({ payments, amount }: { payments: PublicPaymentInstructions | undefined; amount: AmountDue }) {
  const methods = payments?.methods ?? [];
  if (methods.length === 0) {
    return <p>No payment method is open yet; the site administrator has not set one up. You can still create an account.</p>;
  }
  return (
    <>
      <p>
        You enroll first, then pay outside the site by one of these methods. Your profile then shows your payment code and these details
        again. An administrator confirms each payment by hand; the course materials unlock once they do.
      </p>
      <ul className="mt-4 space-y-4">
        {methods.map((m) => (
          <li key={m.method} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <h3 className="font-semibold">{m.label}</h3>
            <p className="mt-1 text-sm">
              Amount:{' '}
              {m.method === 'usdt'
                ? `${usdtText(amount.usdt)} (${USDT_PEG_NOTE})`
                : `${usdText(amount.usdCents)} or ${xcdText(amount.xcdCents)}`}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {m.details.map((d) => (
                <div key={d.label} className="contents">
                  <dt className="font-medium text-slate-600 dark:text-slate-300">{d.label}</dt>
                  <dd className="wrap-anywhere">{d.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-sm">{m.quote}</p>
            {m.warning ? <p className="mt-2 text-sm font-medium text-red-800 dark:text-red-200">{m.warning}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
