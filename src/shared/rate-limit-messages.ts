/**
 * What a refused (429) request tells the visitor: how long to wait, and, only where it is true,
 * another way in. A completed password reset starts a new generation of the account's login
 * counts (services/password-reset.ts, login-account.ts), so it lifts the lock that wrong passwords
 * put on an account from one address, and nothing else: not the per-address allowance shared by
 * everyone on a network, nor the per-account count of two-factor codes.
 * (docs/decisions/2026-12-01-lockout-messages.md)
 */
/** A wait in words: seconds under a minute and a half, minutes under an hour and a half, then hours. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** Any other limit. */
export const tooManyAttempts = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/**
 * Wrong passwords for one account from this address (or for a name with no account: the same
 * words, so the refusal tells nothing about which names exist). A reset lifts it. The sign-in
 * form shows this above its own "Forgot password?" link, so the words name the link, not a path.
 */
export const accountLockedForAddress = (wait: string) =>
  `Too many wrong passwords for this account from your network. Please wait ${wait} and try again, or reset your password now with "Forgot password?" on the sign-in page: a completed reset lifts this lock.`;

/** Every sign-in request from one address (a classroom's shared connection): a reset does not lift it. */
export const addressLimitReached = (wait: string) => `Too many requests from your network just now. Please wait ${wait} and try again.`;

/** Two-factor codes for one account from every address: a password reset does not lift it. */
export const codeLimitReached = (wait: string) =>
  `Too many codes were tried for this account. Please wait ${wait} and try again with a current code or a recovery code.`;
