/**
 * Changing the email address of one's own account (issue 25): a single-use link, valid for 24
 * hours, goes to the new address (only a SHA-256 of its token is stored, as for password resets);
 * the current address is told of the request. The address changes when the link is opened.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { EMAIL_CHANGE_MAILS_CAPPED, INVALID_EMAIL_LINK, SAME_EMAIL } from '../../shared/schemas/account';
import type { Db } from '../db/client';
import { emailChangeTokens, users } from '../db/schema';
import { spendAccountLinks, spendEmailChangeLinks } from './account-links';
import { recordAudit } from './audit';
import { notifyEmailChanged, sendEmailChangeLinks } from './account-notifications';
import { assertAccountIsFree } from './users';
import { fieldRefusal } from '../trpc/field-refusal';
import { SIGN_IN_REQUIRED } from '../../shared/constants';

export const EMAIL_CHANGE_LINK_HOURS = 24;
const LINK_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Only the newest link of an account works: asking again spends the earlier ones. */
/**
 * `mailConfigured` false (no SMTP_URL): the address is checked and nothing more. A link that can
 * never arrive is not made, nor the hour's share of links spent on it: the fourth such request
 * was refused with "we have sent several confirmation links" though none had been sent.
 */
export async function requestEmailChange(
  db: Db,
  siteUrl: string,
  userId: number,
  newEmail: string,
  { mailConfigured }: { mailConfigured: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, userId));
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
    // At the form's own field, so a page sent without JavaScript shows them there (the probe of 2026-11-29).
    if (user.email === newEmail) throw fieldRefusal('BAD_REQUEST', 'newEmail', SAME_EMAIL);
    // Checked now so the learner hears at once; checked again when the link is opened.
    await assertAccountIsFree(tx, { email: newEmail }, userId, 'newEmail');
    if (!mailConfigured) return;
    await spendEmailChangeLinks(tx, userId);
    const token = randomBytes(32).toString('base64url');
    await tx.insert(emailChangeTokens).values({ userId, newEmail, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LINK_MS) });
    // Past the cap nothing is sent, and the refusal rolls the new link (and the spending of the
    // older ones, which may still be on their way) back.
    if (!(await sendEmailChangeLinks(tx, siteUrl, user, newEmail, token)))
      throw fieldRefusal('TOO_MANY_REQUESTS', 'newEmail', EMAIL_CHANGE_MAILS_CAPPED);
  });
}

/**
 * Spends the link and switches the address (anyone holding the link may open it: it proves the
 * new address is reachable). 409 when another account took the address meanwhile; the link is
 * then left unspent, so it works if the address becomes free again before it expires.
 */
export async function confirmEmailChange(db: Db, siteUrl: string, token: string): Promise<{ userId: number }> {
  // Another account taking the address meanwhile is a unique violation: a 409 at the field (unique-conflicts.ts).
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailChangeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailChangeTokens.tokenHash, hashToken(token)),
          isNull(emailChangeTokens.usedAt),
          gt(emailChangeTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
    if (!link) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_EMAIL_LINK });
    await assertAccountIsFree(tx, { email: link.newEmail }, link.userId);
    const [before] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, link.userId))
      .for('update');
    if (!before) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_EMAIL_LINK });
    await tx.update(users).set({ email: link.newEmail, emailConfirmedAt: new Date() }).where(eq(users.id, link.userId));
    // A reset link mailed to the old address would hand the account back to whoever reads that mailbox.
    await spendAccountLinks(tx, link.userId);
    // Admins see accounts' addresses: the change is in their log, made by the account itself.
    await recordAudit(tx, {
      actorId: link.userId,
      action: 'user.email_change',
      targetType: 'user',
      targetId: link.userId,
      summary: { email: [before.email, link.newEmail] },
    });
    await notifyEmailChanged(tx, siteUrl, before, link.newEmail);
    return { userId: link.userId };
  });
}
