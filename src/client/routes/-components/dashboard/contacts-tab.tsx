import { LocalDateTime } from '../../../components/ui/local-time';
import { useRef, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ListFilters } from '../../../components/admin-frame/list-filters';
import { CONTACT_STATUS_LABELS, type ContactStatus } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { Pager } from '../../admin/-components/pager';
import { RowActions } from '../../../components/admin-frame/row-actions';
import { RefreshFailed } from '../../../components/refresh-failed';

const PAGE_SIZE = 20;

const STATUS_OPTIONS = [
  { value: '', label: 'All messages' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Handled' },
  { value: 'archived', label: 'Archived' },
] as const;

export function ContactsTab() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'' | ContactStatus>('');
  /** Where keyboard focus goes when the message it was on is deleted (else it falls to the page's body). */
  const list = useRef<HTMLElement>(null);
  const filtered = Boolean(q.trim() || status);
  const messages = trpc.contact.list.useQuery(
    { page, pageSize: PAGE_SIZE, ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) },
    { placeholderData: (p) => p },
  );
  /**
   * The status this page last sent for each message, until the list is read again: a second button
   * pressed before the first change is listed says the status the first one set (else the server
   * would refuse it as a colleague's change: expectedStatus).
   */
  const sent = useRef(new Map<number, { status: ContactStatus; listRead: number }>());
  const queue = useRef(Promise.resolve());
  const statusShown = (m: { id: number; status: ContactStatus }) => {
    const last = sent.current.get(m.id);
    return last && last.listRead === messages.dataUpdatedAt ? last.status : m.status;
  };
  const after = async () => Promise.all([utils.contact.list.invalidate(), utils.admin.stats.invalidate()]);
  const update = trpc.contact.update.useMutation({
    onSuccess: async (changed) => {
      await after();
      // Moved out of the status shown (archived while "New" is listed): its buttons are gone.
      if (status && changed.status !== status) list.current?.focus();
    },
    onError: (e) => toast({ title: 'Failed to update message', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  // Only the very same change still being saved is skipped (a double click): any other goes out.
  // Skipping every click while any save was pending swallowed "Archive" pressed just after "Mark
  // handled", without a word (seen as a flaky browser test on 2026-11-29).
  // The status the list showed goes with it: a message a colleague moved since is refused, not moved back (probe 77, F6).
  const changeStatus = (m: { id: number; status: ContactStatus }, next: ContactStatus) => {
    if (update.isPending && update.variables?.id === m.id && update.variables.status === next) return;
    const expectedStatus = statusShown(m);
    sent.current.set(m.id, { status: next, listRead: messages.dataUpdatedAt });
    // Sent one after another, so the server meets them in the order they were pressed.
    queue.current = queue.current.then(() =>
      update.mutateAsync({ id: m.id, status: next, expectedStatus }).then(
        () => undefined,
        // Refused or lost, it set nothing (its toast says so): the list's status holds again.
        () => void sent.current.delete(m.id),
      ),
    );
  };
  const remove = trpc.contact.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Message deleted' });
      await after();
      list.current?.focus();
    },
    onError: (e) => toast({ title: 'Failed to delete message', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  const toolbar = (
    <ListFilters
      search={{
        label: 'Search messages',
        placeholder: 'Name, email or subject',
        value: q,
        onChange: setQ,
      }}
      status={{
        value: status,
        options: STATUS_OPTIONS,
        onChange: setStatus,
      }}
      onFilter={() => setPage(1)}
    />
  );
  // By the total, not this page's rows: a page past the end (its last message deleted) keeps its pager, which moves back.
  const empty = messages.data?.total === 0;
  return (
    // The toolbar stays in one place whatever the list shows, so typing in its search never loses focus.
    <section ref={list} tabIndex={-1} aria-label="Contact messages" className="focus:outline-none">
      {toolbar}
      <RefreshFailed query={messages} />
      {messages.isPending ? <Spinner label="Loading messages" /> : null}
      {messages.isLoadingError ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          Failed to load messages. Please try again later.
        </p>
      ) : null}
      {empty ? <p className="text-slate-600 dark:text-slate-300">{filtered ? 'No messages match.' : 'No contact messages yet.'}</p> : null}
      <ul className="space-y-4">
        {(messages.data?.items ?? []).map((m) => (
          <li
            key={m.id}
            className={`rounded-xl border p-5 ${m.status === 'new' ? 'border-primary/50 bg-primary/5' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
          >
            {/* Whatever a visitor typed (one 190-letter word, a long address) wraps inside the card. */}
            <div className="flex flex-wrap items-start justify-between gap-2 wrap-anywhere">
              <div className="min-w-0">
                <p className="font-semibold">{m.subject}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  <bdi>{m.name}</bdi> ·{' '}
                  <a
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    className="text-primary-strong underline dark:text-primary"
                  >
                    {m.email}
                  </a>{' '}
                  · <LocalDateTime date={m.createdAt} />
                </p>
              </div>
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold capitalize dark:bg-slate-700">
                {CONTACT_STATUS_LABELS[m.status]}
              </span>
            </div>
            <p className="mt-3 text-sm whitespace-pre-wrap wrap-anywhere">{m.message}</p>
            <div className="mt-3 flex flex-wrap items-center gap-1">
              {m.status === 'new' ? (
                // Never disabled while saving: a disabled button loses keyboard focus to the page's
                // body. One button in one place, so focus stays on it as its words change.
                <Button variant="secondary" className="!py-1.5" onClick={() => changeStatus(m, 'read')}>
                  Mark handled
                </Button>
              ) : (
                <Button variant="secondary" className="!py-1.5" onClick={() => changeStatus(m, 'new')}>
                  Mark as new
                </Button>
              )}
              <Button
                variant="secondary"
                className="!py-1.5"
                onClick={() => changeStatus(m, m.status === 'archived' ? 'read' : 'archived')}
              >
                {m.status === 'archived' ? 'Unarchive' : 'Archive'}
              </Button>
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
      {messages.data && !empty ? (
        <Pager page={page} pageSize={PAGE_SIZE} total={messages.data.total} atLeast={messages.data.totalIsLowerBound} onPage={setPage} />
      ) : null}
    </section>
  );
}
