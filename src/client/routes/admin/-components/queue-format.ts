/**
 * The queue's figures and ages as text. Money is the site's reading form (shared/money-text.ts:
 * grouped by hand, no locale, so the server and the browser print the same characters).
 */
import type { PaymentMethod } from '../../../../shared/constants';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/constants';
import { UNDO_WINDOW_MINUTES } from '../../../../shared/pending-queue';
import type { UsdtNetwork } from '../../../../shared/schemas/payments';
import { dominicaNow } from '../../../../shared/dominica-time';

export { usdText as usd, usdtText as usdt, xcdText as xcd } from '../../../../shared/money-text';

/**
 * The method as the site names it, with the network the site's payment settings name for USDT
 * (what the admin checks the transfer on). It was always "TRC-20", whatever the settings said.
 */
export function methodLabel(method: PaymentMethod, usdtNetwork: UsdtNetwork | '' = ''): string {
  return method === 'usdt' && usdtNetwork ? `${PAYMENT_METHOD_LABELS.usdt} (${usdtNetwork})` : PAYMENT_METHOD_LABELS[method];
}

/** How long ago, coarse: "just now", "12 minutes", "5 hours", "3 days". */
export function ageText(sinceMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - sinceMs) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** A date as its day in Dominica, "2026-11-22" (the same on the server and in every browser: shared/format.ts). */
export const isoDay = (d: Date) => dominicaNow(d).date;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Whole minutes left to undo a decision, 1 to UNDO_WINDOW_MINUTES: never more than the window the
 * list is titled with (a browser clock behind the server's said "11 min left" under "Decided in
 * the last 10 minutes"), never 0 while the row is still shown.
 */
export function undoMinutesLeft(undoUntilMs: number, nowMs: number): number {
  return Math.min(UNDO_WINDOW_MINUTES, Math.max(1, Math.ceil((undoUntilMs - nowMs) / 60_000)));
}
