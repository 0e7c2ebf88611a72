import { formatDistanceToNow } from 'date-fns';
import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/constants';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../../trpc';

type Pending = RouterOutputs['enrollments']['pending'][number];

function PendingRow({ e }: { e: Pending }) {
  const utils = trpc.useUtils();
  const [notes, setNotes] = useState('');
  const after = async (title: string) => {
    toast({ title, description: `${e.user.fullName} · ${e.course.title}` });
    await Promise.all([utils.enrollments.pending.invalidate(), utils.admin.stats.invalidate()]);
  };
  const approve = trpc.enrollments.approve.useMutation({
    onSuccess: () => after('Enrollment approved'),
    onError: (err) =>
      toast({
        title: 'Failed to approve enrollment',
        description: errorMessage(err, 'Failed to approve enrollment'),
        variant: 'destructive',
      }),
  });
  const reject = trpc.enrollments.reject.useMutation({
    onSuccess: () => after('Enrollment rejected'),
    onError: (err) =>
      toast({
        title: 'Failed to reject enrollment',
        description: errorMessage(err, 'Failed to reject enrollment'),
        variant: 'destructive',
      }),
  });
  const busy = approve.isPending || reject.isPending;
  const body = () => ({ id: e.id, ...(notes.trim() ? { notes: notes.trim() } : {}) });
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap justify-between gap-2">
        <div>
          <p className="font-semibold">{e.user.fullName}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            @{e.user.username} · {e.user.email}
          </p>
        </div>
        <p className="text-sm text-slate-500">{formatDistanceToNow(e.enrolledAt, { addSuffix: true })}</p>
      </div>
      <p className="text-sm">
        <span className="font-medium">{e.course.title}</span>
        {e.course.archived ? (
          <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            Course archived
          </span>
        ) : null}{' '}
        · {PAYMENT_METHOD_LABELS[e.paymentMethod]} · Reference: {e.paymentReference ?? 'none'}
      </p>
      <TextAreaField
        label="Notes (optional, shown to the learner)"
        rows={2}
        value={notes}
        maxLength={2000}
        onChange={(ev) => setNotes(ev.target.value)}
      />
      <div className="flex gap-2">
        <Button disabled={busy} onClick={() => approve.mutate(body())} aria-label={`Approve ${e.user.username} for ${e.course.title}`}>
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => reject.mutate(body())}
          aria-label={`Reject ${e.user.username} for ${e.course.title}`}
        >
          {reject.isPending ? 'Rejecting...' : 'Reject'}
        </Button>
      </div>
    </li>
  );
}

export function PendingTab() {
  const pending = trpc.enrollments.pending.useQuery();
  if (pending.isPending) return <Spinner label="Loading pending enrollments" />;
  if (pending.isError)
    return (
      <p role="alert" className="text-red-600">
        Failed to load pending enrollments. Please try again later
      </p>
    );
  if (pending.data.length === 0) return <p className="text-slate-600 dark:text-slate-300">No pending enrollments</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {pending.data.map((e) => (
        <PendingRow key={e.id} e={e} />
      ))}
    </ul>
  );
}
