/**
 * Free courses (price 0, docs/decisions/2026-12-01-free-courses.md): enrolled at once with no
 * method, code or approval; refused where a payment step would be; every reader of the method
 * copes with none; price changes leave enrollments as they were made.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signedInCaller } from '../../../test/callers';
import { insertCourse } from '../../../test/courses';
import { createTestDatabase } from '../../../test/db';
import { configurePayments } from '../../../test/payments';
import { FREE_NOTHING_TO_PAY, METHOD_REQUIRED } from '../../shared/free-course';
import type { Database } from '../db/client';
import { courses, emailOutbox, enrollments } from '../db/schema';
import { enrollmentTrace } from '../services/account-deletion';
import { exportAccount } from '../services/account-export';
import { enrollmentCsvChunks } from '../services/enrollment-export';
import { UNDO_FREE } from '../services/enrollment-undo';
import { revenuePerMonth } from '../services/trends';
import { FieldRefusal } from '../trpc/field-refusal';

let database: Database;
let freeId: number;
let paidId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await configurePayments(database.db);
  freeId = await insertCourse(database.db, { title: 'Crypto for Beginners', price: 0 });
  paidId = await insertCourse(database.db, { title: 'Paid Masterclass', price: 4999 });
});
afterAll(async () => {
  await database.close();
});

async function mailsTo(email: string) {
  return database.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email));
}

describe('enrolling in a free course', () => {
  it('is confirmed at once: no method, no code, decided now by nobody, materials open, the "you are enrolled" mail', async () => {
    const { caller, account } = await signedInCaller(database.db);
    const created = await caller.enrollments.enroll({ courseId: freeId });
    expect(created).toMatchObject({
      paymentStatus: 'confirmed',
      paymentMethod: null,
      paymentCode: null,
      paymentReference: null,
      instructions: null,
    });
    expect(created.amountDue.usdCents).toBe(0);

    const [row] = await database.db.select().from(enrollments).where(eq(enrollments.id, created.id));
    expect(row).toMatchObject({ price: 0, paymentMethod: null, paymentCode: null, decidedBy: null, paymentStatus: 'confirmed' });
    expect(row?.decidedAt).toBeInstanceOf(Date);

    const [mine] = await caller.enrollments.mine();
    expect(mine).toMatchObject({
      paymentStatus: 'confirmed',
      paymentMethod: null,
      instructions: null,
      course: { downloadUrl: 'https://m.example.com/course.zip' },
    });

    const mails = await mailsTo(account.email);
    expect(mails.map((m) => m.kind)).toEqual(['enrollment.approved']);
    expect(mails[0]?.subject).toContain('You are enrolled in "Crypto for Beginners"');
    expect(mails[0]?.text).toContain('free course');
    expect(mails[0]?.text).not.toMatch(/payment code|US\$0\.00|confirmed your payment/i);
  });

  it('ignores a method an old client still sends (and its reference): stored as none', async () => {
    const { caller } = await signedInCaller(database.db);
    const created = await caller.enrollments.enroll({ courseId: freeId, paymentMethod: 'usdt', paymentReference: 'TX-1' });
    expect(created).toMatchObject({ paymentStatus: 'confirmed', paymentMethod: null, paymentReference: null, paymentCode: null });
  });

  it('keeps one open enrollment per learner and course', async () => {
    const { caller } = await signedInCaller(database.db);
    await caller.enrollments.enroll({ courseId: freeId });
    await expect(caller.enrollments.enroll({ courseId: freeId })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('needs no payment method to be open (nothing is paid)', async () => {
    const bare = await createTestDatabase();
    try {
      const course = await insertCourse(bare.db, { price: 0 });
      const { caller } = await signedInCaller(bare.db);
      // USDT has no address set there: not offered, yet a free course needs none.
      expect(await caller.enrollments.enroll({ courseId: course, paymentMethod: 'usdt' })).toMatchObject({ paymentStatus: 'confirmed' });
      const paid = await insertCourse(bare.db, { price: 100 });
      await expect(caller.enrollments.enroll({ courseId: paid, paymentMethod: 'usdt' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    } finally {
      await bare.close();
    }
  });
});

describe('a paid course', () => {
  it('without a method is refused at the field (400), nothing written', async () => {
    const { caller, account } = await signedInCaller(database.db);
    const refusal: unknown = await caller.enrollments.enroll({ courseId: paidId }).catch((err: unknown) => err);
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST', message: METHOD_REQUIRED });
    expect((refusal as { cause?: unknown }).cause).toBeInstanceOf(FieldRefusal);
    expect((refusal as { cause: FieldRefusal }).cause.field).toBe('paymentMethod');
    expect(await database.db.select().from(enrollments).where(eq(enrollments.userId, account.id))).toHaveLength(0);
  });

  it('cannot be stored without a method (the check allows none only at price 0)', async () => {
    const learner = await createAccount(database.db);
    const other = await createAccount(database.db);
    await database.db.execute(
      sql`insert into enrollments (user_id, course_id, price, payment_status) values (${other.id}, ${freeId}, 0, 'confirmed')`,
    );
    await expect(
      database.db.execute(
        sql`insert into enrollments (user_id, course_id, price, payment_status) values (${learner.id}, ${paidId}, 4999, 'pending')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`insert into enrollments (user_id, course_id, price, payment_method, payment_status) values (${learner.id}, ${paidId}, 4999, 'cheque', 'pending')`,
      ),
    ).rejects.toThrow();
  });
});

describe('no payment step on a free enrollment', () => {
  it('refuses a payment reference and a method change with a clear message', async () => {
    const { caller } = await signedInCaller(database.db);
    const free = await caller.enrollments.enroll({ courseId: freeId });
    await expect(caller.enrollments.updateReference({ id: free.id, paymentReference: 'TX-9' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: FREE_NOTHING_TO_PAY,
    });
    await expect(
      caller.enrollments.updateReference({ id: free.id, paymentReference: 'TX-9', expectedMethod: 'cash' }),
    ).rejects.toMatchObject({
      message: FREE_NOTHING_TO_PAY,
    });
    await expect(caller.enrollments.changeMethod({ id: free.id, paymentMethod: 'cash' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: FREE_NOTHING_TO_PAY,
    });
    // Someone else's free enrollment stays "not found" (ids reveal nothing).
    const { caller: other } = await signedInCaller(database.db);
    await expect(other.enrollments.changeMethod({ id: free.id, paymentMethod: 'cash' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the admin side with a free enrollment', () => {
  it('never queues it, lists it in no undo list, refuses to undo it; the needs-attention and stats reads are unaffected', async () => {
    const { caller } = await signedInCaller(database.db);
    const free = await caller.enrollments.enroll({ courseId: freeId });
    const paid = await caller.enrollments.enroll({ courseId: paidId, paymentMethod: 'cash' });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const queue = await admin.enrollments.pending();
    expect(queue.map((e) => e.id)).toContain(paid.id);
    expect(queue.map((e) => e.id)).not.toContain(free.id);
    // The dashboard's "needs attention" reads the queue's first rows.
    expect((await admin.enrollments.pending({ limit: 5, sort: 'newest' })).every((e) => e.paymentMethod !== null)).toBe(true);
    expect((await admin.enrollments.recent()).map((e) => e.id)).not.toContain(free.id);
    await expect(admin.enrollments.undo({ id: free.id })).rejects.toMatchObject({ code: 'CONFLICT', message: UNDO_FREE });
    await expect(admin.enrollments.reject({ id: free.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    const [still] = await database.db.select({ status: enrollments.paymentStatus }).from(enrollments).where(eq(enrollments.id, free.id));
    expect(still?.status).toBe('confirmed');
    const stats = await admin.admin.stats();
    const [pendingCount] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(eq(enrollments.paymentStatus, 'pending'));
    expect(stats.pendingEnrollments).toBe(pendingCount?.n);
  });

  it('exports it with an empty method cell and zero amounts', async () => {
    const { caller, account } = await signedInCaller(database.db);
    const free = await caller.enrollments.enroll({ courseId: freeId });
    let csv = '';
    for await (const chunk of enrollmentCsvChunks(database.db)) csv += chunk.toString('utf8');
    const line = csv.split('\n').find((l) => l.startsWith(`${free.id},`));
    expect(line).toBeDefined();
    const cells = line!.split(',');
    // enrollment_id, payment_code, status, method, amount_usd, amount_xcd, amount_usdt, course, learner, email
    expect(cells.slice(0, 7)).toEqual([String(free.id), '', 'confirmed', '', '0.00', '0.00', '0.00']);
    expect(line).toContain(account.email);
  });

  it('counts no revenue for it, by any method', async () => {
    const before = await revenuePerMonth(database.db);
    const { caller } = await signedInCaller(database.db);
    await caller.enrollments.enroll({ courseId: freeId });
    expect(await revenuePerMonth(database.db)).toEqual(before);
  });

  it('the account export shows no method; the deletion trace keeps no payment for it', async () => {
    const { caller, account } = await signedInCaller(database.db);
    const free = await caller.enrollments.enroll({ courseId: freeId });
    const exported = await exportAccount(database.db, account.id);
    expect(exported?.enrollments).toEqual([
      expect.objectContaining({ id: free.id, paymentMethod: null, paymentCode: null, paymentStatus: 'confirmed' }),
    ]);
    const trace = await enrollmentTrace(database.db, account.id);
    expect(trace.enrollments).toEqual({ pending: 0, confirmed: 1, rejected: 0 });
    expect(trace.confirmedPayments).toEqual([]);
  });
});

describe('price changes', () => {
  it('a paid course made free leaves its pending enrollments pending, with their method and price, for an admin to decide', async () => {
    const course = await insertCourse(database.db, { price: 2500 });
    const { caller } = await signedInCaller(database.db);
    const pending = await caller.enrollments.enroll({ courseId: course, paymentMethod: 'mobanking' });
    await database.db.update(courses).set({ price: 0 }).where(eq(courses.id, course));
    const [mine] = await caller.enrollments.mine();
    expect(mine).toMatchObject({ id: pending.id, paymentStatus: 'pending', paymentMethod: 'mobanking', amountDue: { usdCents: 2500 } });
    expect(mine?.instructions).not.toBeNull();
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    expect((await admin.enrollments.pending()).map((e) => e.id)).toContain(pending.id);
    expect(await admin.enrollments.approve({ id: pending.id })).toMatchObject({ paymentStatus: 'confirmed' });
    // A newcomer enrolls for free.
    const { caller: newcomer } = await signedInCaller(database.db);
    expect(await newcomer.enrollments.enroll({ courseId: course })).toMatchObject({ paymentStatus: 'confirmed', paymentMethod: null });
  });

  it('a free course made paid keeps its free enrollments confirmed at price 0; a new one needs a method', async () => {
    const course = await insertCourse(database.db, { price: 0 });
    const { caller } = await signedInCaller(database.db);
    const free = await caller.enrollments.enroll({ courseId: course });
    await database.db.update(courses).set({ price: 3000 }).where(eq(courses.id, course));
    const [row] = await database.db.select().from(enrollments).where(eq(enrollments.id, free.id));
    expect(row).toMatchObject({ price: 0, paymentStatus: 'confirmed', paymentMethod: null });
    const [mine] = await caller.enrollments.mine();
    expect(mine).toMatchObject({
      paymentStatus: 'confirmed',
      amountDue: { usdCents: 0 },
      course: { downloadUrl: 'https://m.example.com/course.zip' },
    });
    const { caller: newcomer } = await signedInCaller(database.db);
    await expect(newcomer.enrollments.enroll({ courseId: course })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: METHOD_REQUIRED,
    });
    // Sent with the free price the page showed: refused with the new price, not enrolled unseen.
    await expect(newcomer.enrollments.enroll({ courseId: course, expectedPrice: 0 })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
