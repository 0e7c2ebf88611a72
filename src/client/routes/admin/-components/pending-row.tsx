/**
 * One payment of the queue: one line, so a screen holds many (issue 27). On a phone the row keeps
 * what reconciling needs without scrolling sideways: the amount with the method under it, the
 * code with the reference, learner and age under it, and the actions; the other columns return
 * from tablet width (`PHONE_ONLY` lines repeat them inside the kept cells).
 */
import type { MouseEvent } from 'react';
import type { RouterOutputs } from '../../../trpc';
import { tappedEarly } from '../../../lib/early-taps';
import { WIDE_ONLY_CELL } from '../../../components/ui/table-head';
import type { UsdtNetwork } from '../../../../shared/schemas/payments';
import { ageText, isoDay, methodLabel, usd, usdt, xcd } from './queue-format';
import { RowCheckbox } from '../../../components/ui/row-checkbox';

export type Pending = RouterOutputs['enrollments']['pending'][number];

const badge =
  'ml-1 inline-block whitespace-nowrap rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100';

export function PendingRow({
  e,
  now,
  selected,
  busy,
  onToggle,
  onApprove,
  onAskApprove,
  onReject,
  usdtNetwork,
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
  /** The USDT network the payment settings name. */
  usdtNetwork: UsdtNetwork | '';
}) {
  const who = `${e.paymentCode ?? e.user.username}`;
  return (
    <tr className={selected ? 'bg-primary/5' : undefined}>
      <td className="py-2 pr-1 pl-2 md:pr-2 md:pl-4">
        <RowCheckbox checked={selected} onClick={onToggle} onChange={() => {}} aria-label={`Select ${who} from ${e.user.fullName}`} />
      </td>
      <td className="px-2 py-2 md:whitespace-nowrap">
        <span className="font-semibold whitespace-nowrap tabular-nums">{usd(e.amountDue.usdCents)}</span>
        <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {xcd(e.amountDue.xcdCents)} · {usdt(e.amountDue.usdt)}
        </span>
        <span className={`${PHONE_ONLY} text-xs`}>{methodLabel(e.paymentMethod, usdtNetwork)}</span>
        <SampleNote e={e} />
      </td>
      <td className={`px-2 py-2 whitespace-nowrap ${WIDE_ONLY_CELL}`}>{methodLabel(e.paymentMethod, usdtNetwork)}</td>
      <td className="max-w-[9rem] px-2 py-2 md:max-w-none">
        <span className="font-mono whitespace-nowrap">{e.paymentCode ?? '—'}</span>
        {/* Wrapped, not cut: on a phone these lines are the only place the admin sees who paid for
            which course, and a cut reference hid its "Duplicate" warning. */}
        <span className={`${PHONE_ONLY} text-xs [overflow-wrap:anywhere]`}>
          Ref: <Reference e={e} />
        </span>
        <span className={`${PHONE_ONLY} text-xs font-medium [overflow-wrap:anywhere]`}>{e.user.fullName}</span>
        <span className={`${PHONE_ONLY} text-xs text-slate-500 [overflow-wrap:anywhere] dark:text-slate-400`}>
          <LearnerHandle e={e} />
        </span>
        <span className={`${PHONE_ONLY} text-xs text-slate-500 [overflow-wrap:anywhere] dark:text-slate-400`}>
          {e.course.title}
          <CourseBadge e={e} />
        </span>
        <span className={`${PHONE_ONLY} text-xs text-slate-600 dark:text-slate-300`}>
          <Age e={e} now={now} />
        </span>
      </td>
      <td className={`max-w-[10rem] px-2 py-2 ${WIDE_ONLY_CELL}`} title={e.paymentReference ?? undefined}>
        <Reference e={e} cut />
      </td>
      <td className={`max-w-[14rem] px-2 py-2 ${WIDE_ONLY_CELL}`}>
        <span className="block truncate font-medium">{e.user.fullName}</span>
        {/* Shown, not a tooltip (which a phone cannot open): the address is what a payment's sender is matched by (probe 58, F7). */}
        <span className="block text-xs text-slate-500 [overflow-wrap:anywhere] dark:text-slate-400">
          <LearnerHandle e={e} />
        </span>
        {/* Wrapped, not cut: which course decides the amount, and its "Course withdrawn" warning must show. */}
        <span className="block text-xs text-slate-500 [overflow-wrap:anywhere] dark:text-slate-400">
          {e.course.title}
          <CourseBadge e={e} />
        </span>
      </td>
      <td className={`px-2 py-2 whitespace-nowrap text-slate-600 dark:text-slate-300 ${WIDE_ONLY_CELL}`}>
        <Age e={e} now={now} />
      </td>
      {/* On a phone the two buttons stack, each a full tap target. */}
      <td className="py-2 pr-2 pl-1 text-right whitespace-nowrap md:pr-4 md:pl-2">
        <div className="flex flex-col items-stretch gap-1 md:block">
          {/* A withdrawn course's learners were told it will not be approved: the server refuses it (probe 65, F1). */}
          {e.course.archived ? null : (
            <button
              type="button"
              disabled={busy}
              // Approving moves money at once (with Undo). A tap held from before the page was live
              // (lib/early-taps.ts) may be seconds old: it asks first, like Reject always does.
              onClick={() => (tappedEarly() ? onAskApprove() : onApprove())}
              aria-label={`Approve ${who} from ${e.user.fullName}`}
              className="rounded-md bg-primary-strong px-2.5 py-2 text-xs md:py-1 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text disabled:opacity-60"
            >
              Approve
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={onReject}
            aria-label={`Reject ${who} from ${e.user.fullName}`}
            className="rounded-md border border-slate-300 px-2.5 py-2 text-xs font-semibold text-red-700 md:py-1 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text disabled:opacity-60 md:ml-1 dark:border-slate-600 dark:text-red-300 dark:hover:bg-red-950"
          >
            Reject
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Deleted by an admin after this learner enrolled: the learner was told not to pay, and it can only be rejected. */
function CourseBadge({ e }: { e: Pending }) {
  return e.course.archived ? (
    <span
      className={badge}
      title="This course was withdrawn: its learners were told their enrollment will not be approved. Reject it, and refund any payment."
    >
      Course withdrawn
    </span>
  ) : null;
}

/**
 * Under the amount: the amount is a sample course's price, its learner was told not to pay, and the
 * CSV counts 0.00 for it (probe 78, F5). It may wrap: the amount's cell is narrow on a phone.
 */
function SampleNote({ e }: { e: Pending }) {
  return e.course.sample ? (
    <span
      className="mt-0.5 block w-fit rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-semibold whitespace-normal text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
      title="A sample course: its learners were told it is not offered and not to pay for it. The amount is its sample price; the CSV counts nothing for it."
    >
      Sample, not paid
    </span>
  ) : null;
}

/** A line shown inside a kept cell on phones only (its column is hidden there). */
const PHONE_ONLY = 'block md:hidden';

/**
 * The reference and, when another enrollment carries it too, the "Duplicate" warning. `cut`: a long
 * reference is cut to its cell (its title has it whole), the warning never: it stands on its own line.
 */
function Reference({ e, cut = false }: { e: Pending; cut?: boolean }) {
  return (
    <>
      <span className={cut ? 'block truncate' : undefined}>
        {e.paymentReference ?? <span className="text-slate-500 dark:text-slate-400">none</span>}
      </span>
      {e.duplicateReference ? (
        <span className={badge} title="Another enrollment carries the same payment reference: check it was not claimed twice.">
          Duplicate
        </span>
      ) : null}
    </>
  );
}

function Age({ e, now }: { e: Pending; now: number | null }) {
  return <time dateTime={e.enrolledAt.toISOString()}>{now === null ? isoDay(e.enrolledAt) : ageText(e.enrolledAt.getTime(), now)}</time>;
}

/** Who the learner is beyond their name: their username and email address (spec section 3). */
function LearnerHandle({ e }: { e: Pending }) {
  return (
    <>
      @{e.user.username} · {e.user.email}
    </>
  );
}
