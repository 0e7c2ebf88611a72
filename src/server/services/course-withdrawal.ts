/**
 * A course deleted after learners enrolled is archived (its history kept), and each learner whose
 * enrollment still waits for approval is emailed that it was withdrawn and not to pay: the delete
 * dialog promised it, and none was sent (probe 57, F3). Their last mail was the one with the bank
 * details; a learner who pays from it without opening the site would pay for nothing. A sample
 * course was never to be paid (every mail and card says so): its learners get no mail.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { notifyCourseWithdrawn } from './notifications';

export async function archiveCourseAndTellWaitingLearners(tx: DbOrTx, siteUrl: string, courseId: number) {
  const [course] = await tx
    .update(courses)
    .set({ archivedAt: new Date() })
    .where(eq(courses.id, courseId))
    .returning({ title: courses.title, sample: courses.demo });
  if (!course || course.sample) return;
  const waiting = await tx
    .select({
      email: users.email,
      fullName: users.fullName,
      paymentCode: enrollments.paymentCode,
      reportedPaid: sql<boolean>`${enrollments.paymentReference} is not null`,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.paymentStatus, 'pending')));
  for (const learner of waiting) await notifyCourseWithdrawn(tx, siteUrl, { ...learner, courseTitle: course.title });
}
