import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  loginSchema,
  PASSWORD_RESET_ACK,
  passwordResetRequestSchema,
  passwordResetResultSchema,
  passwordResetSchema,
  publicUserSchema,
  resetLinkSchema,
  currentUserSchema,
  registerSchema,
} from '../../shared/schemas/auth';
import { okSchema } from '../../shared/schemas/common';
import { PASSWORD_RESET_NO_MAIL } from '../../shared/mail-unavailable';
import { users } from '../db/schema';
import { notifyNewUser, notifyPasswordGuessing } from '../services/notifications';
import { requestPasswordReset, resetLinkIsLive, resetPassword } from '../services/password-reset';
import { findLoginAccount, loginFailureKey, signInStamp } from '../services/login-account';
import { verifyPassword } from '../services/passwords';
import { createUser, publicUserColumns } from '../services/users';
import { addressKey } from '../security/client-address';
import { requireSecondFactor } from '../services/two-factor-session';
import type { Context } from '../trpc/context';
import { router, TRPCError } from '../trpc/init';
import { authedProcedure, mustSetUpTwoFactor, publicProcedure } from '../trpc/procedures';
import { SIGN_IN_REQUIRED } from '../../shared/constants';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
/**
 * Wrong passwords for one account in an hour, from all addresses together, at which its owner is
 * told: more than one address's lock allows (5), fewer than a guesser spread over many needs.
 */
export const PASSWORD_GUESSING_ALERT_AT = 12;

/** Seal a fresh session for the user (a new seal on every login). */
export async function startSession(ctx: Context, user: { id: number; sessionVersion: number }) {
  ctx.session.data.uid = user.id;
  ctx.session.data.v = user.sessionVersion;
  ctx.session.data.iat = Date.now();
  await ctx.session.save();
}

export const authRouter = router({
  register: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/register', tags: ['auth'], summary: 'Create an account and sign in' },
      rateLimit: ['register', 'registerDaily'],
      audit: 'none',
      successStatus: 201,
    })
    .input(registerSchema)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) => {
      // Public registration always creates role `user`.
      const user = await createUser(ctx.db, { ...input, role: 'user' }, { signedIn: true });
      await notifyNewUser(ctx.db, ctx.siteUrl, user);
      await startSession(ctx, { id: user.id, sessionVersion: 1 });
      ctx.log.info({ userId: user.id }, 'user registered');
      return user;
    }),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/login', tags: ['auth'], summary: 'Sign in' }, rateLimit: 'loginPerAddress', audit: 'none' })
    .input(loginSchema)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) => {
      const found = await findLoginAccount(ctx.db, input.username);
      const row = found.account;
      // Counted before the password is checked, so parallel guesses cannot all pass a count of
      // the finished ones: at most five are ever checked per window (services/login-account.ts).
      const attempt = await ctx.limits.loginAttempt(loginFailureKey(found, addressKey(ctx.ip)), ctx.setHeader);
      // Same work and the same message whether or not the username exists.
      const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
      if (!row || !ok) {
        await attempt.failed();
        // Each address is locked after five, but many addresses together are not: the owner hears
        // of it once an hour's count from all of them reaches the alert (after the failing, so
        // rolled-back, mutation).
        // Counted for unknown names too: the same work whether or not the username exists.
        const guesses = await ctx.limits.tally('passwordGuesses', row ? `pw:${row.id}` : `pw:name:${found.lowered}`);
        if (row && guesses === PASSWORD_GUESSING_ALERT_AT)
          ctx.afterTransaction(async (db) => {
            const [owner] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, row.id));
            if (owner) await notifyPasswordGuessing(db, ctx.siteUrl, owner);
          });
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      }
      await attempt.succeeded();
      // Admin 2FA: the password alone is not enough; the code goes to POST /api/login/2fa.
      if (row.totpEnabledAt) await requireSecondFactor(ctx, row);
      const [user] = await ctx.db.update(users).set(signInStamp()).where(eq(users.id, row.id)).returning(publicUserColumns);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      await startSession(ctx, row);
      return user;
    }),

  logout: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/logout', tags: ['auth'], summary: 'Sign out' }, rateLimit: 'logout', audit: 'none' })
    .input(z.void())
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      if (ctx.user) {
        // Bumping the version revokes this seal even if someone kept a copy of the cookie.
        await ctx.db
          .update(users)
          .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
          .where(eq(users.id, ctx.user.id));
      }
      ctx.session.destroy();
      return { success: true as const };
    }),

  /** REST `GET /api/user`: the signed-in user, or 401. */
  me: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/user', tags: ['auth'], summary: 'The signed-in user' } })
    .input(z.void())
    .output(publicUserSchema)
    .query(async ({ ctx }) => {
      const [user] = await ctx.db.select(publicUserColumns).from(users).where(eq(users.id, ctx.user.id)).limit(1);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
      return user;
    }),

  /**
   * For the site itself: the signed-in user or null (anonymous is not an error for the header),
   * and whether an admin must set up 2FA before the admin area opens (the guards send them to it).
   */
  current: publicProcedure
    .input(z.void())
    .output(currentUserSchema.nullable())
    // The session user the context already holds (read, or kept while the change feed says its row
    // is unchanged: trpc/context.ts), not a second read of the same row on every page render.
    .query(({ ctx }) => {
      if (!ctx.user) return null;
      const { id, username, fullName, email, role } = ctx.user;
      return { id, username, fullName, email, role, twoFactorSetupRequired: mustSetUpTwoFactor(ctx.user) };
    }),

  requestPasswordReset: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/password-reset/request',
        tags: ['auth'],
        summary: 'Email a password reset link (same answer for any address)',
      },
      rateLimit: 'passwordReset',
      audit: 'none',
    })
    .input(passwordResetRequestSchema)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.db, input.email, ctx.siteUrl);
      // Without outgoing mail no link can arrive: say so (probe 67, F2), in words that fit any address.
      return { success: true as const, message: ctx.deployment.mailConfigured ? PASSWORD_RESET_ACK : PASSWORD_RESET_NO_MAIL };
    }),

  /**
   * Whether a reset link still works, for its page. Spends nothing. A token of the wrong shape is
   * simply not live. Not in the REST map; its tRPC GET carries the token in `input`, which keeps the
   * answer out of every cache (http/cache-key.ts) and out of the log (request-log.ts).
   */
  resetLinkStatus: publicProcedure
    .input(z.object({ token: z.string().max(512) }).strict())
    .output(z.object({ live: z.boolean() }))
    .query(async ({ ctx, input }) => {
      const token = resetLinkSchema.safeParse(input);
      return { live: token.success && (await resetLinkIsLive(ctx.db, token.data.token)) };
    }),

  resetPassword: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/password-reset/confirm', tags: ['auth'], summary: 'Set a new password with the emailed token' },
      rateLimit: 'passwordResetConfirm',
      audit: 'none',
    })
    .input(passwordResetSchema)
    // The username too: sign-in takes it, and the reset is where a learner who forgot it learns it (probe 45, finding 4).
    .output(passwordResetResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { username } = await resetPassword(ctx.db, input.token, input.password, ctx.siteUrl);
      // This browser is signed out too: the user signs in with the new password.
      ctx.session.destroy();
      return { success: true as const, username };
    }),
});
