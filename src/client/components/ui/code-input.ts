/**
 * Keyboard hints for the fields that take a second-factor code (probe 45, finding 3). A recovery
 * code has letters (`ljmvf-o3y3x`), and `inputmode="numeric"` makes a phone show its digit pad,
 * which has none (an iPhone's has no way to switch): a field that accepts a recovery code asks for
 * the ordinary keyboard, without capitals, corrections or spelling marks getting in the way.
 * Every such field spreads one of these (code-input.test.tsx holds them to it).
 */
export const ANY_CODE_INPUT = {
  inputMode: 'text',
  autoCapitalize: 'off',
  autoCorrect: 'off',
  spellCheck: false,
  autoComplete: 'one-time-code',
} as const;

/**
 * Only a 6-digit authenticator code: the first code of the set-up, before any recovery code
 * exists. The digit pad is the right keyboard there.
 */
export const TOTP_ONLY_INPUT = { inputMode: 'numeric', autoComplete: 'one-time-code' } as const;
