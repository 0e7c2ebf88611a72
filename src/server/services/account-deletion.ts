/**
 * A signed-in user deleting their own account (issue 25); the step-up proof is checked by the
 * caller. What happens to enrollments: docs/decisions/2026-11-25-account-deletion.md.
 */
import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { PRIMARY_ADMIN_ID, SIGN_IN_REQUIRED } from '../../shared/constants';
import { OWN_ADMIN_DELETE_MESSAGE } from '../../shared/schemas/account';
import { PRIMARY_ADMIN_DELETE_MESSAGE } from '../../shared/schemas/users';
import type { Db, DbOrTx } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { notifyAccountDeleted } from './account-notifications';
import { recordAudit } from './audit';

/**
 * Refused before the proof is checked: nothing to guess at. An admin account is never deleted, the
 * same rule as the users screen's (probe 35, F3): its audit records would lose their author.
 */
export function assertMayDeleteOwnAccount(user: { id: number; role: string }): void {
  if (user.id === PRIMARY_ADMIN_ID) throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_DELETE_MESSAGE });
  if (user.role === 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: OWN_ADMIN_DELETE_MESSAGE });
}

/**
 * What stays of an account's enrollments once it is deleted (they go with it: the foreign keys
 * cascade): how many of each status, and the accounting trace of the payments that were received,
 * without name, username or email: payment code, course, method, the price enrolled at and when it
 * was confirmed. Read before the delete, written into its audit row; the same whoever deletes
 * (the learner, or an admin: probe 39, F3, where an admin's delete kept only the username). The
 * admin's row also keeps the username it always kept (an admin removing an account answers for
 * whose it was); a learner's own row names no one.
 */
export async function enrollmentTrace(db: DbOrTx, userId: number) {
  const held = await db
    .select({
      status: enrollments.paymentStatus,
      paymentCode: enrollments.paymentCode,
      method: enrollments.paymentMethod,
      courseId: courses.id,
      courseTitle: courses.title,
      priceUsdCents: enrollments.price,
      decidedAt: enrollments.decidedAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    // Locked until the delete commits: an approval running now either came first (and is in the
    // trace as received) or waits and finds the enrollment gone.
    .for('update', { of: enrollments });
  const count = (status: string) => held.filter((e) => e.status === status).length;
  return {
    enrollments: { pending: count('pending'), confirmed: count('confirmed'), rejected: count('rejected') },
    // A free course's enrollment (no method) received no payment: it is counted above, not traced here.
    confirmedPayments: held
      .filter((e) => e.status === 'confirmed' && e.method !== null)
      .map(({ paymentCode, method, courseId, courseTitle, priceUsdCents, decidedAt }) => ({
        paymentCode,
        method,
        courseId,
        courseTitle,
        priceUsdCents,
        confirmedAt: decidedAt?.toISOString() ?? null,
      })),
  };
}

/**
 * Deletes the account; its enrollments, tokens and recovery codes go with it (the foreign keys
 * cascade). The accounting trace of payments that were received stays, without name, username or
 * email, in the audit row: payment code, course, method, the price enrolled at and when it was
 * confirmed. The account's address is told (a thief with the password cannot delete unseen).
 */
export async function deleteOwnAccount(db: Db, siteUrl: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The role as stored now, locked: a promotion between the session's read and the delete is refused too.
    const [account] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
    assertMayDeleteOwnAccount(account);
    const trace = await enrollmentTrace(tx, userId);
    const [removed] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ id: users.id, role: users.role, email: users.email, fullName: users.fullName });
    if (!removed) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
    await recordAudit(tx, {
      // The actor no longer exists: the row names the deleted account's id as its target only.
      actorId: null,
      action: 'user.self_delete',
      targetType: 'user',
      targetId: removed.id,
      summary: { role: removed.role, ...trace },
    });
    await notifyAccountDeleted(tx, siteUrl, removed);
  });
}
