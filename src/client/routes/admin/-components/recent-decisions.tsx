/**
 * Decisions an admin may still undo (issue 27): under the queue for UNDO_WINDOW_MINUTES after each
 * one, so a mistake can be taken back from the row as well as from the toast.
 */
import { UNDO_WINDOW_MINUTES } from '../../../../shared/pending-queue';
import { trpc } from '../../../trpc';
import { undoMinutesLeft, usd } from './queue-format';

/** A decision an Undo means: its enrollment, and when it was made (null: whichever stands). */
export type DecisionToUndo = { id: number; decidedAt: Date | null };

export function RecentDecisions({
  now,
  onUndo,
  undoing,
}: {
  now: number | null;
  onUndo: (decisions: DecisionToUndo[]) => void;
  undoing: boolean;
}) {
  const recent = trpc.enrollments.recent.useQuery(undefined, { refetchInterval: 60_000 });
  // Until the clock is known (hydration), every row the server listed is still inside its window.
  const rows = (recent.data ?? []).filter((r) => now === null || r.undoUntil.getTime() > now);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="recent-decisions" className="rounded-xl border border-slate-200 dark:border-slate-800">
      <h2 id="recent-decisions" className="border-b border-slate-200 px-4 py-2 text-sm font-semibold dark:border-slate-800">
        Decided in the last {UNDO_WINDOW_MINUTES} minutes
      </h2>
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map((r) => {
          const verb = r.paymentStatus === 'confirmed' ? 'Approved' : 'Rejected';
          const left = now === null ? null : undoMinutesLeft(r.undoUntil.getTime(), now);
          return (
            <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  r.paymentStatus === 'confirmed'
                    ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
                    : 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100'
                }`}
              >
                {verb}
              </span>
              <span className="font-mono">{r.paymentCode ?? '—'}</span>
              {/* Who, what and by whom, in full: on a phone it takes its own line and wraps (cut to "Ur…" it hid whose decision an Undo undoes). */}
              <span className="min-w-48 flex-1 wrap-anywhere">
                <bdi>{r.user.fullName}</bdi> · <bdi>{r.course.title}</bdi> · {usd(r.amountDue.usdCents)}
                {r.decidedBy ? <span className="text-slate-500 dark:text-slate-400"> · by {r.decidedBy}</span> : null}
              </span>
              {left !== null ? <span className="text-xs text-slate-500 dark:text-slate-400">{left} min left</span> : null}
              <button
                type="button"
                disabled={undoing}
                onClick={() => onUndo([{ id: r.id, decidedAt: r.decidedAt }])}
                aria-label={`Undo ${verb === 'Approved' ? 'approval' : 'rejection'} of ${r.paymentCode ?? r.user.fullName}`}
                className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                Undo
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
