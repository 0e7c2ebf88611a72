import { z } from 'zod';
import { LIMITS, ROLES } from '../constants';
import { emailSchema, line, text } from './common';

const username = text()
  .trim()
  .min(LIMITS.usernameMin, 'Username must be at least 3 characters')
  .max(LIMITS.usernameMax, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores only');

/** A password as typed to sign in: whatever was chosen, checked against the stored hash. */
const password = text()
  .min(LIMITS.passwordMin, 'Password must be at least 6 characters')
  .max(LIMITS.passwordMax, 'Password must be at most 200 characters');

export const PASSWORD_BLANK = 'Password cannot be only spaces';
/** The server's refusals of a name or address another account holds (server/services/users.ts). */
export const USERNAME_TAKEN = 'That username is already taken.';
export const EMAIL_TAKEN = 'An account with that email address already exists.';
/**
 * A password being chosen (register, reset, change, an admin's create or reset): also not only
 * spaces. Eight spaces made an account that signed in (probe 39, F4), where the admin's dialog
 * already refused them. Signing in keeps `password`: an account made before this still can.
 */
const newPassword = password.refine((v) => /\S/.test(v), PASSWORD_BLANK);

const fullName = line()
  .trim()
  .min(LIMITS.fullNameMin, 'Full name is required')
  .max(LIMITS.fullNameMax, 'Full name must be at most 100 characters');

/** Login form and `POST /api/login` body. */
export const loginSchema = z
  .object({
    // Login does not apply the username character rule: an unknown name simply fails to sign in.
    username: text().trim().min(LIMITS.usernameMin, 'Username must be at least 3 characters').max(LIMITS.usernameMax),
    password,
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

/** `POST /api/register` body (confirmPassword is never sent, spec section 5). */
export const registerSchema = z
  .object({
    username,
    fullName,
    email: emailSchema('Valid email is required'),
    password: newPassword,
  })
  .strict();
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds confirmPassword and checks it on the client. */
export const registerFormSchema = z
  .object({
    username,
    fullName,
    email: emailSchema('Valid email is required'),
    password: newPassword,
    confirmPassword: text().min(LIMITS.passwordMin, 'Confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** The signed-in user as every endpoint returns it: never the hash, never session data. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: text(),
  fullName: text(),
  email: text(),
  role: z.enum(ROLES),
  createdAt: z.date(),
  lastLogin: z.date().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Who is signed in, as the site's own pages need it (auth.current): no dates, and whether an admin must set up 2FA first. */
export const currentUserSchema = publicUserSchema.pick({ id: true, username: true, fullName: true, email: true, role: true }).extend({
  twoFactorSetupRequired: z.boolean(),
});

export const schemas = { username, password: newPassword, fullName };

/** 'Forgot password?': the answer never says whether the account exists. */
export const passwordResetRequestSchema = z.object({ email: emailSchema('Valid email is required') }).strict();

export const passwordResetSchema = z
  .object({
    token: text().trim().min(16, 'This reset link is invalid or has expired.').max(128, 'This reset link is invalid or has expired.'),
    password: newPassword,
  })
  .strict();

/** What a reset answers: the username the account signs in with (probe 45, finding 4: sign-in takes it, not the address). */
export const passwordResetResultSchema = z.object({ success: z.literal(true), username: z.string() });

/** A reset link's token, looked at when its page opens: nothing is spent (probe 45, a spent link showed the whole form). */
export const resetLinkSchema = z.object({ token: passwordResetSchema.shape.token }).strict();

export const passwordResetFormSchema = z
  .object({ password: newPassword, confirmPassword: text().min(LIMITS.passwordMin, 'Confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

export const PASSWORD_RESET_ACK =
  'If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.';
