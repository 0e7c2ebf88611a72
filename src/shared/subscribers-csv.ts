/**
 * The subscriber export (spec section 7): newsletter_subscribers.csv with the header
 * Email,Status,Subscribed Date,Unsubscribed Date. Quoting is csv-stringify's; cells that a
 * spreadsheet would run as a formula are prefixed with an apostrophe (neutralizeFormula).
 */
export const SUBSCRIBERS_CSV_FILENAME = 'newsletter_subscribers.csv';

/**
 * A cell a spreadsheet could run as a formula (OWASP CSV injection): one starting with = + - @,
 * tab, CR or LF, or their full-width forms (＝＋－＠, which some spreadsheets fold to ASCII), also
 * behind leading spaces or ; and , (ASCII or full-width), which some spreadsheets read as
 * separators, so the next character starts a new cell.
 */
const FORMULA_TRIGGER = /^[\s;,\uFF1B\uFF0C]*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutralizeFormula(cell: string): string {
  return FORMULA_TRIGGER.test(cell) ? `'${cell}` : cell;
}

export const SUBSCRIBERS_CSV_HEADER = ['Email', 'Status', 'Subscribed Date', 'Unsubscribed Date'];
/** csv-stringify options of both exports: quote only the cells that need it. */
export const SPREADSHEET_SAFE_CSV_OPTIONS = { quoted_match: /[",\r\n]/ };

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
