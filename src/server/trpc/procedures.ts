/** The three procedure bases. Authorization lives here and in services, never only in the UI. */
import { baseProcedure, TRPCError } from './init';
import type { SessionUser } from './context';

export const publicProcedure = baseProcedure;

export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user as SessionUser } });
});

export const TWO_FACTOR_SETUP_REQUIRED =
  'Two-factor authentication is required for admins. Set it up on your profile (Security) before using the admin area.';

/** An admin account, whether or not it has set up 2FA yet (for the 2FA set-up itself). */
export const adminAccountProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' });
  }
  return next({ ctx });
});

export const adminProcedure = adminAccountProcedure.use(({ ctx, next }) => {
  // The "require 2FA for all admins" setting: no admin work until this admin has set it up.
  if (ctx.user.twoFactorRequired && !ctx.user.twoFactorEnabled) throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_SETUP_REQUIRED });
  return next({ ctx });
});
