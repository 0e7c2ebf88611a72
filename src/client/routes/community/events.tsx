import { createFileRoute } from '@tanstack/react-router';
import { EventList } from '../../components/events/event-list';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/community/events')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await Promise.all([context.trpc.events.list.ensureData({ upcoming: true }), context.trpc.events.list.ensureData()]);
  },
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Events') },
      {
        name: 'description',
        content: 'Workshops, webinars and conferences about cryptocurrency in Dominica and online. Add any event to your calendar.',
      },
    ],
  }),
  component: EventsPage,
});

function EventsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Upcoming Events</h1>
      <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
        Workshops and online sessions. Times are Dominica time (AST, UTC-4); "Add to calendar" puts the event in your phone's calendar at
        the right local time.
      </p>
      <div className="mt-8">
        <EventList showPast />
      </div>
    </div>
  );
}
