import { eventEndsAt, eventStartsAt, type EventTimes } from '../../../shared/schemas/events';

/**
 * Started and not yet over at `now`: the upcoming lists keep such an event until it ends (its end
 * time, or two hours after it starts), and say it is on (probe 29, F1; probe 78, F14). Lists read
 * `now` once as they are drawn (on the server for island pages).
 */
export function isHappeningAt(event: EventTimes, now: number): boolean {
  return eventStartsAt(event) <= now && now < eventEndsAt(event);
}

/** Over at `now`: the upcoming lists no longer show it (the server's rule, services/events.ts `listEvents`). */
export function hasEndedAt(event: EventTimes, now: number): boolean {
  return now >= eventEndsAt(event);
}
