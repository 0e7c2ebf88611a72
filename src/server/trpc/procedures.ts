/** The three procedure bases. Authorization lives here and in services, never only in the UI. */
import { baseProcedure, TRPCError } from './init';
import type { SessionUser } from './context';
import { SIGN_IN_REQUIRED } from '../../shared/constants';

export const publicProcedure = baseProcedure;

export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
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

/** An admin who must set up 2FA first (the "require 2FA for all admins" setting) and has not. */
export function mustSetUpTwoFactor(user: SessionUser): boolean {
  return user.role === 'admin' && user.twoFactorRequired && !user.twoFactorEnabled;
}

/**
 * Whether this visitor may see what only admins see (drafts, paid material links): one rule for
 * every public procedure that answers admins more, the same as adminProcedure's.
 */
export function hasAdminAccess(user: SessionUser | null): boolean {
  return user !== null && user.role === 'admin' && !mustSetUpTwoFactor(user);
}

export const adminProcedure = adminAccountProcedure.use(({ ctx, next }) => {
  // The "require 2FA for all admins" setting: no admin work until this admin has set it up.
  if (!hasAdminAccess(ctx.user)) throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_SETUP_REQUIRED });
  return next({ ctx });
});
