/** Formatting shared by client and server: one implementation each (spec sections 5 and 9). */
import { format, parseISO } from 'date-fns';
import { dominicaNow } from './dominica-time';

/** Cents to a dollar string with two decimals: 4999 -> "49.99". */
export function formatPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Whether a number of dollars is a whole number of cents: 39.99 is, and so is 0.1 + 0.2
 * (0.30000000000000004, a two-decimal value in float form); 39.999 and 0.004 are not. A non-zero
 * amount that would round to 0 cents never is: 0.004 (or 1e-9) read as $0.00 made a course free
 * (probe 78, F3).
 */
export function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  const whole = Math.round(cents);
  return Number.isFinite(cents) && Math.abs(cents - whole) < 1e-6 && (whole !== 0 || dollars === 0);
}

/**
 * Dollars to integer cents: 49.99 -> 4999. Only a whole number of cents converts (the course
 * form's schema refuses the rest first): rounding 39.999 to US$40.00, or 0.004 to a free course,
 * changed the price without a word (probe 78, F3). The rounding left only mends float noise.
 */
export function dollarsToCents(dollars: number): number {
  if (!isWholeCents(dollars)) throw new RangeError(`${dollars} dollars is not a whole number of cents`);
  return Math.round(dollars * 100);
}

/**
 * The characters of a text as a reader sees them: an emoji, a flag or a letter with its accents is
 * one, though JavaScript counts two or more. Where a browser lacks Intl.Segmenter, code points.
 */
const graphemeSegmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : undefined;
function* characters(text: string): Generator<string> {
  if (graphemeSegmenter) for (const { segment } of graphemeSegmenter.segment(text)) yield segment;
  else yield* text;
}

/**
 * The longest start of `text` at most `max` long (JavaScript's length) that ends between two
 * characters. `text.slice(0, max)` can end in half an emoji: a lone surrogate, which the server's
 * HTML writes as U+FFFD and the browser keeps, so React finds the texts differ and throws the page's
 * HTML away (probe 57, F1: one learner named "Mallory 🌴" broke the admin's Users page, and the
 * admin's first tap on it).
 */
export function leading(text: string, max: number): string {
  if (text.length <= max) return text;
  let head = '';
  for (const character of characters(text)) {
    if (head.length + character.length > max) break;
    head += character;
  }
  return head;
}

/** Cut text at `max` characters and add an ellipsis when it was longer. */
export function truncate(text: string, max = 120): string {
  if (text.length <= max) return text;
  // Never mid-word (issue 26): back to the last space within the limit, without the punctuation
  // before it. Only a single word longer than the limit is cut where the limit falls (never in
  // half a character).
  const cut = text.slice(0, max + 1);
  const space = cut.search(/\s\S*$/);
  const head = space > 0 ? cut.slice(0, space) : leading(text, max);
  return `${head.replace(/[\s,;:.\-–—]+$/, '')}...`;
}

/**
 * Slug from a title (spec section 5): lowercase, drop characters that are not word
 * characters, spaces or hyphens, spaces to hyphens, collapse repeated hyphens. Accented letters
 * first lose their accents (NFKD, then drop the combining marks): "Crème brûlée" was "crme-brle"
 * (probe 41, F14), now "creme-brulee".
 */
export function slugify(title: string): string {
  return withoutAccents(title)
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** "Crème brûlée" -> "Creme brulee": each letter split from its accents (NFKD), the accents dropped. */
export function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * An instant's long US date, "June 15, 2025": the day it was in Dominica, the site's time zone (as
 * events are), whatever the zone of the server or the browser. The process's own zone put an
 * article published at 9 pm in Roseau on the next day on the server's pages (UTC) and on the right
 * day in an admin's browser, and a page rendered on both could disagree at hydration (probe 54, F2).
 */
export function formatLongDate(date: Date): string {
  // An instant only: a date-only string ('2026-11-22', a calendar day) would be read as UTC
  // midnight and come out a day early in Dominica. Days go to formatCalendarDay (review 56).
  return formatCalendarDay(dominicaNow(date).date);
}

/**
 * Each day's text, made once: a page writes the same few days many times, and date-fns reads its
 * pattern anew on every call (it showed in the CPU profile of a cold /profile render). Bounded.
 */
const calendarDays = new Map<string, string>();

/** A calendar day written as YYYY-MM-DD (a content file's 'last reviewed'), as "November 22, 2026" in any time zone. */
export function formatCalendarDay(isoDay: string): string {
  let text = calendarDays.get(isoDay);
  if (text === undefined) {
    // parseISO reads a date-only string as local midnight, so formatting it locally never shifts the day.
    text = format(parseISO(isoDay), 'MMMM d, yyyy');
    if (calendarDays.size >= 1_000) calendarDays.clear();
    calendarDays.set(isoDay, text);
  }
  return text;
}

/**
 * An event's day and time, 'June 15, 2025 at 14:00' (spec section 9): on its card and in its search
 * entry. The date is Dominica-local, so it is read as a calendar date.
 */
export function formatEventWhen(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), 'MMMM d, yyyy')} at ${time}`;
}

/**
 * An event's start and, when it has one, its end: 'June 15, 2025 at 14:00' (spec section 9),
 * 'June 15, 2025 at 14:00–16:30' the same day, 'March 10, 2026 at 09:00 to March 12, 2026 at 17:00'
 * across days (probe 78, F14).
 */
export function formatEventSpan(event: { date: string; time: string; endDate?: string | null; endTime?: string | null }): string {
  const start = formatEventWhen(event.date, event.time);
  if (!event.endTime) return start;
  if (!event.endDate || event.endDate === event.date) return `${start}–${event.endTime}`;
  return `${start} to ${formatEventWhen(event.endDate, event.endTime)}`;
}

/** Initials for an avatar: "Jane Mary Doe" -> "JD". */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  // A whole character each: "Mallory 🌴" is "M🌴", never "M" and half an emoji.
  const firstOf = (word: string | undefined) => (word ? (characters(word).next().value ?? '') : '');
  const first = firstOf(parts[0]) || '?';
  const last = parts.length > 1 ? firstOf(parts[parts.length - 1]) : '';
  return (first + last).toUpperCase();
}
