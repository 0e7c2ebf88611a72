import { PENDING_PAGE } from '../../../../shared/schemas/enrollments';
import { formatDistanceToNow } from 'date-fns';
import { useState } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast/toast-store';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../../trpc';

type Pending = RouterOutputs['enrollments']['pending'][number];

function PendingRow({ e, selected, onSelect }: { e: Pending; selected: boolean; onSelect: (on: boolean) => void }) {
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
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5"
            checked={selected}
            onChange={(ev) => onSelect(ev.target.checked)}
            aria-label={`Select ${e.user.username} for ${e.course.title}`}
          />
          <div>
            <p className="font-semibold">{e.user.fullName}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              @{e.user.username} · {e.user.email}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-500">Waiting {formatDistanceToNow(e.enrolledAt)}</p>
      </div>
      <p className="text-sm">
        <span className="font-medium">{e.course.title}</span>
        {e.course.archived ? (
          <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            Course archived
          </span>
        ) : null}{' '}
        · {PAYMENT_METHOD_LABELS[e.paymentMethod]} · Code:{' '}
        <span className="font-mono">{e.paymentCode ?? 'none'}</span> · Reference: {e.paymentReference ?? 'none'}
      </p>
      {e.duplicateReference ? (
        <p role="note" className="rounded-md bg-amber-100 p-2 text-sm font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          Warning: another enrollment carries the same payment reference. Check that this payment was not claimed twice.
        </p>
      ) : null}
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
  const utils = trpc.useUtils();
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkNotes, setBulkNotes] = useState('');
  // No filter: undefined, the same query the route's loader already fetched.
  const query = method || q.trim() ? { ...(method ? { method } : {}), ...(q.trim() ? { q: q.trim() } : {}) } : undefined;
  const pending = trpc.enrollments.pending.useQuery(query, { placeholderData: (previous) => previous });
  const bulk = trpc.enrollments.bulk.useMutation({
    onSuccess: async (result) => {
      toast({
        title: `${result.count} enrollment${result.count === 1 ? '' : 's'} ${result.action === 'approve' ? 'approved' : 'rejected'}`,
      });
      setSelected(new Set());
      setBulkNotes('');
      await Promise.all([utils.enrollments.pending.invalidate(), utils.admin.stats.invalidate()]);
    },
    onError: (err) => toast({ title: 'Nothing was changed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const runBulk = (action: 'approve' | 'reject') =>
    bulk.mutate({ ids: [...selected], action, ...(bulkNotes.trim() ? { notes: bulkNotes.trim() } : {}) });
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <SelectField label="Payment method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod | '')}>
            <option value="">All methods</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex-1">
          <TextField
            label="Search payment code, reference, name or email"
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <a href="/api/admin/enrollments/export" download className={buttonClass('secondary')}>
          Export CSV
        </a>
      </div>
      {selected.size > 0 ? (
        <div className="space-y-2 rounded-xl border border-primary/40 bg-primary/5 p-4" role="region" aria-label="Bulk decision">
          <p className="font-medium">{selected.size} selected</p>
          <TextAreaField
            label="One note for all (optional, shown to each learner)"
            rows={2}
            value={bulkNotes}
            maxLength={2000}
            onChange={(ev) => setBulkNotes(ev.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={bulk.isPending} onClick={() => runBulk('approve')}>
              {bulk.isPending ? 'Working...' : `Approve ${selected.size} selected`}
            </Button>
            <Button variant="danger" disabled={bulk.isPending} onClick={() => runBulk('reject')}>
              {`Reject ${selected.size} selected`}
            </Button>
            <Button variant="secondary" disabled={bulk.isPending} onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </div>
        </div>
      ) : null}
      {pending.isPending ? (
        <Spinner label="Loading pending enrollments" />
      ) : pending.isError ? (
        <p role="alert" className="text-red-600">
          Failed to load pending enrollments. Please try again later
        </p>
      ) : pending.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          {query ? 'No pending enrollments match' : 'No pending enrollments'}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {pending.data.map((e) => (
              <PendingRow key={e.id} e={e} selected={selected.has(e.id)} onSelect={(on) => toggle(e.id, on)} />
            ))}
          </ul>
          {pending.data.length >= PENDING_PAGE ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Showing the {PENDING_PAGE} oldest. Decide these, or search by payment code, name or email to find another.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
