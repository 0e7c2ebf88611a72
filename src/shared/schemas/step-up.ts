/**
 * A fresh proof of who is at the keyboard, asked before a credential or security change
 * (issue 25): the current password, and for an account with two-factor authentication a current
 * authenticator or recovery code. A stolen session cookie alone cannot change a password, an
 * email, a role or the second factor.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { twoFactorCodeSchema } from './security';

export const currentPasswordField = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(LIMITS.passwordMax, 'That password is too long');

export const stepUpFields = {
  currentPassword: currentPasswordField,
  /** Required (by the server) for accounts with two-factor authentication on. */
  code: twoFactorCodeSchema.optional(),
};

export const stepUpSchema = z.object(stepUpFields).strict();

/** A form's code field is sent empty when the account has no second factor: empty means none. */
export const formCode = z.preprocess((v) => (v === '' ? undefined : v), twoFactorCodeSchema.optional());

/** The proof as a form holds it (the code box may be empty). */
export const stepUpFormSchema = z.object({ ...stepUpFields, code: formCode });
export type StepUpFormInput = z.input<typeof stepUpFormSchema>;
export type StepUpProof = z.infer<typeof stepUpSchema>;

export const STEP_UP_MESSAGES = {
  wrongPassword: 'Your current password is not correct.',
  codeRequired: 'Enter the current code from your authenticator app (or a recovery code) to confirm this change.',
  wrongCode: 'That code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.',
  /** The current code, already used once (each is accepted once): the owner's, not a guess. */
  spentCode: 'That code has just been used. Wait for the next code in your authenticator app (a new one every 30 seconds) and enter it.',
} as const;
