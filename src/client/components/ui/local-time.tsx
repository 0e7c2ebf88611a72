/**
 * Times shown in the reader's own locale and time zone, without React hydration error #418. The
 * server knows neither, and its clock is not the browser's: `toLocaleString()` or "3 minutes ago"
 * rendered on both sides can differ, and React then throws the server's page away. So the server
 * and the first (hydrating) render write the same fixed UTC text, and the browser swaps in the
 * local form right after. The `<time datetime>` is exact either way.
 *
 * Both forms name their zone ("2026-12-02 15:37 UTC", then "12/2/2026, 11:37:28 AM AST"): the
 * local one said none, so the text changed after load to a time in an unnamed zone, and an admin
 * comparing it with the CSV (UTC) or an event (Dominica time) could not tell which was which
 * (probe 78, F2).
 */
import { formatDistanceToNow } from 'date-fns';
import { formatLongDate } from '../../../shared/format';
import { useHydrated } from '../../hooks/use-hydrated';

/** "2026-11-25 14:03 UTC": the same on every machine. */
export function utcText(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** "12/2/2026, 3:37:28 PM GMT": the reader's locale and zone, the zone named. */
export function localText(date: Date): string {
  return date.toLocaleString(undefined, { timeZoneName: 'short' });
}

/** A date and time in the reader's locale (spec: user and subscriber dates in locale date and time). */
export function LocalDateTime({ date, dateOnly = false }: { date: Date; dateOnly?: boolean }) {
  const hydrated = useHydrated();
  const text = hydrated ? (dateOnly ? date.toLocaleDateString() : localText(date)) : utcText(date);
  return <time dateTime={date.toISOString()}>{text}</time>;
}

/** How long ago ("3 days ago"), with the exact time as its title. */
export function TimeAgo({ date, suffix = true }: { date: Date; suffix?: boolean }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={date.toISOString()} title={hydrated ? localText(date) : utcText(date)}>
      {hydrated ? formatDistanceToNow(date, { addSuffix: suffix }) : utcText(date)}
    </time>
  );
}

/** "November 25, 2026": the day in Dominica, the same on the server and in every browser (shared/format.ts). */
export function LongDate({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{formatLongDate(date)}</time>;
}
