import { centsToDecimal, USDT_PEG_NOTE, type AmountDue } from '../../../../shared/amount-due';
import { usdText, usdtText, xcdText } from '../../../../shared/money-text';
import type { PaymentMethod } from '../../../../shared/constants';
import { CopyValue } from '../../../components/ui/copy-value';

/**
 * How much to pay (issue 26): US$ and EC$ always, and for USDT the amount in USDT (1 USDT = 1 US$,
 * said so). Each figure is shown with thousands separators (US$1,000.00) and copied as a plain
 * decimal (1000.00), which is what a banking app or a wallet wants (probe 78, F7).
 */
export function AmountDueLines({ amount, method }: { amount: AmountDue; method: PaymentMethod | null }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
      {method === 'usdt' ? (
        <>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">Send</dt>
          <dd className="text-lg font-bold" data-testid="amount-usdt">
            <CopyValue label="amount in USDT" value={usdtText(amount.usdt)} copyValue={amount.usdt} mono={false} />
          </dd>
        </>
      ) : null}
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">US$</dt>
      <dd className={method === 'usdt' ? '' : 'text-lg font-bold'} data-testid="amount-usd">
        <CopyValue label="amount in US$" value={usdText(amount.usdCents)} copyValue={centsToDecimal(amount.usdCents)} mono={false} />
      </dd>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">EC$</dt>
      <dd data-testid="amount-xcd">
        <CopyValue label="amount in EC$" value={xcdText(amount.xcdCents)} copyValue={centsToDecimal(amount.xcdCents)} mono={false} />
      </dd>
      {method === 'usdt' ? <dd className="col-span-2 text-xs text-slate-600 dark:text-slate-300">{USDT_PEG_NOTE}</dd> : null}
    </dl>
  );
}
