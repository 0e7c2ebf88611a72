/** Single-use, one-hour password reset links, only the newest working; only a SHA-256 of the token is stored. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { passwordResetTokens, users, webauthnCredentials } from '../db/schema';
import { notifyPasswordReset } from './account-notifications';
import { sendPasswordReset } from './notifications';
import { hashPassword } from './passwords';
import { spendAccountLinks, spendPasswordResetLinks } from './account-links';

const ONE_HOUR_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Queue a reset email if the address belongs to an account (true when one was queued; callers answer the same either way). */
export async function requestPasswordReset(db: Db, email: string, siteUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName, username: users.username })
      .from(users)
      .where(eq(users.email, email))
      // One request for this account at a time, so the outbox's cap on reset mails counts exactly.
      .for('update');
    if (!user) return false;
    const token = randomBytes(32).toString('base64url');
    // Past the hour's cap on reset mails to this address (email/outbox.ts) no mail is queued, and
    // then no link is stored either: a live token nobody was sent is only something to guess.
    if (!(await sendPasswordReset(tx, siteUrl, user, token))) return false;
    // Only the newest link works, as for email changes: an earlier mail someone else can read is spent.
    await spendPasswordResetLinks(tx, user.id);
    await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ONE_HOUR_MS) });
    return true;
  });
}

/**
 * Whether a reset link would still work, spending nothing: its page says at once that a used,
 * expired or replaced link is dead, instead of a form that fails after two passwords were typed
 * (probe 45). A read only: opening the page (or a mail scanner opening the link) changes nothing.
 */
export async function resetLinkIsLive(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row !== undefined;
}

/**
 * Spend the link, then set the new password, spend every other open link of that user, end all
 * their sessions, remove their passkeys and lift login locks, and tell the address. The token is
 * checked before anything is hashed: a bogus token costs one indexed lookup, never an argon2 hash
 * (which an attacker could otherwise request by the hundred to exhaust the CPU).
 *
 * Passkeys go because a reset is how the owner of the address takes the account back: a passkey
 * is a way in that no password reaches, and one added by whoever had the account before (someone
 * who registered with this address before its owner did, or a thief who had the password) would
 * otherwise outlive "signed out everywhere" (probe 45, finding 1). The owner adds theirs again.
 *
 * Answers the account's username: sign-in takes it, and a learner who forgot it has only the
 * reset to learn it from (probe 45, finding 4). The link proves the mailbox, which the mail told too.
 */
export async function resetPassword(db: Db, token: string, password: string, siteUrl: string): Promise<{ username: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!row) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_RESET_LINK });
    // The row lock taken above keeps a second use of the same link waiting, then finding it spent.
    const passwordHash = await hashPassword(password);
    const [account] = await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        loginUnlockGeneration: sql`${users.loginUnlockGeneration} + 1`,
        // The link reached the account's address: every mailed link is spent when the address changes.
        emailConfirmedAt: new Date(),
      })
      .where(eq(users.id, row.userId))
      .returning({ email: users.email, fullName: users.fullName, username: users.username });
    if (!account) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_RESET_LINK });
    // Other reset links, and an email change asked for under the old password (a thief's, maybe).
    await spendAccountLinks(tx, row.userId);
    const removed = await tx
      .delete(webauthnCredentials)
      .where(eq(webauthnCredentials.userId, row.userId))
      .returning({ name: webauthnCredentials.name });
    await notifyPasswordReset(
      tx,
      siteUrl,
      account,
      removed.map((passkey) => passkey.name),
    );
    return { username: account.username };
  });
}
