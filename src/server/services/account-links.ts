/**
 * The links an account's mail carries that can change it: password-reset links (password-reset.ts)
 * and email-change links (email-change.ts). Whenever the account's password or address changes, every
 * open link is spent: a link mailed before the change was sent under what the change replaced (an old
 * mailbox, an old password a thief may know), so it must not undo or outlive the change.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailChangeTokens, passwordResetTokens } from '../db/schema';

/** Spends every open password-reset link of the account (also when a newer one is asked for). */
export async function spendPasswordResetLinks(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Spends every open email-change link of the account (also when a newer one is asked for). */
export async function spendEmailChangeLinks(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}

/** The password or the address changed: no link mailed before it works any more. */
export async function spendAccountLinks(tx: DbOrTx, userId: number): Promise<void> {
  await spendPasswordResetLinks(tx, userId);
  await spendEmailChangeLinks(tx, userId);
}
