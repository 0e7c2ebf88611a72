/**
 * Events are stored as local date and time in Dominica (America/Dominica: UTC-4 all year,
 * no daylight saving). These helpers convert without depending on the host's time zone.
 */
export const DOMINICA_UTC_OFFSET_HOURS = -4;
/** Its IANA name, for Intl (the site's zone where a reader's own is not known). */
export const DOMINICA_TIME_ZONE = 'America/Dominica';

/** The current local date ('YYYY-MM-DD') and time ('HH:MM') in Dominica. */
export function dominicaNow(now: Date = new Date()): { date: string; time: string } {
  const local = new Date(now.getTime() + DOMINICA_UTC_OFFSET_HOURS * 3_600_000);
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The year it is in Dominica ("2026"), for the footer's © and the news feed. The process's own zone
 * gave the server (UTC) and a browser (anywhere) different years around New Year, and a page
 * rendered on both failed to hydrate (React #418) and was thrown away (probe 78, F9).
 */
export function dominicaYear(now: Date = new Date()): string {
  return dominicaNow(now).date.slice(0, 4);
}

/** The offset as ISO 8601 writes it: "-04:00". */
const OFFSET_TEXT = `${DOMINICA_UTC_OFFSET_HOURS < 0 ? '-' : '+'}${String(Math.abs(DOMINICA_UTC_OFFSET_HOURS)).padStart(2, '0')}:00`;

/**
 * An instant as ISO 8601 in Dominica time, with its offset: "2026-12-01T21:30:00.000-04:00". As
 * exact as UTC's "Z" form for a program, and on the day the dashboard counts it for a person
 * (a 21:30 approval written in UTC fell on the next day: probe 78, F10).
 */
export function dominicaIsoString(instant: Date): string {
  const local = new Date(instant.getTime() + DOMINICA_UTC_OFFSET_HOURS * 3_600_000);
  return `${local.toISOString().slice(0, 23)}${OFFSET_TEXT}`;
}

/** A Dominica-local date and time as the UTC instant it denotes. */
export function dominicaToUtc(date: string, time: string): Date {
  const asIfUtc = new Date(`${date}T${time}:00.000Z`).getTime();
  return new Date(asIfUtc - DOMINICA_UTC_OFFSET_HOURS * 3_600_000);
}

/** True for a real calendar date in YYYY-MM-DD form (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
