import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../trpc';
import { formatEventSpan } from '../../../shared/format';
import { isHappeningAt } from '../events/event-format';
import { SampleBadge } from '../sample-badge';

/** /community: the next few events at a glance (date, location, title), beside the newsletter box. */
export function UpcomingEventsBox({ limit = 3 }: { limit?: number }) {
  const events = trpc.events.list.useQuery({ upcoming: true }).data ?? [];
  // The list keeps an event until it ends: one that has started says so (the time is read once).
  const [now] = useState(() => Date.now());
  return (
    <section aria-labelledby="next-events" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 id="next-events" className="text-xl font-bold">
        Upcoming events
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          No upcoming events right now. Subscribe to our newsletter to hear about the next one.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {events.slice(0, limit).map((e) => (
            <li key={e.id} className="text-sm">
              <p className="font-medium text-primary">
                {/* The zone, as the events page says it: a reader in New York read 23:30 as theirs (probe 78, F8). */}
                {formatEventSpan(e)} (Dominica time)
                {isHappeningAt(e, now) ? ' · Happening now' : ''}
              </p>
              <p className="font-semibold">
                {e.demo ? <SampleBadge className="mr-2" /> : null}
                {e.title}
              </p>
              <p className="text-slate-600 dark:text-slate-300">{e.location}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <Link to="/community/events" className="font-medium text-primary hover:underline">
          All events <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  );
}
