/** A signed-in user changing their own password (issue 25); the step-up proof is checked by the caller. */
import { eq, sql } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { users, webauthnCredentials } from '../db/schema';
import { notifyPasswordChanged } from './account-notifications';
import { spendAccountLinks } from './account-links';
import { hashPassword } from './passwords';
import { SIGN_IN_REQUIRED } from '../../shared/constants';

/**
 * Sets the new password and bumps the session version, so every other copy of the cookie stops
 * working; open reset links stop working too (they were asked for under the old password), and so
 * do open email-change links (someone who knew the old password may have asked for one: changing
 * the password is what the "change requested" email tells the owner to do). The account's address
 * is told. Returns the new session version, for re-sealing this browser's session.
 */
export async function changeOwnPassword(db: Db, siteUrl: string, userId: number, newPassword: string): Promise<number> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ sessionVersion: users.sessionVersion, email: users.email, fullName: users.fullName });
    if (!row) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
    await spendAccountLinks(tx, userId);
    // Passkeys stay (the owner's own devices as a rule), but they are a way in that no password
    // reaches: the mail names them, so one the owner does not know is seen and removed.
    const passkeys = await tx
      .select({ name: webauthnCredentials.name })
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.userId, userId));
    await notifyPasswordChanged(
      tx,
      siteUrl,
      row,
      passkeys.map((passkey) => passkey.name),
    );
    return row.sessionVersion;
  });
}
