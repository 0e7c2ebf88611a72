/**
 * Amounts as people read them, with thousands separators: "US$1,000,000.00", "EC$2,700,000.00",
 * "1,000,000.00 USDT". "EC$2700000.00" is easy to misread by a zero (probe 78, F7).
 *
 * Only for reading. What a Copy button copies, the CSV and the REST answers stay digits only
 * (centsToDecimal, amount-due.ts): a bank app or a wallet may refuse "1,000.00", and a program
 * reading them would take the comma for a column break.
 *
 * Grouped by hand, not by the locale: the server and the browser must print the same characters,
 * or a page rendered on both fails to hydrate (React error #418).
 */

/** "1000000.00" -> "1,000,000.00", "49.99" -> "49.99": commas every three digits before the point. */
export function groupThousands(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Integer cents as grouped dollars, integer arithmetic only: 123456 -> "1,234.56", 5 -> "0.05". */
export function moneyText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${groupThousands(String(whole))}.${String(cents - whole * 100).padStart(2, '0')}`;
}

/** "US$1,000,000.00". */
export const usdText = (cents: number) => `US$${moneyText(cents)}`;
/** "EC$2,700,000.00". */
export const xcdText = (cents: number) => `EC$${moneyText(cents)}`;
/** "1,000,000.00 USDT", from the USDT decimal string an amount due carries ("1000000.00"). */
export const usdtText = (usdt: string) => `${groupThousands(usdt)} USDT`;
