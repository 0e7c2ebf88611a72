/**
 * A learner's own account (issue 25): change password, change email, delete the account, download
 * the account's data. Every change carries the step-up proof (current password, and a code for
 * accounts with two-factor authentication): a stolen session cookie alone changes nothing.
 */
import { z } from 'zod';
import { certificateSchema, progressItemSchema, quizPassSchema } from './progress';
import { ENROLLMENT_STATUSES, LIMITS, PAYMENT_METHODS, ROLES } from '../constants';
import { emailSchema, text } from './common';
import { formCode, stepUpFields } from './step-up';
import { schemas } from './auth';

export const SAME_PASSWORD = 'Choose a new password: this one is your current password.';
/** "Changed" to the password it already is: told at the field, not reported as a change. */
const newDiffers = (v: { currentPassword: string; newPassword: string }) => v.newPassword !== v.currentPassword;
const sameAsCurrent = { message: SAME_PASSWORD, path: ['newPassword'] };

/** `PATCH /api/user/password`. */
export const changePasswordSchema = z
  .object({ ...stepUpFields, newPassword: schemas.password })
  .strict()
  .refine(newDiffers, sameAsCurrent);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form adds the repeated new password, checked on the client and by the native post. */
export const changePasswordFormSchema = z
  .object({
    ...stepUpFields,
    code: formCode,
    newPassword: schemas.password,
    confirmPassword: text().min(LIMITS.passwordMin, 'Confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] })
  .refine(newDiffers, sameAsCurrent);
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** `POST /api/user/email`: a link goes to the new address; the email changes when it is opened. */
export const changeEmailSchema = z.object({ ...stepUpFields, newEmail: emailSchema('Valid email is required') }).strict();
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export const changeEmailFormSchema = z.object({ ...stepUpFields, code: formCode, newEmail: emailSchema('Valid email is required') });
export type ChangeEmailFormInput = z.input<typeof changeEmailFormSchema>;

/** `POST /api/user/email/confirm`. */
export const confirmEmailSchema = z
  .object({
    token: text()
      .trim()
      .min(16, 'This confirmation link is invalid or has expired.')
      .max(128, 'This confirmation link is invalid or has expired.'),
  })
  .strict();

/** `DELETE /api/user`. */
export const deleteAccountSchema = z.object(stepUpFields).strict();

/** The delete form also asks the reader to tick that they understand (not sent to the API). */
export const deleteAccountFormSchema = z.object({
  ...stepUpFields,
  code: formCode,
  confirm: z.literal(true, { error: 'Tick the box to confirm that you want to delete your account' }),
});
export type DeleteAccountFormInput = z.input<typeof deleteAccountFormSchema>;
/**
 * An admin deleting their own account: refused, as the users screen refuses to delete an admin
 * (docs/decisions/2026-11-29-deleting-an-admin.md). Deleting it would take the admin's name off every
 * audit record they made (probe 35, F3); another admin first changes the role, which is audited.
 */
export const OWN_ADMIN_DELETE_MESSAGE =
  'An admin account cannot be deleted. Ask another admin to change your role to user on the Users page; then you can delete your account here.';

export const EMAIL_CHANGE_SENT = (email: string) =>
  `We sent a confirmation link to ${email}. Your email address changes when you open it (within 24 hours).`;
export const EMAIL_CHANGED = 'Your email address has been changed.';
/** Confirmed while another account was signed in: that account's address is as it was. */
export const EMAIL_CHANGED_FOR_ANOTHER_ACCOUNT =
  'The email address of the account that asked for this link has been changed. The account you are signed in with is unchanged.';
/** Where a reader whose account is gone lands (a page that needs no account). */
export const ACCOUNT_DELETED_PATH = '/account/deleted';
export const ACCOUNT_DELETED = 'Your account has been deleted. Thank you for learning with us.';
export const PASSWORD_CHANGED_HERE = 'Your password has been changed. You have been signed out on every other device.';
export const INVALID_EMAIL_LINK = 'This confirmation link is invalid or has expired. Ask for a new one on your account page.';
export const SAME_EMAIL = 'That is already your email address.';
/** The hour's share of confirmation links to one address is spent (email/outbox.ts MAILS_PER_HOUR). */
export const EMAIL_CHANGE_MAILS_CAPPED =
  'We have sent several confirmation links to that address in the last hour. Use the newest one, or try again in an hour.';

export const emailChangeResultSchema = z.object({ success: z.literal(true), message: text() });

/** `GET /api/user/export`: what the site holds about the account; never a hash, secret or token. */
export const accountExportSchema = z.object({
  exportedAt: z.date(),
  profile: z.object({
    id: z.number().int(),
    username: text(),
    fullName: text(),
    email: text(),
    role: z.enum(ROLES),
    createdAt: z.date(),
    lastLogin: z.date().nullable(),
  }),
  security: z.object({
    twoFactorEnabled: z.boolean(),
    /** Whether a link mailed to the address was used (a password reset or an email change). */
    emailConfirmed: z.boolean(),
  }),
  enrollments: z.array(
    z.object({
      id: z.number().int(),
      course: z.object({ id: z.number().int(), title: text() }),
      paymentStatus: z.enum(ENROLLMENT_STATUSES),
      /** The price in US cents when they enrolled: what they owe or paid (the admins' CSV has it too: probe 71, F7). */
      priceUsdCents: z.number().int(),
      /** Null for a free course's enrollment (nothing was paid). */
      paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
      paymentCode: text().nullable(),
      paymentReference: text().nullable(),
      notes: text().nullable(),
      enrolledAt: z.date(),
      decidedAt: z.date().nullable(),
    }),
  ),
  /** The subscription of the account's address; null too while the address is not confirmed (it might be someone else's). */
  newsletter: z.object({ email: text(), subscribed: z.boolean(), subscribedAt: z.date(), unsubscribedAt: z.date().nullable() }).nullable(),
  /** Learning progress (issue 26): pages marked done, quizzes passed, certificates. */
  progress: z.array(progressItemSchema),
  quizPasses: z.array(quizPassSchema),
  certificates: z.array(certificateSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
