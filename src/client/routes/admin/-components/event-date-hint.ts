/**
 * The event form's warning under Date when the day typed has passed in Dominica (the events'
 * zone): most likely a typo (2025 for 2026), and the event would go straight to "Past events"
 * with no word (probe 78, F8). A hint, not a refusal: an admin may record a past event on purpose.
 */
import { dominicaNow, isCalendarDate } from '../../../../shared/dominica-time';

export const PAST_DATE_HINT = 'This date is in the past: is that right?';

/** PAST_DATE_HINT for a whole calendar day before today in Dominica; nothing for today, a later day or an unfinished date. */
export function pastDateHint(date: string, now: Date = new Date()): string | undefined {
  return isCalendarDate(date) && date < dominicaNow(now).date ? PAST_DATE_HINT : undefined;
}
