/**
 * Everything the site holds about one account, for `GET /api/user/export` (issue 25). Chosen
 * column by column: never a password hash, a TOTP secret, a recovery code or a token.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AccountExport } from '../../shared/schemas/account';
import type { Db } from '../db/client';
import { courses, enrollments, subscribers, users } from '../db/schema';
import { publicUserColumns } from './users';
import { listCertificates } from './certificates';
import { listProgress, listQuizPasses } from './learning-progress';

export async function exportAccount(db: Db, userId: number): Promise<AccountExport | undefined> {
  const [profile] = await db
    .select({
      ...publicUserColumns,
      twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
      emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return undefined;
  const { twoFactorEnabled, emailConfirmed, ...account } = profile;
  const [held, [newsletter], progress, quizPasses, certificates] = await Promise.all([
    db
      .select({
        id: enrollments.id,
        course: { id: courses.id, title: courses.title },
        paymentStatus: enrollments.paymentStatus,
        priceUsdCents: enrollments.price,
        paymentMethod: enrollments.paymentMethod,
        paymentCode: enrollments.paymentCode,
        paymentReference: enrollments.paymentReference,
        notes: enrollments.adminNotes,
        enrolledAt: enrollments.enrolledAt,
        decidedAt: enrollments.decidedAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id)),
    // The newsletter list is kept by address, not by account, and registering does not prove the
    // address: anyone could sign up with another person's and read when they subscribed (probe 71, F2).
    emailConfirmed
      ? db
          .select({
            email: subscribers.email,
            subscribed: subscribers.subscribed,
            subscribedAt: subscribers.subscribedAt,
            unsubscribedAt: subscribers.unsubscribedAt,
          })
          .from(subscribers)
          .where(eq(subscribers.email, account.email))
      : [],
    listProgress(db, userId),
    listQuizPasses(db, userId),
    listCertificates(db, userId),
  ]);
  return {
    exportedAt: new Date(),
    profile: account,
    security: { twoFactorEnabled: Boolean(twoFactorEnabled), emailConfirmed: Boolean(emailConfirmed) },
    enrollments: held,
    newsletter: newsletter ?? null,
    progress,
    quizPasses,
    certificates,
  };
}
