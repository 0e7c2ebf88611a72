/**
 * US$ to EC$ with the admin-set rate. The rate is kept as a decimal string ("2.7") and turned
 * into integer ten-thousandths, so the conversion is integer arithmetic: no float ever
 * touches a stored amount, and halves round up to the cent.
 */

/** The Eastern Caribbean dollar's fixed peg to the US dollar since 1976 (Eastern Caribbean Central Bank). */
export const DEFAULT_XCD_RATE = '2.7';

export const XCD_RATE_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;

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

/** "US$49.99 (≈ EC$134.97)". */
export function formatUsdWithXcd(usdCents: number, xcdCents: number): string {
  return `US$${(usdCents / 100).toFixed(2)} (≈ EC$${(xcdCents / 100).toFixed(2)})`;
}
