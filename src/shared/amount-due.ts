/**
 * What a learner pays for a course (issue 26), in every currency the checkout shows: US$ cents,
 * EC$ cents at the admin's rate (rounded half up, shared/xcd.ts) and USDT as a decimal string.
 * USDT is a US dollar stablecoin: 1 USDT is counted as 1 US$, so US$49.99 is "49.99" USDT.
 * Integer arithmetic only: no float ever touches an amount.
 */
import { z } from 'zod';
import { usdCentsToXcdCents } from './xcd';

export const amountDueSchema = z.object({
  usdCents: z.number().int(),
  xcdCents: z.number().int(),
  /** USDT to send, as a decimal string with two places ("49.99"): 1 USDT = 1 US$. */
  usdt: z.string(),
});
export type AmountDue = z.infer<typeof amountDueSchema>;

/** US cents as a decimal string with two places: 4999 -> "49.99", 5 -> "0.05". */
export function centsToDecimal(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}

/** The amount due for a course priced `priceCents` (US cents) at `xcdRate` EC$ per US$ ("2.7"). */
export function amountDueFor(priceCents: number, xcdRate: string): AmountDue {
  return { usdCents: priceCents, xcdCents: usdCentsToXcdCents(priceCents, xcdRate), usdt: centsToDecimal(priceCents) };
}

export const USDT_PEG_NOTE = '1 USDT is counted as 1 US$.';
