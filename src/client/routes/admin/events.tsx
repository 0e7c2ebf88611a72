import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { formatEventSpan } from '../../../shared/format';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../trpc';
import { BackToDashboard } from './-components/back-to-dashboard';
import { AdminPageHeader } from '../../components/admin-frame/admin-page-header';
import { RowActions } from '../../components/admin-frame/row-actions';
import { EventFormDialog } from './-components/event-form-dialog';
import { withSiteName } from '../../lib/page-title';
import { latestOf } from '../../lib/edit-conflict';
import { QueryState } from '../../components/query-state';
import { hasEndedAt, isHappeningAt } from '../../components/events/event-format';
import { useNow } from './-components/use-now';

type EventRecord = RouterOutputs['events']['list'][number];

const BADGE = 'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * Virtual, and where it stands by the clock: past events are listed with the rest here, so each says
 * "Past" once it has ended (it has left the site's upcoming lists), or "Happening now" while it is on.
 */
function EventBadges({ event, now }: { event: EventRecord; now: number | null }) {
  const when = now === null ? null : hasEndedAt(event, now) ? 'Past' : isHappeningAt(event, now) ? 'Happening now' : null;
  if (!event.isVirtual && !when) return null;
  return (
    <span className="flex shrink-0 flex-wrap justify-end gap-1">
      {when ? (
        <span
          className={`${BADGE} ${when === 'Past' ? 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100' : 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100'}`}
        >
          {when}
        </span>
      ) : null}
      {event.isVirtual ? <span className={`${BADGE} bg-accent/15 text-slate-800 dark:text-slate-100`}>Virtual</span> : null}
    </span>
  );
}

export const Route = createFileRoute('/admin/events')({
  staticData: { hydrate: 'app', query: [], access: 'admin' },
  loader: ({ context }) => context.trpc.events.list.ensureData(),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Events Management') }] }),
  component: EventsAdminPage,
});

function EventsAdminPage() {
  const utils = trpc.useUtils();
  const events = trpc.events.list.useQuery();
  // Null while the page is drawn on the server and hydrated: the badges that depend on the clock come after.
  const now = useNow();
  const [editing, setEditing] = useState<EventRecord | null>(null);
  const [open, setOpen] = useState(false);
  const remove = trpc.events.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Event deleted', description: 'The event has been removed.' });
      await utils.events.list.invalidate();
    },
    onError: (e) => toast({ title: 'Failed to delete event', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  const edit = (e: EventRecord | null) => {
    setEditing(e);
    setOpen(true);
  };
  return (
    <>
      {/* The spec's back arrow to /dashboard, above the heading as on no other page: the sidebar is the way around. */}
      <AdminPageHeader title="Events Management" before={<BackToDashboard />}>
        <Button onClick={() => edit(null)}>Add Event</Button>
      </AdminPageHeader>
      <QueryState
        query={events}
        loading="Loading events"
        failed="Failed to load events. Please try again later."
        empty={<p className="text-slate-600 dark:text-slate-300">No events yet. Add the first one.</p>}
      >
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.map((e) => (
              <li
                key={e.id}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="min-w-0 text-lg font-semibold">{e.title}</h2>
                  <EventBadges event={e} now={now} />
                </div>
                <p className="mt-1 text-sm font-medium text-primary-strong dark:text-primary">{formatEventSpan(e)} (Dominica time)</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">{e.location}</p>
                <p className="mt-2 line-clamp-3 flex-1 text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">
                  {e.description}
                </p>
                <div className="mt-4 flex items-center gap-1">
                  <Button variant="secondary" className="!py-1.5" aria-label={`Edit ${e.title}`} onClick={() => edit(e)}>
                    Edit
                  </Button>
                  <RowActions
                    name={e.title}
                    kind="event"
                    detail="It disappears from the site's event lists. This cannot be undone."
                    pending={remove.isPending}
                    onDelete={() => remove.mutate({ id: e.id })}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <EventFormDialog open={open} event={latestOf(events.data, editing)} onClose={() => setOpen(false)} />
    </>
  );
}
