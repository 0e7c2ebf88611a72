/**
 * The admin's payment queue (issue 18): the pending list with filter and search, bulk
 * decisions (all or nothing). The accounting export is services/enrollment-export.ts.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { PaymentMethod } from '../../shared/constants';
import { likePattern } from '../../shared/schemas/common';
import { PENDING_PAGE, type SeenPayment } from '../../shared/schemas/enrollments';
import { PAYMENT_COLUMNS } from './enrollments';
import { normalizeCode, type PendingAge, type PendingSort } from '../../shared/pending-queue';
import type { Db } from '../db/client';
import { courses, enrollments, normalizedPaymentCode, users } from '../db/schema';
import { amountDueFor } from './amount-due';
import { decidePending } from './enrollment-decisions';

export interface PendingFilter {
  method?: PaymentMethod;
  q?: string;
  age?: PendingAge;
  sort?: PendingSort;
  limit?: number;
}

const DAY = sql`interval '1 day'`;

/** The age filter as a condition on enrolled_at (the database's clock: the same for every server). */
function ageCondition(age: PendingAge): SQL {
  switch (age) {
    case 'today':
      return sql`${enrollments.enrolledAt} > now() - ${DAY}`;
    case '1d':
      return sql`${enrollments.enrolledAt} <= now() - ${DAY}`;
    case '3d':
      return sql`${enrollments.enrolledAt} <= now() - 3 * ${DAY}`;
    case '7d':
      return sql`${enrollments.enrolledAt} <= now() - 7 * ${DAY}`;
  }
}

/**
 * Pending enrollments whose payment code matches `q` typed any way ("dce jtet", "jtet",
 * "DCE-JTET"): both sides letters and digits only, upper case, compared as a prefix. The
 * subquery reads the partial expression index enrollments_pending_code_norm_idx (schema).
 */
function codeMatch(q: string): SQL | undefined {
  const code = normalizeCode(q);
  if (!code) return undefined;
  const prefixes = code.startsWith('DCE') ? [code] : [code, `DCE${code}`];
  // Letters and digits only: nothing in them is a LIKE wildcard.
  const byCode = or(...prefixes.map((p) => like(normalizedPaymentCode, `${p}%`)));
  return sql`${enrollments.id} in (select ${enrollments.id} from ${enrollments} where ${enrollments.paymentStatus} = 'pending' and ${byCode})`;
}

/**
 * A payment reference as the duplicate flag compares it: trimmed, lower case. The same expression
 * as the index enrollments_payment_reference_key_idx (schema), so each lookup reads that index.
 */
function referenceKey(reference: SQLWrapper): SQL {
  return sql`lower(btrim(${reference}))`;
}

export async function listPendingEnrollments(db: Db, filter: PendingFilter = {}) {
  // A free course's enrollment has no method: it is confirmed as it is made, never waits here.
  const conditions: SQL[] = [eq(enrollments.paymentStatus, 'pending'), isNotNull(enrollments.paymentMethod)];
  if (filter.method) conditions.push(eq(enrollments.paymentMethod, filter.method));
  if (filter.age) conditions.push(ageCondition(filter.age));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    // The learner's name, username or email is matched in its own subquery, read once through the
    // users' trigram indexes: named in the same OR as the enrollment's columns, the planner could
    // use no index and read every user (16 ms at 100,000 users; docs/decisions/2026-11-25-admin-lists-at-scale.md).
    const learners = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.fullName, pattern), ilike(users.username, pattern), ilike(users.email, pattern)));
    const match = or(
      codeMatch(filter.q),
      ilike(enrollments.paymentCode, pattern),
      ilike(enrollments.paymentReference, pattern),
      inArray(enrollments.userId, learners),
    );
    if (match) conditions.push(match);
  }
  const order =
    filter.sort === 'newest' ? [desc(enrollments.enrolledAt), desc(enrollments.id)] : [asc(enrollments.enrolledAt), asc(enrollments.id)];
  const rows = await db
    .select({
      ...PAYMENT_COLUMNS,
      // Any other enrollment (any status) with the same reference: one payment claimed twice? A bank
      // reference is the same whatever its letter case and the spaces around it (MB-778812 and
      // " mb-778812"); no reference (null, or only spaces) is never a duplicate.
      duplicateReference: sql<boolean>`exists (select 1 from ${enrollments} as dup where ${referenceKey(sql`dup.payment_reference`)} = ${referenceKey(enrollments.paymentReference)} and ${referenceKey(enrollments.paymentReference)} <> '' and dup.id <> ${enrollments.id})`,
      enrolledAt: enrollments.enrolledAt,
      user: { id: users.id, fullName: users.fullName, username: users.username, email: users.email },
      // archived: the course was withdrawn after this enrollment was made (the admin decides knowing it).
      course: {
        id: courses.id,
        title: courses.title,
        price: courses.price,
        archived: sql<boolean>`${courses.archivedAt} is not null`,
        sample: courses.demo,
      },
      // What this learner owes: the price they enrolled at (the course's may have changed since).
      price: enrollments.price,
      // The admin's EC$ rate, in the same statement (computed once for the whole list).
      xcdRate: enrollments.xcdRate,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit ?? PENDING_PAGE);
  // Every row has a method (the condition above); the check only tells the type so.
  return rows.flatMap(({ xcdRate, price, paymentMethod, ...row }) =>
    paymentMethod ? [{ ...row, paymentMethod, amountDue: amountDueFor(price, xcdRate) }] : [],
  );
}

/**
 * Why a batch changed nothing, naming each enrollment as the queue shows it (its payment code and
 * learner) and what became of it: an id appears on no screen (the probe of 2026-11-29).
 */
async function notPendingMessage(tx: Pick<Db, 'select'>, ids: number[]): Promise<string> {
  const found = await tx
    .select({ id: enrollments.id, code: enrollments.paymentCode, learner: users.fullName, status: enrollments.paymentStatus })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(inArray(enrollments.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  const named = ids.map((id) => {
    const row = byId.get(id);
    if (!row) return 'one of them was deleted';
    const name = `${row.code ?? `enrollment ${id}`} (${row.learner})`;
    if (row.status === 'pending') return `${name} could not be decided`;
    return `${name} is no longer pending: it was ${row.status === 'confirmed' ? 'approved' : 'rejected'}`;
  });
  return `Nothing was changed: ${named.join('; ')}. Reload the queue and choose again.`;
}

/**
 * Approve or reject many pending enrollments with one note. All or nothing: if any id is
 * missing or no longer pending, nothing changes. Each one is audited and its learner emailed.
 */
export async function bulkDecide(
  db: Db,
  opts: {
    ids: number[];
    action: 'approve' | 'reject';
    notes?: string;
    seen?: (SeenPayment & { id: number })[];
    adminId: number;
    siteUrl: string;
  },
) {
  const decision = opts.action === 'approve' ? 'confirmed' : 'rejected';
  return db.transaction(async (tx) => {
    const rows = await decidePending(tx, opts.ids, { ...opts, decision, notes: opts.notes ? opts.notes : null, bulk: true });
    if (rows.length !== opts.ids.length) {
      const done = new Set(rows.map((r) => r.id));
      const missing = opts.ids.filter((id) => !done.has(id));
      // Throwing rolls the whole batch back (its audit rows and emails too).
      throw new TRPCError({ code: 'CONFLICT', message: await notPendingMessage(tx, missing) });
    }
    // One time for the whole batch (decidePending sets it once): what an Undo of it names (enrollment-undo.ts).
    const decidedAt = rows[0]?.decidedAt ?? null;
    return { action: opts.action, count: rows.length, ids: rows.map((r) => r.id).sort((a, b) => a - b), decidedAt };
  });
}
