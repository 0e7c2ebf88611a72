/** Admin two-factor authentication (issue 18): set-up, status, turning off, and the sign-in's second step. */
import { and, eq } from 'drizzle-orm';
import { signInStamp } from '../services/login-account';
import { z } from 'zod';
import { publicUserSchema } from '../../shared/schemas/auth';
import {
  recoveryCodesInputSchema,
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorLoginSchema,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../shared/schemas/security';
import { okSchema } from '../../shared/schemas/common';
import { STEP_UP_MESSAGES } from '../../shared/schemas/step-up';
import { users } from '../db/schema';
import { notifySecondFactorGuessing } from '../services/notifications';
import { verifyStepUp } from '../services/step-up';
import {
  confirmSetup,
  disableTwoFactor,
  INVALID_CODE,
  regenerateRecoveryCodes,
  startSetup,
  twoFactorStatus,
  verifySecondFactor,
} from '../services/two-factor';
import { pendingSecondFactor, TWO_FACTOR_EXPIRED } from '../services/two-factor-session';
import { publicUserColumns } from '../services/users';
import { router, TRPCError } from '../trpc/init';
import { adminAccountProcedure, publicProcedure } from '../trpc/procedures';
import { startSession } from './auth';
import { recordAudit } from '../services/audit';

/** The two-factor forms call the proof's password `password` (step-up refusals name that field). */
const TWO_FACTOR_FORM_FIELDS = { password: 'password', code: 'code' };

/** After this many wrong codes for one account (from anywhere) its owner is emailed, once per window. */
export const GUESSING_ALERT_AT = 3;

const tags = ['auth'];

export const twoFactorRouter = router({
  status: adminAccountProcedure
    .meta({ openapi: { method: 'GET', path: '/2fa', tags, summary: "The signed-in admin's two-factor status" } })
    .input(z.void())
    .output(twoFactorStatusSchema)
    .query(async ({ ctx }) => ({ ...(await twoFactorStatus(ctx.db, ctx.user.id)), requiredForAdmins: ctx.user.twoFactorRequired })),

  setup: adminAccountProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/2fa/setup',
        tags,
        summary: 'Start 2FA enrolment (password required): the secret and its QR code, shown once',
      },
      rateLimit: 'loginPerAddress',
      audit: 'required',
    })
    .input(twoFactorSetupInputSchema)
    .output(twoFactorSetupSchema)
    .mutation(async ({ ctx, input }) => {
      if ((await twoFactorStatus(ctx.db, ctx.user.id)).enabled)
        throw new TRPCError({
          code: 'CONFLICT',
          message: 'Two-factor authentication is already on. Turn it off first to set it up again.',
        });
      // A thief with only the cookie must not enrol their own authenticator.
      await verifyStepUp(ctx, { currentPassword: input.password }, ctx.db, TWO_FACTOR_FORM_FIELDS);
      const setup = await startSetup(ctx.db, ctx.secretBox, ctx.user);
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'user.2fa_setup', targetType: 'user', targetId: ctx.user.id });
      return setup;
    }),

  confirm: adminAccountProcedure
    .meta({
      openapi: { method: 'POST', path: '/2fa/confirm', tags, summary: 'Turn 2FA on with a first code; answers the recovery codes once' },
      rateLimit: 'loginPerAddress',
      audit: 'required',
    })
    .input(twoFactorConfirmSchema)
    .output(recoveryCodesSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await confirmSetup(ctx.db, ctx.secretBox, ctx.user.id, input.code);
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'user.2fa_enable', targetType: 'user', targetId: ctx.user.id });
      ctx.log.info({ userId: ctx.user.id }, 'two-factor authentication enabled');
      return result;
    }),

  disable: adminAccountProcedure
    .meta({
      openapi: { method: 'POST', path: '/2fa/disable', tags, summary: 'Turn 2FA off (password and a current code required)' },
      rateLimit: 'loginPerAddress',
      audit: 'required',
    })
    .input(twoFactorDisableSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyStepUp(ctx, { currentPassword: input.password, code: input.code }, ctx.db, TWO_FACTOR_FORM_FIELDS);
      await disableTwoFactor(ctx.db, ctx.user.id);
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'user.2fa_disable', targetType: 'user', targetId: ctx.user.id });
      ctx.log.info({ userId: ctx.user.id }, 'two-factor authentication disabled');
      return { success: true as const };
    }),

  recoveryCodes: adminAccountProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/2fa/recovery-codes',
        tags,
        summary: 'New recovery codes (password and a current code required); the old ones stop working',
      },
      rateLimit: 'loginPerAddress',
      audit: 'required',
    })
    .input(recoveryCodesInputSchema)
    .output(recoveryCodesSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyStepUp(ctx, { currentPassword: input.password, code: input.code }, ctx.db, TWO_FACTOR_FORM_FIELDS);
      return regenerateRecoveryCodes(ctx.db, ctx.user.id);
    }),

  /** The second step after POST /api/login answered "code required". */
  login: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/login/2fa', tags, summary: 'Finish signing in with the 2FA code (or a recovery code)' },
      rateLimit: 'loginPerAddress',
      audit: 'none',
    })
    .input(twoFactorLoginSchema)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) => {
      const pending = pendingSecondFactor(ctx);
      if (!pending) throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_EXPIRED });
      // Codes count per account, whatever the address (an attacker past the password could
      // otherwise buy 5 more guesses with each new address), and before they are checked, so
      // parallel guesses cannot all be tried. The owner hears of it: their password is known.
      const account = `2fa:${pending.uid}`;
      const attempts = await ctx.limits.attempt('secondFactorFailures', account, ctx.setHeader);
      const check = await verifySecondFactor(ctx.db, ctx.secretBox, pending.uid, input.code);
      if (check === 'spent') {
        // The current code typed again (signing in on a second device within its 30 s): the
        // owner's, so neither a guess to count nor one to warn them of (probe 35, F6).
        await ctx.limits.refund('secondFactorFailures', account);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: STEP_UP_MESSAGES.spentCode });
      }
      if (check === 'wrong') {
        // After the (failing, so rolled back) mutation: the alert must still go out.
        if (attempts === GUESSING_ALERT_AT)
          ctx.afterTransaction(async (db) => {
            const [owner] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, pending.uid));
            if (owner) await notifySecondFactorGuessing(db, ctx.siteUrl, owner);
          });
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CODE });
      }
      await ctx.limits.reset('secondFactorFailures', account);
      // A password change or logout-everywhere since the first step voids it.
      const [user] = await ctx.db
        .update(users)
        .set(signInStamp())
        .where(and(eq(users.id, pending.uid), eq(users.sessionVersion, pending.v)))
        .returning(publicUserColumns);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_EXPIRED });
      delete ctx.session.data.p2fa;
      await startSession(ctx, { id: pending.uid, sessionVersion: pending.v });
      return user;
    }),
});
