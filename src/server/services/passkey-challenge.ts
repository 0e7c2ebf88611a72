/**
 * The challenge of a passkey ceremony (registration or sign-in). It is kept in the sealed session
 * cookie, so it belongs to this browser and costs the database nothing until it is answered; it
 * expires after 5 minutes and is taken out of the cookie when answered. Because a copy of an older
 * cookie would still carry it, an answered challenge is also written to webauthn_used_challenges
 * (primary key): a second answer to the same challenge is refused, whichever cookie it comes with
 * (docs/decisions/2026-11-25-passkeys.md).
 */
import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { webauthnUsedChallenges } from '../db/schema';
import type { Context } from '../trpc/context';
import type { SessionData } from '../trpc/session';

export const CHALLENGE_MS = 5 * 60 * 1000;

export type CeremonyPurpose = NonNullable<SessionData['wa']>['p'];

/** A fresh challenge for this browser (base64url, 32 random bytes), replacing any earlier one. */
export async function issueChallenge(ctx: Context, purpose: CeremonyPurpose, uid?: number, now = Date.now()): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  ctx.session.data.wa = { c: challenge, p: purpose, exp: now + CHALLENGE_MS, ...(uid === undefined ? {} : { uid }) };
  await ctx.session.save();
  return challenge;
}

/**
 * Takes this browser's challenge for `purpose` out of the session, once: null when there is none,
 * it is for another purpose, it expired, or it was answered before (from any copy of the cookie).
 */
export async function takeChallenge(
  ctx: Context,
  purpose: CeremonyPurpose,
  now = Date.now(),
): Promise<{ challenge: string; uid?: number } | null> {
  const pending = ctx.session.data.wa;
  if (!pending) return null;
  delete ctx.session.data.wa;
  await ctx.session.save();
  if (pending.p !== purpose || pending.exp <= now) return null;
  const recorded = await ctx.db
    .insert(webauthnUsedChallenges)
    .values({ challenge: pending.c, expiresAt: new Date(pending.exp) })
    .onConflictDoNothing()
    .returning({ challenge: webauthnUsedChallenges.challenge });
  // Rows past their expiry can no longer be presented (the cookie's copy has expired too).
  await ctx.db.delete(webauthnUsedChallenges).where(lt(webauthnUsedChallenges.expiresAt, new Date(now)));
  if (recorded.length === 0) return null;
  return { challenge: pending.c, ...(pending.uid === undefined ? {} : { uid: pending.uid }) };
}
