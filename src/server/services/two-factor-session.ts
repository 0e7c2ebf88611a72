/**
 * The sign-in step between the password and the TOTP code: the session remembers (sealed)
 * whose password was accepted, for a few minutes, and nothing else. POST /api/login answers
 * 401 with TWO_FACTOR_REQUIRED; POST /api/login/2fa { code } finishes the sign-in.
 */
import { TRPCError } from '@trpc/server';
import type { Context } from '../trpc/context';

export const TWO_FACTOR_REQUIRED = 'Two-factor code required: enter the 6-digit code from your authenticator app (POST /api/login/2fa).';
export const TWO_FACTOR_EXPIRED = 'Your sign-in has expired or was not started. Enter your username and password again.';
export const SECOND_STEP_MS = 5 * 60 * 1000;

export async function requireSecondFactor(ctx: Context, user: { id: number; sessionVersion: number }): Promise<never> {
  // Any earlier signed-in state in this browser ends here: the new sign-in is not finished.
  // (Mutated in place: the data object is iron-session's own, which save() seals.)
  const data = ctx.session.data;
  delete data.uid;
  delete data.v;
  delete data.iat;
  delete data.seen;
  data.p2fa = { uid: user.id, v: user.sessionVersion, at: Date.now() };
  await ctx.session.save();
  throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_REQUIRED });
}

/** The pending sign-in, if still fresh. */
export function pendingSecondFactor(ctx: Context, now = Date.now()) {
  const p = ctx.session.data.p2fa;
  if (!p || now - p.at > SECOND_STEP_MS) return null;
  return p;
}
