/** One payment of the queue: one line, so a screen holds many (issue 27). */
import type { MouseEvent } from 'react';
import type { RouterOutputs } from '../../../trpc';
import { tappedEarly } from '../../../lib/early-taps';
import { ageText, isoDay, methodLabel, usd, xcd } from './queue-format';

export type Pending = RouterOutputs['enrollments']['pending'][number];

const badge = 'ml-1 rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100';

export function PendingRow({
  e,
  now,
  selected,
  busy,
  onToggle,
  onApprove,
  onAskApprove,
  onReject,
}: {
  e: Pending;
  now: number | null;
  selected: boolean;
  busy: boolean;
  onToggle: (event: MouseEvent<HTMLInputElement>) => void;
  onApprove: () => void;
  /** The confirmation for this one payment: what a tap heard before the page was live opens. */
  onAskApprove: () => void;
  onReject: () => void;
}) {
  const who = `${e.paymentCode ?? e.user.username}`;
  return (
    <tr className={selected ? 'bg-primary/5' : undefined}>
      <td className="py-2 pr-2 pl-4">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={selected}
          onClick={onToggle}
          onChange={() => {}}
          aria-label={`Select ${who} from ${e.user.fullName}`}
        />
      </td>
      <td className="px-2 py-2 whitespace-nowrap">
        <span className="font-semibold tabular-nums">{usd(e.amountDue.usdCents)}</span>
        <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {xcd(e.amountDue.xcdCents)} · {e.amountDue.usdt} USDT
        </span>
      </td>
      <td className="px-2 py-2 whitespace-nowrap">{methodLabel(e.paymentMethod)}</td>
      <td className="px-2 py-2 font-mono whitespace-nowrap">{e.paymentCode ?? '—'}</td>
      <td className="max-w-[12rem] truncate px-2 py-2" title={e.paymentReference ?? undefined}>
        {e.paymentReference ?? <span className="text-slate-400">none</span>}
        {e.duplicateReference ? (
          <span className={badge} title="Another enrollment carries the same payment reference: check it was not claimed twice.">
            Duplicate
          </span>
        ) : null}
      </td>
      <td className="max-w-[16rem] px-2 py-2">
        <span className="block truncate font-medium" title={`${e.user.fullName} (@${e.user.username}, ${e.user.email})`}>
          {e.user.fullName}
        </span>
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400" title={e.course.title}>
          {e.course.title}
          {e.course.archived ? <span className={badge}>Course archived</span> : null}
        </span>
      </td>
      <td className="px-2 py-2 whitespace-nowrap text-slate-600 dark:text-slate-300">
        <time dateTime={e.enrolledAt.toISOString()}>{now === null ? isoDay(e.enrolledAt) : ageText(e.enrolledAt.getTime(), now)}</time>
      </td>
      <td className="py-2 pr-4 pl-2 text-right whitespace-nowrap">
        <button
          type="button"
          disabled={busy}
          // Approving moves money at once (with Undo). A tap held from before the page was live
          // (lib/early-taps.ts) may be seconds old: it asks first, like Reject always does.
          onClick={() => (tappedEarly() ? onAskApprove() : onApprove())}
          aria-label={`Approve ${who} from ${e.user.fullName}`}
          className="rounded-md bg-primary-strong px-2.5 py-1 text-xs font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
        >
          Approve
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onReject}
          aria-label={`Reject ${who} from ${e.user.fullName}`}
          className="ml-1 rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 dark:border-slate-600 dark:text-red-300 dark:hover:bg-red-950"
        >
          Reject
        </button>
      </td>
    </tr>
  );
}
