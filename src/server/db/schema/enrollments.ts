import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_XCD_RATE } from '../../../shared/xcd';
import { timestamps } from './columns';
import { courses } from './courses';
import { users } from './users';

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    paymentStatus: varchar('payment_status', { length: 10 }).$type<'pending' | 'confirmed' | 'rejected'>().notNull().default('pending'),
    /**
     * The course's price (US cents) when the learner enrolled: what they owe and what a confirmed
     * enrollment brought in, whatever the course costs later (a price change never rewrites either).
     */
    price: integer('price').notNull(),
    /**
     * The EC$ per US$ rate when the learner enrolled ("2.7"): the EC$ amount they were told to pay
     * and what a confirmed enrollment brought in, whatever the rate is set to later. Read from the
     * settings at each reading, the email said EC$2.75 while the profile, the queue and the CSV
     * said EC$2.70, and a month's exported takings changed with the rate (probe 78, F1).
     */
    xcdRate: text('xcd_rate').notNull().default(DEFAULT_XCD_RATE),
    /** How the learner pays; null for a free course's enrollment (price 0: nothing to pay, confirmed at once). */
    paymentMethod: varchar('payment_method', { length: 10 }).$type<'cash' | 'usdt' | 'mobanking'>(),
    paymentReference: varchar('payment_reference', { length: 120 }),
    /** What the learner quotes when paying (e.g. DCE-7K4M); set on insert, unique. */
    paymentCode: varchar('payment_code', { length: 12 }),
    adminNotes: text('admin_notes'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    // One open (pending or confirmed) enrollment per user and course; rejected ones may be retried.
    uniqueIndex('enrollments_open_unique_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.paymentStatus} in ('pending', 'confirmed')`),
    uniqueIndex('enrollments_payment_code_idx').on(t.paymentCode),
    // The queue's search finds a code typed any way ("dce jtet"): the pending codes, letters and
    // digits only, upper case, searchable by prefix (text_pattern_ops serves LIKE 'X%' in any collation).
    index('enrollments_pending_code_norm_idx')
      .using('btree', sql`${normalizedCodeOf(t.paymentCode)} text_pattern_ops`)
      .where(sql`${t.paymentStatus} = 'pending'`),
    // The admin queue's duplicate-reference warning looks references up as it compares them:
    // trimmed, lower case (services/enrollment-queue.ts referenceKey; the probe of 2026-11-29).
    index('enrollments_payment_reference_key_idx').on(sql`lower(btrim(${t.paymentReference}))`),
    index('enrollments_user_idx').on(t.userId),
    // The queue's recent decisions (those an admin may still undo) are the last minutes' decided_at.
    index('enrollments_decided_at_idx').on(t.decidedAt),
    index('enrollments_course_idx').on(t.courseId),
    index('enrollments_status_idx').on(t.paymentStatus, t.enrolledAt, t.id),
    // The dashboard trends: enrollments per week (enrolled_at) and confirmed revenue per month (decided_at).
    // With the columns they aggregate, so both read the index only.
    index('enrollments_enrolled_at_idx').on(t.enrolledAt, t.paymentStatus),
    index('enrollments_confirmed_decided_at_idx')
      .on(t.decidedAt, t.paymentMethod, t.price, t.courseId)
      .where(sql`${t.paymentStatus} = 'confirmed'`),
    check('enrollments_price_check', sql`${t.price} >= 0`),
    check('enrollments_status_check', sql`${t.paymentStatus} in ('pending', 'confirmed', 'rejected')`),
    // A method is one of the three; none only where nothing is owed (a free course, docs/decisions/2026-12-01-free-courses.md).
    // Spelled out both ways: `null in (...)` is unknown, which a check lets through.
    check(
      'enrollments_method_check',
      sql`(${t.paymentMethod} is null and ${t.price} = 0) or (${t.paymentMethod} is not null and ${t.paymentMethod} in ('cash', 'usdt', 'mobanking'))`,
    ),
  ],
);

/** A payment code as the queue's search compares it (shared/pending-queue.ts normalizeCode does the same to the typed text). */
function normalizedCodeOf(code: AnyPgColumn | SQL) {
  return sql`upper(regexp_replace(${code}, '[^A-Za-z0-9]', '', 'g'))`;
}

export const normalizedPaymentCode = normalizedCodeOf(enrollments.paymentCode);
