import { dominicaToUtc } from '../../../shared/dominica-time';
import { EVENT_LENGTH_HOURS } from '../../../shared/schemas/events';

/**
 * Started and not yet over at `now`: the upcoming lists keep such an event until it ends, and say
 * it is on (probe 29, F1). Lists read `now` once as they are drawn (on the server for island pages).
 */
export function isHappeningAt(event: { date: string; time: string }, now: number): boolean {
  const start = dominicaToUtc(event.date, event.time).getTime();
  return start <= now && now < endOf(start);
}

/** Over at `now`: the upcoming lists no longer show it (the server's rule, services/events.ts `listEvents`). */
export function hasEndedAt(event: { date: string; time: string }, now: number): boolean {
  return now >= endOf(dominicaToUtc(event.date, event.time).getTime());
}

const endOf = (start: number) => start + EVENT_LENGTH_HOURS * 3_600_000;
