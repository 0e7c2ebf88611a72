/**
 * The admin's payment queue (issue 18): the pending list with filter and search, bulk
 * decisions (all or nothing). The accounting export is services/enrollment-export.ts.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { PaymentMethod } from '../../shared/constants';
import { likePattern } from '../../shared/schemas/common';
import { PENDING_PAGE } from '../../shared/schemas/enrollments';
import type { Db } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { decidePending } from './enrollment-decisions';

export async function listPendingEnrollments(db: Db, filter: { method?: PaymentMethod; q?: string; limit?: number } = {}) {
  const conditions: SQL[] = [eq(enrollments.paymentStatus, 'pending')];
  if (filter.method) conditions.push(eq(enrollments.paymentMethod, filter.method));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(
      ilike(enrollments.paymentCode, pattern),
      ilike(enrollments.paymentReference, pattern),
      ilike(users.fullName, pattern),
      ilike(users.username, pattern),
      ilike(users.email, pattern),
    );
    if (match) conditions.push(match);
  }
  return db
    .select({
      id: enrollments.id,
      paymentStatus: enrollments.paymentStatus,
      paymentMethod: enrollments.paymentMethod,
      paymentReference: enrollments.paymentReference,
      paymentCode: enrollments.paymentCode,
      // Any other enrollment (any status) with the same reference: one payment claimed twice?
      duplicateReference: sql<boolean>`exists (select 1 from ${enrollments} as dup where dup.payment_reference = ${enrollments.paymentReference} and dup.id <> ${enrollments.id})`,
      enrolledAt: enrollments.enrolledAt,
      user: { id: users.id, fullName: users.fullName, username: users.username, email: users.email },
      // archived: the course was withdrawn after this enrollment was made (the admin decides knowing it).
      course: { id: courses.id, title: courses.title, price: courses.price, archived: sql<boolean>`${courses.archivedAt} is not null` },
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(...conditions))
    .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id))
    .limit(filter.limit ?? PENDING_PAGE);
}

/**
 * Approve or reject many pending enrollments with one note. All or nothing: if any id is
 * missing or no longer pending, nothing changes. Each one is audited and its learner emailed.
 */
export async function bulkDecide(
  db: Db,
  opts: { ids: number[]; action: 'approve' | 'reject'; notes?: string; adminId: number; siteUrl: string },
) {
  const decision = opts.action === 'approve' ? 'confirmed' : 'rejected';
  return db.transaction(async (tx) => {
    const rows = await decidePending(tx, opts.ids, { ...opts, decision, notes: opts.notes ? opts.notes : null, bulk: true });
    if (rows.length !== opts.ids.length) {
      const done = new Set(rows.map((r) => r.id));
      const missing = opts.ids.filter((id) => !done.has(id));
      // Throwing rolls the whole batch back (its audit rows and emails too).
      throw new TRPCError({
        code: 'CONFLICT',
        message: `Nothing was changed: ${missing.length === 1 ? 'enrollment' : 'enrollments'} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing or no longer pending.`,
      });
    }
    return { action: opts.action, count: rows.length, ids: rows.map((r) => r.id).sort((a, b) => a - b) };
  });
}
