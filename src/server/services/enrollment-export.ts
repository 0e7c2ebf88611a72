/**
 * The accounting export (enrollments.csv): every enrollment, newest first, as CSV text in keyset
 * batches on (enrolled_at, id) (services/csv-batches.ts: constant memory, however many there are).
 * The method in the words the site shows ("Mobile Banking", not `mobanking`; empty for a free course); the amount due in US$,
 * EC$ (at the rate of the day the learner enrolled, kept on the enrollment) and USDT with 2 decimals (services/amount-due.ts); dates ISO 8601
 * in Dominica time with the offset (`2026-12-01T21:30:00.000-04:00`: the dashboard's days); formula cells neutralised.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/constants';
import { dominicaIsoString } from '../../shared/dominica-time';
import { neutralizeFormula, SPREADSHEET_SAFE_CSV_OPTIONS } from '../../shared/subscribers-csv';
import type { Db } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { amountDueFor } from './amount-due';
import { csvBatches, EXPORT_BATCH, type KeysetCsv } from './csv-batches';

export const EXPORT_COLUMNS = [
  'enrollment_id',
  'payment_code',
  'status',
  'method',
  'amount_usd',
  'amount_xcd',
  'amount_usdt',
  'course',
  'learner',
  'email',
  'payment_reference',
  'enrolled_at',
  'decided_at',
  'notes',
  'sample_course',
] as const;

export const EXPORT_FILENAME = 'enrollments.csv';

/** The header line of the file. */
export const EXPORT_HEADER = stringify([[...EXPORT_COLUMNS]], SPREADSHEET_SAFE_CSV_OPTIONS);

interface ExportRow {
  id: number;
  /**
   * enrolled_at exactly as PostgreSQL prints it (microseconds): the next page starts after it. A
   * JavaScript Date keeps milliseconds only, and a page starting after the rounded time would skip
   * the rows enrolled within the same millisecond.
   */
  position: string;
  paymentCode: string | null;
  status: string;
  /** Null for a free course's enrollment: an empty cell (its amounts are 0.00). */
  method: PaymentMethod | null;
  price: number;
  course: string;
  learner: string;
  email: string;
  reference: string | null;
  enrolledAt: Date;
  decidedAt: Date | null;
  notes: string | null;
  xcdRate: string;
  /** A sample course's (issue 28): its learners were told nothing was paid and nothing is due. */
  sample: boolean;
}

/** In this order (postgres.js hands the values in the select's order). */
const exportColumns = {
  id: enrollments.id,
  position: sql<string>`${enrollments.enrolledAt}::text`,
  paymentCode: enrollments.paymentCode,
  status: enrollments.paymentStatus,
  method: enrollments.paymentMethod,
  price: enrollments.price,
  course: courses.title,
  learner: users.fullName,
  email: users.email,
  reference: enrollments.paymentReference,
  enrolledAt: enrollments.enrolledAt,
  decidedAt: enrollments.decidedAt,
  notes: enrollments.adminNotes,
  // The EC$ rate the learner was quoted: a later change of the rate never rewrites past takings.
  xcdRate: enrollments.xcdRate,
  sample: courses.demo,
};

type Position = { at: string; id: number };

function enrollmentCsv(db: Db): KeysetCsv<ExportRow, Position> {
  return {
    page: (after, limit) =>
      db
        .select(exportColumns)
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.userId))
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(after ? sql`(${enrollments.enrolledAt}, ${enrollments.id}) < (${after.at}::timestamptz, ${after.id})` : undefined)
        .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
        .limit(limit),
    fromValues: (values) => {
      const [
        id,
        position,
        paymentCode,
        status,
        method,
        price,
        course,
        learner,
        email,
        reference,
        enrolledAt,
        decidedAt,
        notes,
        xcdRate,
        sample,
      ] = values as [
        number,
        string,
        string | null,
        string,
        PaymentMethod | null,
        number,
        string,
        string,
        string,
        string | null,
        string,
        string | null,
        string | null,
        string,
        boolean,
      ];
      return {
        id,
        position,
        paymentCode,
        status,
        method,
        price,
        course,
        learner,
        email,
        reference,
        enrolledAt: new Date(enrolledAt),
        decidedAt: decidedAt === null ? null : new Date(decidedAt),
        notes,
        xcdRate,
        sample,
      };
    },
    keyOf: (row) => ({ at: row.position, id: row.id }),
    cells: (r) => {
      // Nothing was paid for a sample course (its approval mail says so): no amount for accounting (probe 67, F1).
      const due = amountDueFor(r.sample ? 0 : r.price, r.xcdRate);
      return [
        String(r.id),
        r.paymentCode ?? '',
        r.status,
        r.method ? (PAYMENT_METHOD_LABELS[r.method] ?? r.method) : '',
        due.usdt,
        (due.xcdCents / 100).toFixed(2),
        due.usdt,
        r.course,
        r.learner,
        r.email,
        r.reference ?? '',
        dominicaIsoString(r.enrolledAt),
        r.decidedAt ? dominicaIsoString(r.decidedAt) : '',
        r.notes ?? '',
        r.sample ? 'yes' : '',
      ].map(neutralizeFormula);
    },
  };
}

/** Every enrollment, newest first, as CSV lines (no header), one Buffer per batch. */
export function enrollmentCsvChunks(db: Db, batch = EXPORT_BATCH): AsyncGenerator<Buffer> {
  return csvBatches(db, enrollmentCsv(db), batch);
}
