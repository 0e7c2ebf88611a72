/**
 * What an email-change link would do, read without spending it: the confirm page names the address
 * it switches to (probe 45: it said "this address" and never which). Opening the page, or a mail
 * scanner opening the link, changes nothing; only the button's post does (email-change.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailChangeTokens } from '../db/schema';

/** The new address of a live (unused, unexpired, newest) link, or null. Hashed as email-change.ts stores it. */
export async function emailChangeLinkAddress(db: Db, token: string): Promise<{ newEmail: string; userId: number } | null> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [link] = await db
    .select({ newEmail: emailChangeTokens.newEmail, userId: emailChangeTokens.userId })
    .from(emailChangeTokens)
    .where(and(eq(emailChangeTokens.tokenHash, tokenHash), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, new Date())));
  return link ?? null;
}
