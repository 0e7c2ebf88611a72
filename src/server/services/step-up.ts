/**
 * Step-up: the proof asked before a credential or security change (src/shared/schemas/step-up.ts).
 *
 * Failures count per account, whatever the address: the attacker this stops already holds the
 * session cookie and could otherwise spread guesses over many addresses. Each attempt is counted
 * before the password is verified, so parallel guesses cannot all be checked; a success refunds
 * the count. The owner, who knows the password, is at worst asked to wait a few minutes.
 */
import { eq } from 'drizzle-orm';
import { STEP_UP_MESSAGES, type StepUpProof } from '../../shared/schemas/step-up';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Context, SessionUser } from '../trpc/context';
import { fieldRefusal } from '../trpc/field-refusal';
import { verifyPassword } from './passwords';
import { verifySecondFactor } from './two-factor';

const failureKey = (userId: number) => `step-up:${userId}`;

/**
 * Throws FORBIDDEN (or TOO_MANY_REQUESTS) unless `proof` is a fresh proof for the signed-in user.
 * Each refusal names its field (currentPassword or code, or the caller's names for them), so a form marks it there (probe 41, F2).
 */
export async function verifyStepUp(
  ctx: Context & { user: SessionUser },
  proof: StepUpProof,
  db: Db = ctx.db,
  /** What the caller's form calls the two fields (two-factor's forms say `password`). */
  fields: { password: string; code: string } = { password: 'currentPassword', code: 'code' },
): Promise<void> {
  const key = failureKey(ctx.user.id);
  await ctx.limits.consume('stepUpAttempts', key, ctx.setHeader);
  // `db`: the caller's transaction when it has one (PGlite has one connection: a query beside
  // an open transaction would wait for it forever).
  const [row] = await db
    .select({ hash: users.passwordHash, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!(await verifyPassword(row?.hash ?? null, proof.currentPassword)))
    throw fieldRefusal('FORBIDDEN', fields.password, STEP_UP_MESSAGES.wrongPassword);
  if (row?.totpEnabledAt) {
    if (!proof.code) throw fieldRefusal('FORBIDDEN', fields.code, STEP_UP_MESSAGES.codeRequired);
    // A TOTP code is accepted once and a recovery code is used up, as at sign-in.
    const check = await verifySecondFactor(db, ctx.secretBox, ctx.user.id, proof.code);
    if (check === 'spent') {
      // Typed again by its owner (the code proves it): not an attempt against the limit.
      await ctx.limits.refund('stepUpAttempts', key);
      throw fieldRefusal('FORBIDDEN', fields.code, STEP_UP_MESSAGES.spentCode);
    }
    if (check === 'wrong') throw fieldRefusal('FORBIDDEN', fields.code, STEP_UP_MESSAGES.wrongCode);
  }
  await ctx.limits.reset('stepUpAttempts', key);
}
