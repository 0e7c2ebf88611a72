/**
 * The course form's note under Price when an edit changes it: learners already enrolled keep the
 * price they enrolled at (docs/decisions/2026-11-29-enrollment-keeps-its-price.md), so a paid
 * course made free still has learners waiting to pay at the old price, and the admin decides them
 * (docs/decisions/2026-12-01-free-courses.md). Said before saving, not found later (probe 78, F11).
 */
export const MADE_FREE_HINT =
  'Free from now on for new learners. Learners already waiting to pay keep the price they enrolled at: approve or reject them in the payment queue.';
export const PRICE_CHANGED_HINT = 'Learners already enrolled keep the price they enrolled at; the new price is for new enrollments.';

/** A hint for the typed price (dollars, as typed) against the stored one (cents); nothing while unchanged or not a price yet. */
export function priceChangeHint(storedCents: number, typed: string): string | undefined {
  const text = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const cents = Math.round(Number(text) * 100);
  if (cents === storedCents) return undefined;
  return cents === 0 && storedCents > 0 ? MADE_FREE_HINT : PRICE_CHANGED_HINT;
}
