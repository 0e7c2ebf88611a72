/**
 * The subscriber export (spec section 7): newsletter_subscribers.csv with the header
 * Email,Status,Subscribed Date,Unsubscribed Date. Quoting is csv-stringify's; cells that a
 * spreadsheet would run as a formula (= + - @, tab, CR) are prefixed with an apostrophe
 * (OWASP CSV injection guidance).
 */
export const SUBSCRIBERS_CSV_FILENAME = 'newsletter_subscribers.csv';

export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export const SUBSCRIBERS_CSV_HEADER = ['Email', 'Status', 'Subscribed Date', 'Unsubscribed Date'];
/** csv-stringify options of both exports: quote only the cells that need it. */
export const SUBSCRIBERS_CSV_OPTIONS = { quoted_match: /[",\r\n]/ };

export interface SubscriberCsvRow {
  email: string;
  subscribed: boolean;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
}

/** One subscriber as the cells of its CSV row (formula cells neutralised). */
export function subscriberCsvRecord(r: SubscriberCsvRow, formatDate: (d: Date) => string): string[] {
  return [
    r.email,
    r.subscribed ? 'Active' : 'Inactive',
    formatDate(r.subscribedAt),
    r.unsubscribedAt ? formatDate(r.unsubscribedAt) : 'N/A',
  ].map(neutralizeFormula);
}
