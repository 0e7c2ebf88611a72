/**
 * US$ to EC$ with the admin-set rate. The rate is kept as a decimal string ("2.7") and turned
 * into integer ten-thousandths, so the conversion is integer arithmetic: no float ever
 * touches a stored amount, and halves round up to the cent.
 */
import { usdText, xcdText } from './money-text';

/** The Eastern Caribbean dollar's fixed peg to the US dollar since 1976 (Eastern Caribbean Central Bank). */
export const DEFAULT_XCD_RATE = '2.7';

/** At most 3 digits before the point and 4 after: the largest rate the settings accept is MAX_XCD_RATE. */
export const XCD_RATE_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;
export const MAX_XCD_RATE = '999.9999';

/** The largest course price in US cents (US$1,000,000), the bound of the course schemas. */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * The largest EC$ price in cents: MAX_PRICE_CENTS × MAX_XCD_RATE, about 10^11, far past a 32-bit
 * integer (2^31 ≈ 2.1 × 10^9, reached by a rate of 25) but well inside JavaScript's exact integers
 * and PostgreSQL's bigint. Every EC$ amount is computed in those (price-xcd.ts casts to bigint).
 */
export const MAX_XCD_CENTS = Math.floor((MAX_PRICE_CENTS * 9_999_999 + 5_000) / 10_000);

/**
 * One spelling per rate: "002.7000" -> "2.7", "2.70" -> "2.7", "3.0" -> "3", "0.5" stays. The rate
 * was stored and shown as typed, so every course page said "002.7000 EC$ per US$" (probe 78, F6).
 * Anything that is not a rate comes back as it is, for the pattern check to refuse.
 */
export function canonicalRate(rate: string): string {
  if (!XCD_RATE_PATTERN.test(rate)) return rate;
  const [whole = '0', fraction = ''] = rate.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${digits}.${decimals}` : digits;
}

/** "2.7" -> 27000 (ten-thousandths). Throws on anything that is not a plain decimal. */
export function rateToTenThousandths(rate: string): number {
  if (!XCD_RATE_PATTERN.test(rate)) throw new Error(`Invalid exchange rate: ${rate}`);
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** US cents -> EC cents at `rate`, rounded half up to the cent. */
export function usdCentsToXcdCents(usdCents: number, rate: string): number {
  const scaled = usdCents * rateToTenThousandths(rate);
  return Math.floor((scaled + 5_000) / 10_000);
}

/** "US$49.99 (≈ EC$134.97)", "US$1,000,000.00 (≈ EC$2,700,000.00)": for reading (money-text.ts). */
export function formatUsdWithXcd(usdCents: number, xcdCents: number): string {
  return `${usdText(usdCents)} (≈ ${xcdText(xcdCents)})`;
}
