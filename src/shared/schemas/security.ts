import { versionField as settingsVersionField } from './settings-version';
/** The `security` settings section and the admin two-factor shapes (issue 18). */
import { z } from 'zod';

export const securitySettingsSchema = z
  .object({
    /** Every admin must set up two-factor authentication before using the admin area. */
    requireAdminTwoFactor: z.boolean({ error: 'Choose whether admins must use two-factor authentication' }),
    version: settingsVersionField,
  })
  .strict();
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { requireAdminTwoFactor: false };
/**
 * The refusal to require two-factor authentication of every admin by an admin who has none: it
 * would shut them out of the admin area the moment it was saved (probe 40, F4).
 */
export const OWN_TWO_FACTOR_FIRST =
  'Set up two-factor authentication for your own account first (above): once this is on, an admin without it can only set it up.';

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(6, 'Enter the 6-digit code from your authenticator app')
  .max(20, 'That code is too long')
  .transform((v) => v.replace(/\s+/g, ''));

export const twoFactorLoginSchema = z.object({ code: twoFactorCodeSchema }).strict();
export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema }).strict();
const passwordProof = z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200, 'That password is too long');
/** Step-up (issue 25): setting up 2FA needs the password; turning it off or new recovery codes need a code as well. */
export const twoFactorSetupInputSchema = z.object({ password: passwordProof }).strict();
export const twoFactorDisableSchema = z.object({ password: passwordProof, code: twoFactorCodeSchema }).strict();
export const recoveryCodesInputSchema = z.object({ password: passwordProof, code: twoFactorCodeSchema }).strict();

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.date().nullable(),
  recoveryCodesLeft: z.number().int(),
  requiredForAdmins: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The one answer that ever carries the secret: the enrolment, before it is confirmed. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
