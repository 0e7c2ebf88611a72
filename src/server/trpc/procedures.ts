/** The three procedure bases. Authorization lives here and in services, never only in the UI. */
import { baseProcedure, TRPCError } from './init';
import type { SessionUser } from './context';

export const publicProcedure = baseProcedure;

export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user as SessionUser } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' });
  }
  return next({ ctx });
});
