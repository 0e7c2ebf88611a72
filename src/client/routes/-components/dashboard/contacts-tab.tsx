import { LocalDateTime } from '../../../components/ui/local-time';
import { useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { Pager } from '../../admin/-components/pager';
import { RowActions } from '../../../components/admin-frame/row-actions';

const PAGE_SIZE = 20;

export function ContactsTab() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const messages = trpc.contact.list.useQuery({ page, pageSize: PAGE_SIZE }, { placeholderData: (p) => p });
  const after = async () => Promise.all([utils.contact.list.invalidate(), utils.admin.stats.invalidate()]);
  const update = trpc.contact.update.useMutation({
    onSuccess: after,
    onError: (e) => toast({ title: 'Failed to update message', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  const remove = trpc.contact.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Message deleted' });
      await after();
    },
    onError: (e) => toast({ title: 'Failed to delete message', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  if (messages.isPending) return <Spinner label="Loading messages" />;
  if (messages.isError)
    return (
      <p role="alert" className="text-red-600">
        Failed to load messages. Please try again later.
      </p>
    );
  if (messages.data.items.length === 0) return <p className="text-slate-600 dark:text-slate-300">No contact messages yet.</p>;
  return (
    <div>
      <ul className="space-y-4">
        {messages.data.items.map((m) => (
          <li
            key={m.id}
            className={`rounded-xl border p-5 ${m.status === 'new' ? 'border-primary/50 bg-primary/5' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold">{m.subject}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {m.name} ·{' '}
                  <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="text-primary-strong underline dark:text-primary">
                    {m.email}
                  </a>{' '}
                  · <LocalDateTime date={m.createdAt} />
                </p>
              </div>
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold capitalize dark:bg-slate-700">
                {m.status === 'read' ? 'handled' : m.status}
              </span>
            </div>
            <p className="mt-3 text-sm whitespace-pre-wrap">{m.message}</p>
            <div className="mt-3 flex flex-wrap items-center gap-1">
              {m.status === 'new' ? (
                <Button
                  variant="secondary"
                  className="!py-1.5"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: m.id, status: 'read' })}
                >
                  Mark handled
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  className="!py-1.5"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: m.id, status: 'new' })}
                >
                  Mark as new
                </Button>
              )}
              <RowActions
                name={m.subject}
                kind="message"
                detail={`The message from ${m.name} is deleted for good.`}
                pending={remove.isPending}
                onDelete={() => remove.mutate({ id: m.id })}
              />
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={messages.data.total} atLeast={messages.data.totalIsLowerBound} onPage={setPage} />
    </div>
  );
}
