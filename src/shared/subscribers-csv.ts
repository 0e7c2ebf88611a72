/**
 * The subscriber export (spec section 7): newsletter_subscribers.csv with the header
 * Email,Status,Subscribed Date,Unsubscribed Date. Quoting is csv-stringify's; cells that a
 * spreadsheet would run as a formula (= + - @, tab, CR) are prefixed with an apostrophe
 * (OWASP CSV injection guidance).
 */
import { stringify } from 'csv-stringify/browser/esm/sync';

export const SUBSCRIBERS_CSV_FILENAME = 'newsletter_subscribers.csv';

export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function buildSubscribersCsv(
  rows: { email: string; subscribed: boolean; subscribedAt: Date; unsubscribedAt: Date | null }[],
  formatDate: (d: Date) => string = (d) => d.toLocaleString(),
): string {
  const records = rows.map((r) =>
    [
      r.email,
      r.subscribed ? 'Active' : 'Inactive',
      formatDate(r.subscribedAt),
      r.unsubscribedAt ? formatDate(r.unsubscribedAt) : 'N/A',
    ].map(neutralizeFormula),
  );
  return stringify([['Email', 'Status', 'Subscribed Date', 'Unsubscribed Date'], ...records], { quoted_match: /[",\r\n]/ });
}
