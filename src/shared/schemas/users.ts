import { z } from 'zod';
import { LIMITS, ROLES } from '../constants';
import { emailSchema, expectedUpdatedAtField, idSchema, text } from './common';
import { schemas as authFields } from './auth';
import { twoFactorCodeSchema } from './security';
import { STEP_UP_MESSAGES, stepUpFields } from './step-up';

const userFields = {
  username: authFields.username,
  email: emailSchema('Invalid email address'),
  fullName: authFields.fullName,
  role: z.enum(ROLES, { error: 'Role is required' }),
};

/** The admin's Add User form and body: password required on create. */
export const userCreateSchema = z
  .object({
    ...userFields,
    password: authFields.password,
    /** Creating an admin takes the acting admin's step-up proof (issue 25). */
    currentPassword: text().max(LIMITS.passwordMax).optional(),
    code: twoFactorCodeSchema.optional(),
  })
  .strict();

/** Edit: password optional (a reset when given). */
export const userUpdateSchema = z
  .object({
    ...userFields,
    id: idSchema,
    password: text()
      .max(LIMITS.passwordMax)
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(authFields.password.optional()),
    /**
     * The acting admin's step-up proof: required to change your own or another admin's username,
     * email or password, and anyone's role (issue 25).
     */
    currentPassword: text().max(LIMITS.passwordMax).optional(),
    code: twoFactorCodeSchema.optional(),
    expectedUpdatedAt: expectedUpdatedAtField,
  })
  .strict();

/** The primary admin resets another account's 2FA: id from the path, step-up in the body. */
export const resetTwoFactorSchema = z.object({ id: idSchema, ...stepUpFields }).strict();

const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
/** A password box left empty (or blank) means "no password typed". */
const typed = (v: string | undefined) => Boolean(v?.trim());

/**
 * The dialog's client schemas, one shape for both modes: a new user needs a password, an edit
 * only checks one that was typed. In the schema, so a short password is named at its field
 * together with every other field's message, not only once the rest is right.
 */
const userDialogFields = {
  ...userFields,
  currentPassword: text().max(LIMITS.passwordMax).optional(),
  code: text().max(20).optional(),
};
export const userCreateFormSchema = z.object({
  ...userDialogFields,
  password: text()
    .max(LIMITS.passwordMax)
    .optional()
    .refine((v) => typed(v) && (v ?? '').length >= LIMITS.passwordMin, PASSWORD_TOO_SHORT),
});
export const userEditFormSchema = z.object({
  ...userDialogFields,
  password: text()
    .max(LIMITS.passwordMax)
    .optional()
    .refine((v) => !typed(v) || (v ?? '').length >= LIMITS.passwordMin, PASSWORD_TOO_SHORT),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: text(),
  fullName: text(),
  email: text(),
  role: z.enum(ROLES),
  createdAt: z.date(),
  lastLogin: z.date().nullable(),
  updatedAt: z.date(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * `DELETE /api/admin/users/{id}` `{ currentPassword, code? }` (the body, never the URL): deleting an
 * account takes the acting admin's fresh proof, as changing its sign-in details does. A stolen admin
 * session alone cannot erase learners and their paid courses.
 */
export const userDeleteSchema = z.object({ id: idSchema, ...stepUpFields }).strict();
export type UserDeleteInput = z.input<typeof userDeleteSchema>;

export const PRIMARY_ADMIN_DELETE_MESSAGE = 'You cannot delete the primary admin account.';
/** An admin account is deleted only after its role is removed, which asks for the acting admin's own password. */
export const ADMIN_DELETE_MESSAGE = "Remove this account's admin role first (that asks for your password), then delete it.";
export const PRIMARY_ADMIN_DEMOTE_MESSAGE = 'The primary admin account must keep the admin role.';
export const PRIMARY_ADMIN_CREDENTIALS_MESSAGE = "Only the primary admin can change the primary admin's username, email or password.";
export const CONFIRM_OWN_PASSWORD_MESSAGE = "Enter your own current password to change anyone's username, email, password or role.";
export const PRIMARY_ADMIN_ONLY_2FA_RESET_MESSAGE = "Only the primary admin can reset another account's two-factor authentication.";
export const WRONG_OWN_PASSWORD_MESSAGE = STEP_UP_MESSAGES.wrongPassword;
