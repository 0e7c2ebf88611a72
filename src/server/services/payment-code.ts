/**
 * Per-enrollment payment codes such as DCE-7K4M: short enough to read over the phone or type
 * into a bank reference, from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V).
 * 4 characters give 23^4 ≈ 280,000 codes; a clash is retried by the caller on the unique index.
 */
import { randomInt } from 'node:crypto';

export const PAYMENT_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const PAYMENT_CODE_PATTERN = /^DCE-[34679ACDEFGHJKMNPQRTWXY]{4}$/;

export function newPaymentCode(): string {
  let code = '';
  for (let i = 0; i < 4; i++) code += PAYMENT_CODE_ALPHABET[randomInt(PAYMENT_CODE_ALPHABET.length)];
  return `DCE-${code}`;
}
