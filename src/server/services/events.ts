import { DEFAULT_COMPANY } from '../../shared/constants';
import { asc, eq, sql } from 'drizzle-orm';
import { createEvent, type EventAttributes } from 'ics';
import { withoutInvisible } from '../../shared/schemas/common';
import { dominicaNow, dominicaToUtc } from '../../shared/dominica-time';
import { EVENT_LENGTH_HOURS, eventEndsAt, eventStartsAt, isSafeHttpUrl, type EventTimes } from '../../shared/schemas/events';
import type { Db } from '../db/client';
import { keepUntil } from '../db/read-recorder';
import { events } from '../db/schema';
import { refoldIcs } from './ics-lines';

export const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  date: events.date,
  time: events.time,
  endDate: events.endDate,
  endTime: events.endTime,
  location: events.location,
  isVirtual: events.isVirtual,
  virtualLink: events.virtualLink,
  coverImage: events.coverImage,
  demo: events.demo,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

/**
 * Events by date and time; `upcoming` keeps those that have not ended yet in Dominica: a workshop
 * that started ten minutes ago is still where learners look for its join link (probe 29, F1).
 */
export async function listEvents(db: Db, opts: { upcoming?: boolean; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  // Starts and ends are whole minutes, so "after the minute that instant falls in" is exact.
  // With an end time: not ended while its end is after now. Without: while its start is after
  // (now - the usual length). (A table of tens of events: no index needed for the OR.)
  const local = dominicaNow(now);
  const endedIfStartedBy = dominicaNow(new Date(now.getTime() - EVENT_LENGTH_HOURS * 3_600_000));
  const notYetEnded = sql`(${events.endTime} is null and (${events.date}, ${events.time}) > (${endedIfStartedBy.date}::date, ${endedIfStartedBy.time}))
    or (${events.endTime} is not null and (coalesce(${events.endDate}, ${events.date}), ${events.endTime}) > (${local.date}::date, ${local.time}))`;
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(opts.upcoming ? notYetEnded : undefined)
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
  keepUntil(nextChange(rows, now));
  return rows;
}

export async function getEvent(db: Db, id: number, now = new Date()) {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, id));
  if (row) keepUntil(nextChange([row], now));
  return row ?? null;
}

/**
 * The next instant at which what these events show changes by the clock alone: one starts
 * ("Happening now") or ends (it leaves the upcoming list). A page or answer made from them is not
 * kept past it (db/read-recorder.ts keepUntil): a kept home page went on listing an event that had
 * ended, and showing one that had started without "Happening now", for up to its lifetime
 * (probe 66, F4).
 */
export function nextChange(rows: readonly EventTimes[], now: Date): number | undefined {
  let next: number | undefined;
  for (const row of rows) {
    const start = eventStartsAt(row);
    const end = eventEndsAt(row);
    const change = start > now.getTime() ? start : end > now.getTime() ? end : undefined;
    if (change !== undefined && (next === undefined || change < next)) next = change;
  }
  return next;
}

/** An iCalendar TEXT value's escapes (RFC 5545 3.3.11); newlines are the package's (it writes \\n). */
const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`);

/** The event as an iCalendar file, in UTC so every calendar app places it correctly. */
export function eventToIcs(
  event: {
    id: number;
    title: string;
    description: string;
    date: string;
    time: string;
    endDate?: string | null;
    endTime?: string | null;
    location: string;
    isVirtual: boolean;
    virtualLink: string | null;
    createdAt: Date;
    updatedAt: Date;
  },
  /** siteName: the site name from settings (the calendar's name). */
  opts: { host: string; siteUrl: string; siteName?: string },
): string {
  const start = dominicaToUtc(event.date, event.time);
  const link = event.isVirtual && isSafeHttpUrl(event.virtualLink) ? event.virtualLink : null;
  // iCalendar text holds no control characters but the tab (RFC 5545 3.3.11); text stored before
  // the schemas dropped them may. Dropped before the package escapes the text: a vertical tab
  // becomes a newline, which the package then writes as \n inside its line, not as a bare line feed.
  const attributes: EventAttributes = {
    uid: `event-${event.id}@${opts.host}`,
    title: withoutInvisible(event.title),
    description: withoutInvisible(link ? `${event.description}\n\nJoin online: ${link}` : event.description),
    location: withoutInvisible(link ?? event.location),
    url: link ?? `${opts.siteUrl}/community/events`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    // Its end, or the usual length, as the events list keeps it "coming up" until then.
    end: eventEndsAt(event),
    endInputType: 'utc',
    endOutputType: 'utc',
    lastModified: event.updatedAt.getTime(),
    // A calendar that imported this event before replaces its copy only for a higher SEQUENCE
    // (RFC 5545 3.8.7.4): the seconds between the event's creation and its last change grow with
    // every edit (a second apart or more) and stay small integers (probe 34, N3).
    sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000)),
    // The site's own address, not a name an operator may have changed (probe 24, D4).
    productId: `${opts.host}/events`,
    // The package escapes the event's text but writes this one as given: a name with a comma
    // ("…, Inc.") or a semicolon made the file's calendar name invalid TEXT (probe 67, F6).
    calName: icsText(withoutInvisible(`${opts.siteName ?? DEFAULT_COMPANY.companyName} events`)),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  // Whatever else the file holds goes through the same filter; lines are then folded at 75
  // octets, not the package's 75 characters.
  return refoldIcs(withoutInvisible(value));
}
