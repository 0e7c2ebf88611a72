import { format } from 'date-fns';
import { dominicaToUtc } from '../../../shared/dominica-time';
import { EVENT_LENGTH_HOURS } from '../../../shared/schemas/events';

/** 'June 15, 2025 at 14:00' (spec section 9). The date is Dominica-local, so parse it as a calendar date. */
export function formatEventWhen(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), 'MMMM d, yyyy')} at ${time}`;
}

/**
 * Started and not yet over at `now`: the upcoming lists keep such an event until it ends, and say
 * it is on (probe 29, F1). Lists read `now` once as they are drawn (on the server for island pages).
 */
export function isHappeningAt(event: { date: string; time: string }, now: number): boolean {
  const start = dominicaToUtc(event.date, event.time).getTime();
  return start <= now && now < start + EVENT_LENGTH_HOURS * 3_600_000;
}
