import { formatLongDate } from '../../../../shared/format';
import type { RouterOutputs } from '../../../trpc';

type Enrollment = RouterOutputs['enrollments']['mine'][number];

/**
 * Enrolled -> payment sent (reference added) -> approved (or rejected): where this enrollment stands.
 * A course withdrawn before approval asks for nothing more (the card says not to pay): its steps
 * neither ask for a reference nor promise materials (probe 36, left then).
 */
export function EnrollmentTimeline({ e }: { e: Enrollment }) {
  const waiting = e.paymentStatus === 'pending';
  const withdrawn = waiting && e.course.withdrawn;
  const steps = [
    { label: 'Enrolled', done: true, detail: formatLongDate(e.enrolledAt) },
    {
      label: 'Payment sent',
      done: Boolean(e.paymentReference) || e.paymentStatus === 'confirmed',
      detail: e.paymentReference
        ? `Reference: ${e.paymentReference}`
        : waiting && !withdrawn
          ? 'Add your reference once you have paid'
          : '',
    },
    e.paymentStatus === 'rejected'
      ? { label: 'Rejected', done: true, detail: e.decidedAt ? formatLongDate(e.decidedAt) : '' }
      : {
          label: 'Approved',
          done: e.paymentStatus === 'confirmed',
          detail: e.decidedAt ? formatLongDate(e.decidedAt) : withdrawn ? 'Course withdrawn' : 'Materials unlock here',
        },
  ];
  return (
    <ol className="grid gap-2 sm:grid-cols-3" aria-label="Progress of this enrollment">
      {steps.map((s) => (
        <li key={s.label} className="flex gap-2">
          <span
            aria-hidden="true"
            className={`mt-0.5 flex h-5 w-5 flex-none items-center justify-center rounded-full text-xs font-bold ${
              s.done ? 'bg-emerald-600 text-white' : 'border-2 border-slate-400 dark:border-slate-500'
            }`}
          >
            {s.done ? '✓' : ''}
          </span>
          <span>
            <span className="font-medium">
              {s.label}
              <span className="sr-only">{s.done ? ': done' : ': not yet'}</span>
            </span>
            {s.detail ? <span className="block text-xs wrap-anywhere text-slate-600 dark:text-slate-300">{s.detail}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
