import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isSampleLink } from '../../../shared/sample-links';
import { eventAnchor } from '../../../shared/schemas/events';
import { isSafeHttpUrl } from '../../../shared/urls';
import { useLowData } from '../../lib/low-data-context';
import { ResponsiveImage } from '../responsive-image';
import { SampleBadge } from '../sample-badge';
import { trpc, type RouterOutputs } from '../../trpc';
import { Spinner } from '../spinner';
import { formatEventSpan } from '../../../shared/format';
import { isHappeningAt } from './event-format';
import { RefreshFailed } from '../refresh-failed';

type EventRecord = RouterOutputs['events']['list'][number];

function EventItem({
  event,
  past,
  happeningNow,
  compactOnPhone,
  anchored,
}: {
  event: EventRecord;
  past?: boolean;
  happeningNow?: boolean;
  compactOnPhone?: boolean;
  /** The events page: the card is the address a search result leads to (/community/events#event-{id}), marked when it is. */
  anchored?: boolean;
}) {
  // Low-data mode: a list's pictures are decoration, left out.
  const lowData = useLowData();
  return (
    <li
      id={anchored ? eventAnchor(event.id) : undefined}
      className="scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white p-5 target:border-primary-text target:ring-2 target:ring-primary-text dark:border-slate-800 dark:bg-slate-900"
    >
      {event.coverImage && !lowData ? (
        <ResponsiveImage
          src={event.coverImage}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="-mx-5 -mt-5 mb-4 aspect-[16/9] w-[calc(100%+2.5rem)] max-w-none object-cover"
        />
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-primary">{formatEventSpan(event)} (Dominica time)</p>
          <h3 className="mt-1 text-lg font-semibold">{event.title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{event.location}</p>
        </div>
        <div className="flex gap-2">
          {happeningNow ? (
            <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
              Happening now
            </span>
          ) : null}
          {event.demo ? <SampleBadge /> : null}
          {event.isVirtual ? (
            <span className="rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-slate-800 dark:text-slate-100">Virtual</span>
          ) : null}
        </div>
      </div>
      <p
        className={`mt-3 text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300 ${compactOnPhone ? 'hidden sm:block' : ''}`}
      >
        {event.description}
      </p>
      {!past ? (
        <div className="mt-4 flex flex-wrap gap-4 text-sm">
          <a
            href={`/api/events/${event.id}/calendar.ics`}
            download
            aria-label={`Add to calendar: ${event.title}`}
            className="font-medium text-primary hover:underline"
          >
            Add to calendar
          </a>
          {event.isVirtual && isSafeHttpUrl(event.virtualLink) ? (
            <a href={event.virtualLink} target="_blank" rel="noopener noreferrer" className="font-medium text-primary hover:underline">
              {isSampleLink(event.virtualLink) ? 'Join online (sample link)' : 'Join online'}
              <span className="sr-only">: {event.title}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Upcoming events from the database (running ones included, until they end); with `showPast`,
 * past events are listed separately below.
 * `compactOnPhone` (home): a phone shows when, what and where, without the description.
 */
export function EventList({
  limit,
  showPast = false,
  compactOnPhone = false,
}: {
  limit?: number;
  showPast?: boolean;
  compactOnPhone?: boolean;
}) {
  const upcoming = trpc.events.list.useQuery({ upcoming: true });
  // The time the list is drawn at: on the server, which renders these cards once (no hydration).
  const [now] = useState(() => Date.now());
  const all = trpc.events.list.useQuery(undefined, { enabled: showPast });
  if (upcoming.isPending) return <Spinner label="Loading events" />;
  if (upcoming.isLoadingError)
    return (
      <p role="alert" className="text-red-600 dark:text-red-400">
        Failed to load events. Please try again later.
      </p>
    );
  const upcomingIds = new Set(upcoming.data.map((e) => e.id));
  const past = (all.data ?? []).filter((e) => !upcomingIds.has(e.id)).reverse();
  const shown = limit ? upcoming.data.slice(0, limit) : upcoming.data;
  return (
    <div className="space-y-8">
      <RefreshFailed query={upcoming} />
      {/* On the events page the cards' h3 titles need an h2 above them, as the past ones have (probe 26, F7). */}
      {showPast ? <h2 className="sr-only">Coming up</h2> : null}
      {shown.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          No upcoming events right now. Subscribe to our newsletter to hear about the next one.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((e) => (
            <EventItem key={e.id} event={e} happeningNow={isHappeningAt(e, now)} compactOnPhone={compactOnPhone} anchored={showPast} />
          ))}
        </ul>
      )}
      {showPast && past.length > 0 ? (
        <section aria-labelledby="past-events">
          <h2 id="past-events" className="mb-4 text-xl font-semibold">
            Past events
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {past.map((e) => (
              <EventItem key={e.id} event={e} past anchored />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The 'View all events' link under a short list of events (home, community). */
export function ViewAllEventsLink() {
  return (
    <p className="mt-6">
      <Link to="/community/events" className="font-medium text-primary hover:underline">
        View all events →
      </Link>
    </p>
  );
}
