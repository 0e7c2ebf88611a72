/** Admin two-factor authentication (issue 18): set-up, status, turning off, and the sign-in's second step. */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { publicUserSchema } from '../../shared/schemas/auth';
import {
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../shared/schemas/security';
import { okSchema } from '../../shared/schemas/common';
import { users } from '../db/schema';
import { verifyPassword } from '../services/passwords';
import { confirmSetup, disableTwoFactor, INVALID_CODE, startSetup, twoFactorStatus, verifySecondFactor } from '../services/two-factor';
import { pendingSecondFactor, TWO_FACTOR_EXPIRED } from '../services/two-factor-session';
import { publicUserColumns } from '../services/users';
import { router, TRPCError } from '../trpc/init';
import { adminAccountProcedure, publicProcedure } from '../trpc/procedures';
import { startSession } from './auth';
import { addressKey } from '../security/client-address';
import { recordAudit } from '../services/audit';

const tags = ['auth'];

export const twoFactorRouter = router({
  status: adminAccountProcedure
    .meta({ openapi: { method: 'GET', path: '/2fa', tags, summary: "The signed-in admin's two-factor status" } })
    .input(z.void())
    .output(twoFactorStatusSchema)
    .query(async ({ ctx }) => ({ ...(await twoFactorStatus(ctx.db, ctx.user.id)), requiredForAdmins: ctx.user.twoFactorRequired })),

  setup: adminAccountProcedure
    .meta({
      openapi: { method: 'POST', path: '/2fa/setup', tags, summary: 'Start 2FA enrolment: the secret and its QR code, shown once' },
      rateLimit: 'loginPerAddress',
      audit: 'required',
    })
    .input(z.void())
    .output(twoFactorSetupSchema)
    .mutation(async ({ ctx }) => {
      const setup = await startSetup(ctx.db, ctx.user);
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
      const result = await confirmSetup(ctx.db, ctx.user.id, input.code);
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'user.2fa_enable', targetType: 'user', targetId: ctx.user.id });
      ctx.log.info({ userId: ctx.user.id }, 'two-factor authentication enabled');
      return result;
    }),

  disable: adminAccountProcedure
    .meta({
      openapi: { method: 'POST', path: '/2fa/disable', tags, summary: 'Turn 2FA off (password required)' },
      rateLimit: 'loginPerAddress',
      audit: 'required',
    })
    .input(twoFactorDisableSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.user.id));
      if (!(await verifyPassword(row?.hash ?? null, input.password)))
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'That password is not correct.' });
      await disableTwoFactor(ctx.db, ctx.user.id);
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'user.2fa_disable', targetType: 'user', targetId: ctx.user.id });
      ctx.log.info({ userId: ctx.user.id }, 'two-factor authentication disabled');
      return { success: true as const };
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
      // Wrong codes count like wrong passwords: 5 per 15 minutes per (account, address).
      const account = `2fa:${pending.uid}|${addressKey(ctx.ip)}`;
      await ctx.limits.check('loginFailures', account, ctx.setHeader);
      if (!(await verifySecondFactor(ctx.db, pending.uid, input.code))) {
        await ctx.limits.loginFailed(account);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CODE });
      }
      await ctx.limits.reset('loginFailures', account);
      // A password change or logout-everywhere since the first step voids it.
      const [user] = await ctx.db
        .update(users)
        .set({ lastLogin: new Date() })
        .where(and(eq(users.id, pending.uid), eq(users.sessionVersion, pending.v)))
        .returning(publicUserColumns);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_EXPIRED });
      delete ctx.session.data.p2fa;
      await startSession(ctx, { id: pending.uid, sessionVersion: pending.v });
      return user;
    }),
});
