import { LocalDateTime } from '../../components/ui/local-time';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { SUBSCRIBERS_CSV_FILENAME } from '../../../shared/subscribers-csv';
import { toast } from '../../components/toast/toast-store';
import { Button, buttonClass } from '../../components/ui/button';
import { DownloadLink } from '../../components/ui/download-link';
import { errorMessage } from '../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../trpc';
import { RowActions } from '../../components/admin-frame/row-actions';
import { ListFilters } from '../../components/admin-frame/list-filters';
import { Pager } from './-components/pager';
import { SubscriberDialog } from './-components/subscriber-dialog';
import { NewsletterDialog } from './-components/newsletter-dialog';
import { SentNewsletters } from './-components/sent-newsletters';
import { TableHead, WIDE_ONLY_CELL } from '../../components/ui/table-head';
import { withSiteName } from '../../lib/page-title';
import { TableScroller } from '../../components/ui/table-scroller';
import { latestOf } from '../../lib/edit-conflict';
import { RowCheckbox } from '../../components/ui/row-checkbox';
import { QueryState } from '../../components/query-state';

const PAGE_SIZE = 25;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

function StatusBadge({ subscribed }: { subscribed: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${subscribed ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
    >
      {subscribed ? 'Active' : 'Inactive'}
    </span>
  );
}

export const Route = createFileRoute('/admin/subscribers')({
  staticData: { hydrate: 'app', query: [], access: 'admin' },
  loader: ({ context }) => context.trpc.subscribers.list.ensureData({ page: 1, pageSize: PAGE_SIZE }),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Newsletter Subscribers') }] }),
  component: SubscribersAdminPage,
});

function SubscribersAdminPage() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<RouterOutputs['subscribers']['list']['items'][number] | null>(null);
  const list = trpc.subscribers.list.useQuery(
    { page, pageSize: PAGE_SIZE, ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) },
    { placeholderData: (prev) => prev },
  );
  const refresh = () => utils.subscribers.list.invalidate();
  const update = trpc.subscribers.update.useMutation({
    onSuccess: async (s) => {
      toast(
        s.subscribed
          ? { title: 'Subscriber reactivated', description: `${s.email} will receive the newsletter again.` }
          : { title: 'Subscriber deactivated', description: `${s.email} will no longer receive the newsletter.` },
      );
      await refresh();
    },
    onError: (e) => {
      // Changed by someone else meanwhile: the page reads everything again (lib/query-client.ts).
      toast({ title: 'Failed to update subscriber', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  const remove = trpc.subscribers.delete.useMutation({
    onSuccess: async (_r, vars) => {
      toast({ title: 'Subscriber deleted', description: 'The subscriber has been removed from the list.' });
      setSelected((s) => {
        const next = new Set(s);
        next.delete(Number(vars.id));
        return next;
      });
      await refresh();
    },
    onError: (e) =>
      toast({ title: 'Failed to delete subscriber', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });

  // Every row (or the selected ones), streamed by the server as the file itself: a plain download
  // link, so the browser saves it as it arrives (nothing held in this page's memory). Dates in this
  // browser's locale and zone.
  // Rendered on the server without them (its zone is not the admin's): the server then writes
  // Dominica's time; a click once the page is live adds this browser's.
  const exportQuery = (withBrowserZone = true) => {
    const query = new URLSearchParams();
    if (withBrowserZone) {
      const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
      query.set('locale', locale);
      query.set('timeZone', timeZone);
    }
    if (selected.size) query.set('ids', [...selected].join(','));
    return query.toString();
  };
  const exportCount = selected.size || (list.data?.counts.total ?? 0);

  const items = list.data?.items ?? [];
  const allOnPageSelected = items.length > 0 && items.every((s) => selected.has(s.id));
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const s of items) {
        if (allOnPageSelected) next.delete(s.id);
        else next.add(s.id);
      }
      return next;
    });
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">Newsletter Subscribers</h1>
          <span className="rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold dark:bg-slate-700">
            Total: {list.data?.counts.total ?? 0}
          </span>
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
            Active: {list.data?.counts.active ?? 0}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setWriting(true)}>
            Send Newsletter
          </Button>
          <DownloadLink
            className={buttonClass('secondary')}
            href={`/api/admin/subscribers/export?${exportQuery(false)}`}
            filename={SUBSCRIBERS_CSV_FILENAME}
            // This browser's locale and zone, read now: the address rendered on the server (its
            // zone, UTC) is kept by hydration, and dated every row 4 hours off in Dominica.
            hrefAtClick={() => `/api/admin/subscribers/export?${exportQuery()}`}
            onStarted={() => toast({ title: 'Export complete', description: `Exported ${exportCount} subscribers to CSV.` })}
          >
            {selected.size ? `Export (${selected.size})` : 'Export All'}
          </DownloadLink>
          <Button onClick={() => setAdding(true)}>Add Subscriber</Button>
        </div>
      </div>
      <ListFilters
        search={{
          label: 'Search subscribers',
          placeholder: 'Search by email',
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
      <QueryState query={list} loading="Loading subscribers" failed="Failed to load subscribers. Please try again later.">
        {(data) => (
          <>
            <TableScroller label="Subscribers table">
              {/* On a phone: address (with its status and date under it) and actions; at 375 px the
                actions were off screen in a sideways scroll nothing hinted at (probe 27, F4). */}
              <table className="w-full text-left text-sm md:min-w-[640px]">
                <TableHead
                  wideOnly={[2, 3]}
                  columns={[
                    <RowCheckbox aria-label="Select all on this page" checked={allOnPageSelected} onChange={toggleAll} />,
                    'Email',
                    'Status',
                    'Subscribed Date',
                    'Actions',
                  ]}
                />
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {items.map((s) => (
                    <tr key={s.id}>
                      <td className="px-4 py-2">
                        <RowCheckbox aria-label={`Select ${s.email}`} checked={selected.has(s.id)} onChange={() => toggle(s.id)} />
                      </td>
                      <td className="px-4 py-2">
                        <span className="block [overflow-wrap:anywhere]">{s.email}</span>
                        {/* On a phone the status and date sit under the address, so the actions stay on screen. */}
                        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 md:hidden dark:text-slate-300">
                          <StatusBadge subscribed={s.subscribed} />
                          <LocalDateTime date={s.subscribedAt} />
                        </span>
                      </td>
                      <td className={`px-4 py-2 ${WIDE_ONLY_CELL}`}>
                        <StatusBadge subscribed={s.subscribed} />
                      </td>
                      <td className={`px-4 py-2 ${WIDE_ONLY_CELL}`}>
                        <LocalDateTime date={s.subscribedAt} />
                      </td>
                      <td className="px-4 py-2">
                        <div className="flex flex-wrap items-center gap-1">
                          <Button variant="secondary" className="!py-1.5" aria-label={`Edit ${s.email}`} onClick={() => setEditing(s)}>
                            Edit
                          </Button>
                          <Button
                            variant="secondary"
                            className="!py-1.5"
                            disabled={update.isPending}
                            onClick={() =>
                              update.mutate({ id: s.id, subscribed: !s.subscribed, expectedUpdatedAt: s.updatedAt.toISOString() })
                            }
                          >
                            {s.subscribed ? 'Deactivate' : 'Reactivate'}
                          </Button>
                          <RowActions
                            name={s.email}
                            kind="subscriber"
                            detail="The address is removed from the list: it gets no more newsletters, and its history goes too."
                            pending={remove.isPending}
                            onDelete={() => remove.mutate({ id: s.id })}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {items.length === 0 ? <p className="p-4 text-slate-600 dark:text-slate-300">No subscribers found.</p> : null}
            </TableScroller>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} atLeast={data.totalIsLowerBound} onPage={setPage} />
          </>
        )}
      </QueryState>
      <SentNewsletters />
      <NewsletterDialog open={writing} activeSubscribers={list.data?.counts.active ?? 0} onClose={() => setWriting(false)} />
      <SubscriberDialog
        open={adding || editing !== null}
        subscriber={latestOf(list.data?.items, editing)}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
    </>
  );
}
