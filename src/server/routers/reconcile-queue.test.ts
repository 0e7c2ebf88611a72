/**
 * The reconciliation queue (issue 27): the amount due in three currencies, a code search that
 * forgives spacing and case, the age filter and order, and undoing a decision within the window.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { configurePayments, TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import { UNDO_WINDOW_MINUTES } from '../../shared/pending-queue';
import type { Database } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { auditLog, courses, emailOutbox, enrollments, users } from '../db/schema';
import { amountDueFor } from '../services/amount-due';
import {
  UNDO_ALREADY_UNDONE,
  undoChangedMessage,
  UNDO_NOTHING,
  UNDO_REENROLLED,
  UNDO_TOO_LATE,
  UNDO_WITHDRAWN,
} from '../services/enrollment-undo';

let database: Database;
let courseIds: number[] = [];
type Caller = Awaited<ReturnType<typeof signedInCaller>>['caller'];
let admin: Caller;
let adminId: number;

async function addCourse(title: string, price: number) {
  const [row] = await database.db
    .insert(courses)
    .values({
      title,
      description: 'A queue course.',
      level: 'Beginner',
      duration: '1 week',
      price,
      downloadUrl: 'https://m.example.com/q.zip',
    })
    .returning({ id: courses.id });
  return row!.id;
}

/** A new learner with one pending enrollment; its payment code set to `code` when given. */
async function pendingEnrollment(opts: { course?: number; method?: 'cash' | 'usdt' | 'mobanking'; code?: string } = {}) {
  const { caller, account } = await signedInCaller(database.db);
  const created = await caller.enrollments.enroll({ courseId: opts.course ?? courseIds[0]!, paymentMethod: opts.method ?? 'cash' });
  if (opts.code) await database.db.update(enrollments).set({ paymentCode: opts.code }).where(eq(enrollments.id, created.id));
  return { id: created.id, learner: caller, account, code: opts.code ?? created.paymentCode };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await configurePayments(database.db);
  courseIds = [await addCourse('Queue Fifty', 5000), await addCourse('Queue Odd', 4999), await addCourse('Queue Cent', 1)];
  const signed = await signedInCaller(database.db, 'admin');
  admin = signed.caller;
  adminId = signed.account.id;
});
afterAll(async () => {
  await database.close();
});

describe('amountDueFor', () => {
  it('gives US cents, EC cents at the rate (halves up) and USDT as a decimal string', () => {
    expect(amountDueFor(4999, '2.7')).toEqual({ usdCents: 4999, xcdCents: 13497, usdt: '49.99' });
    expect(amountDueFor(5000, '2.7')).toEqual({ usdCents: 5000, xcdCents: 13500, usdt: '50.00' });
    expect(amountDueFor(1, '2.5')).toEqual({ usdCents: 1, xcdCents: 3, usdt: '0.01' });
    expect(amountDueFor(0, '2.7')).toEqual({ usdCents: 0, xcdCents: 0, usdt: '0.00' });
    expect(amountDueFor(100_000_000, '999.9999')).toEqual({ usdCents: 100_000_000, xcdCents: 99_999_990_000, usdt: '1000000.00' });
  });
});

describe('the pending list', () => {
  it('carries amountDue at the EC$ rate of the day the learner enrolled, whatever the rate is set to later (probe 78, F1)', async () => {
    const e = await pendingEnrollment({ course: courseIds[1] });
    const row = (await admin.enrollments.pending({ q: e.account.username }))[0];
    expect(row?.amountDue).toEqual({ usdCents: 4999, xcdCents: 13497, usdt: '49.99' });
    await configurePayments(database.db, { ...TEST_PAYMENT_SETTINGS, xcdRate: '2.5' });
    try {
      // What the learner was told (and emailed) is what everyone reads: queue, profile, export.
      const again = (await admin.enrollments.pending({ q: e.account.username }))[0];
      expect(again?.amountDue).toEqual({ usdCents: 4999, xcdCents: 13497, usdt: '49.99' });
      expect((await e.learner.enrollments.mine()).find((m) => m.id === e.id)?.amountDue.xcdCents).toBe(13497);
      const [mail] = await database.db
        .select({ text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, e.account.email), eq(emailOutbox.kind, 'enrollment.instructions')));
      expect(mail?.text).toContain('EC$134.97');
      // A learner enrolling now is quoted the new rate.
      const later = await pendingEnrollment({ course: courseIds[1] });
      expect((await admin.enrollments.pending({ q: later.account.username }))[0]?.amountDue.xcdCents).toBe(12498);
    } finally {
      await configurePayments(database.db);
    }
  });

  it('says which payments are for a sample course, whose learners were told not to pay (probe 78, F5)', async () => {
    const sample = await addCourse('Queue Sample', 7999);
    await database.db.update(courses).set({ demo: true }).where(eq(courses.id, sample));
    const { id } = await pendingEnrollment({ course: sample });
    const paid = await pendingEnrollment({ course: courseIds[0] });
    const rows = await admin.enrollments.pending({});
    expect(rows.find((r) => r.id === id)).toMatchObject({ course: { sample: true } });
    expect(rows.find((r) => r.id === paid.id)).toMatchObject({ course: { sample: false } });
  });

  it('finds a learner by part of their full name, username or email in any case, with the method filter, and only theirs', async () => {
    const target = await pendingEnrollment({ method: 'usdt' });
    const other = await pendingEnrollment({ method: 'usdt' });
    await database.db
      .update(users)
      .set({ fullName: 'Marisol Quedeville', email: `mq.${target.account.id}@Roseau.example` })
      .where(eq(users.id, target.account.id));
    for (const typed of ['quedevil', 'MARISOL Q', target.account.username.slice(0, -1).toUpperCase(), `mq.${target.account.id}@roseau`]) {
      expect(
        (await admin.enrollments.pending({ q: typed, method: 'usdt' })).map((r) => r.id),
        typed,
      ).toEqual([target.id]);
    }
    expect(await admin.enrollments.pending({ q: 'quedevil', method: 'cash' })).toEqual([]);
    expect((await admin.enrollments.pending({ q: other.account.username })).map((r) => r.id)).toEqual([other.id]);
  });

  it('finds a payment code however it is typed, and only that one', async () => {
    const target = await pendingEnrollment({ code: 'DCE-JTET' });
    await pendingEnrollment({ code: 'DCE-JTEX' });
    for (const typed of ['dce jtet', 'dcejtet', 'DCE-JTET', ' d c e - j t e t ', 'Dce_Jtet', 'jtet', 'JT ET']) {
      const found = await admin.enrollments.pending({ q: typed });
      expect(
        found.map((r) => r.paymentCode),
        typed,
      ).toEqual(['DCE-JTET']);
      expect(found[0]?.id).toBe(target.id);
    }
    // A prefix finds both; a code that does not exist finds none.
    expect((await admin.enrollments.pending({ q: 'dce jte' })).map((r) => r.paymentCode).sort()).toEqual(['DCE-JTET', 'DCE-JTEX']);
    expect(await admin.enrollments.pending({ q: 'dce jtem' })).toEqual([]);
    // Punctuation alone is no code and matches nothing special (no crash, no everything).
    expect(await admin.enrollments.pending({ q: '%_\\' })).toEqual([]);
  });

  it('the code search can be answered from the expression index on the normalised pending codes', async () => {
    // Scans forbidden and the status index set aside (inside a transaction that rolls back), so
    // the plan shows whether the expression index serves the query's exact expression.
    let plan = '';
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`drop index enrollments_status_idx`);
        const rows = await executeRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select id from enrollments where payment_status = 'pending' and upper(regexp_replace(payment_code, '[^A-Za-z0-9]', '', 'g')) like 'DCEJTET%'`,
        );
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(plan).toContain('enrollments_pending_code_norm_idx');
  });

  it('filters by age and method, oldest first by default, newest first on request', async () => {
    const old = await pendingEnrollment({ method: 'mobanking', course: courseIds[2] });
    const fresh = await pendingEnrollment({ method: 'mobanking', course: courseIds[2] });
    await database.db
      .update(enrollments)
      .set({ enrolledAt: sql`now() - interval '4 days'` })
      .where(eq(enrollments.id, old.id));
    const ids = async (input: Parameters<Caller['enrollments']['pending']>[0]) => (await admin.enrollments.pending(input)).map((r) => r.id);
    expect(await ids({ age: '3d' })).toContain(old.id);
    expect(await ids({ age: '3d' })).not.toContain(fresh.id);
    expect(await ids({ age: '7d' })).not.toContain(old.id);
    expect(await ids({ age: 'today' })).toContain(fresh.id);
    expect(await ids({ age: 'today' })).not.toContain(old.id);
    const mobanking = await ids({ method: 'mobanking' });
    expect(mobanking.indexOf(old.id)).toBeLessThan(mobanking.indexOf(fresh.id));
    const newest = await ids({ method: 'mobanking', sort: 'newest' });
    expect(newest.indexOf(fresh.id)).toBeLessThan(newest.indexOf(old.id));
    expect(await ids({ method: 'cash', age: '3d' })).not.toContain(old.id);
    await expect(admin.enrollments.pending({ age: 'forever' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.enrollments.pending({ sort: 1 } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('undo', () => {
  const outboxFor = (email: string, kind: string) =>
    database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)));

  it('an approval undone within the window is pending again, audited, listed no more, and the learner told', async () => {
    const e = await pendingEnrollment({ course: courseIds[0] });
    await admin.enrollments.approve({ id: e.id, notes: 'Paid' });
    const recent = await admin.enrollments.recent();
    const listed = recent.find((r) => r.id === e.id);
    expect(listed).toMatchObject({ paymentStatus: 'confirmed', amountDue: { usdCents: 5000, xcdCents: 13500, usdt: '50.00' } });
    expect(listed!.undoUntil.getTime() - listed!.decidedAt.getTime()).toBe(UNDO_WINDOW_MINUTES * 60_000);

    expect(await admin.enrollments.undo({ id: e.id })).toEqual({ id: e.id, paymentStatus: 'pending', undone: 'confirmed' });
    const mine = (await e.learner.enrollments.mine()).find((m) => m.id === e.id);
    expect(mine).toMatchObject({ paymentStatus: 'pending', notes: null, decidedAt: null, course: { downloadUrl: null } });
    expect((await admin.enrollments.pending({ q: e.code ?? '' })).map((r) => r.id)).toEqual([e.id]);
    expect((await admin.enrollments.recent()).some((r) => r.id === e.id)).toBe(false);

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enrollment.undo'), eq(auditLog.targetId, String(e.id))));
    expect(audit).toMatchObject({ actorId: adminId, targetType: 'enrollment' });
    expect(audit?.summary).toMatchObject({ undone: 'confirmed', decidedBy: adminId, notes: 'Paid' });
    const [mail] = await outboxFor(e.account.email, 'enrollment.reopened');
    expect(mail?.subject).toBe('Your enrollment in "Queue Fifty" is being reviewed again');
    expect(mail?.text).toContain('materials are locked');

    // Twice: there is nothing left to undo.
    await expect(admin.enrollments.undo({ id: e.id })).rejects.toMatchObject({ code: 'CONFLICT', message: UNDO_NOTHING });
    // And it can be decided again afterwards.
    await admin.enrollments.reject({ id: e.id });
  });

  it('refuses after the window, for a learner, for a missing id, and after the learner enrolled again', async () => {
    const late = await pendingEnrollment({ course: courseIds[0] });
    await admin.enrollments.approve({ id: late.id });
    await database.db
      .update(enrollments)
      .set({ decidedAt: sql`now() - make_interval(mins => ${UNDO_WINDOW_MINUTES + 1})` })
      .where(eq(enrollments.id, late.id));
    await expect(admin.enrollments.undo({ id: late.id })).rejects.toMatchObject({ code: 'CONFLICT', message: UNDO_TOO_LATE });
    expect(UNDO_TOO_LATE).toContain(`${UNDO_WINDOW_MINUTES} minutes`);
    expect((await admin.enrollments.recent()).some((r) => r.id === late.id)).toBe(false);
    expect((await late.learner.enrollments.mine()).find((m) => m.id === late.id)?.paymentStatus).toBe('confirmed');

    const fresh = await pendingEnrollment({ course: courseIds[0] });
    await admin.enrollments.approve({ id: fresh.id });
    await expect(fresh.learner.enrollments.undo({ id: fresh.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(admin.enrollments.undo({ id: 2_000_000_000 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.enrollments.undo({ id: 'x' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.enrollments.undo({ id: fresh.id, extra: 1 } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const rejected = await pendingEnrollment({ course: courseIds[1] });
    await admin.enrollments.reject({ id: rejected.id, notes: 'No payment' });
    const again = await rejected.learner.enrollments.enroll({ courseId: courseIds[1]!, paymentMethod: 'cash' });
    await expect(admin.enrollments.undo({ id: rejected.id })).rejects.toMatchObject({ code: 'CONFLICT', message: UNDO_REENROLLED });
    expect((await admin.enrollments.pending({ q: rejected.account.username })).map((r) => r.id)).toEqual([again.id]);
  });

  it('a decision on a course withdrawn since cannot be undone: the paid learner keeps the materials (probe 67, F4)', async () => {
    const course = await addCourse('Queue Withdrawn', 2000);
    const approved = await pendingEnrollment({ course });
    const rejected = await pendingEnrollment({ course });
    await admin.enrollments.approve({ id: approved.id });
    await admin.enrollments.reject({ id: rejected.id });
    expect(await admin.courses.delete({ id: course })).toMatchObject({ outcome: 'archived' });
    for (const e of [approved, rejected])
      await expect(admin.enrollments.undo({ id: e.id })).rejects.toMatchObject({ code: 'CONFLICT', message: UNDO_WITHDRAWN });
    const mine = (await approved.learner.enrollments.mine()).find((m) => m.id === approved.id);
    expect(mine).toMatchObject({ paymentStatus: 'confirmed', course: { downloadUrl: 'https://m.example.com/q.zip' } });
  });

  it('a bulk approval can be undone one at a time', async () => {
    const a = await pendingEnrollment({ course: courseIds[2] });
    const b = await pendingEnrollment({ course: courseIds[2] });
    await admin.enrollments.bulk({ ids: [a.id, b.id], action: 'approve', notes: 'Batch' });
    await admin.enrollments.undo({ id: b.id });
    const pendingIds = (await admin.enrollments.pending({ limit: 1000 })).map((r) => r.id);
    expect(pendingIds).toContain(b.id);
    expect(pendingIds).not.toContain(a.id);
  });

  it("an undo names the decision it means: another admin's later decision is never undone in its place (probe 77, F1)", async () => {
    const e = await pendingEnrollment({ course: courseIds[0] });
    const mine = await admin.enrollments.approve({ id: e.id });
    const seen = mine.decidedAt!.toISOString();
    // A second admin undoes it and rejects it, with a note, while the first still has its Undo.
    const other = (await signedInCaller(database.db, 'admin')).caller;
    await other.enrollments.undo({ id: e.id });
    await other.enrollments.reject({ id: e.id, notes: 'No transfer received' });
    await expect(admin.enrollments.undo({ id: e.id, decidedAt: seen })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: undoChangedMessage('rejected'),
    });
    expect((await e.learner.enrollments.mine()).find((m) => m.id === e.id)).toMatchObject({
      paymentStatus: 'rejected',
      notes: 'No transfer received',
    });
    // Undone only: the first admin's Undo says so rather than "there is no decision".
    const f = await pendingEnrollment({ course: courseIds[0] });
    const approved = await admin.enrollments.approve({ id: f.id });
    await other.enrollments.undo({ id: f.id });
    await expect(admin.enrollments.undo({ id: f.id, decidedAt: approved.decidedAt!.toISOString() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: UNDO_ALREADY_UNDONE,
    });
    // The decision it names is undone.
    const again = await admin.enrollments.approve({ id: f.id });
    expect(await admin.enrollments.undo({ id: f.id, decidedAt: again.decidedAt!.toISOString() })).toMatchObject({ undone: 'confirmed' });
    await expect(admin.enrollments.undo({ id: f.id, decidedAt: 'yesterday' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("a bulk decision's undo is all or nothing, and a refusal names the payment (probe 77, F2)", async () => {
    const a = await pendingEnrollment({ course: courseIds[2] });
    const b = await pendingEnrollment({ course: courseIds[2] });
    const batch = await admin.enrollments.bulk({ ids: [a.id, b.id], action: 'approve' });
    const decidedAt = batch.decidedAt!.toISOString();
    const decisions = [a, b].map((e) => ({ id: e.id, decidedAt }));
    // Another admin undid b meanwhile: a stays approved, and the refusal says which one and why.
    await (await signedInCaller(database.db, 'admin')).caller.enrollments.undo({ id: b.id });
    const refused = admin.enrollments.undoMany({ decisions });
    await expect(refused).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(refused).rejects.toThrow(`Nothing was undone. ${b.code}: ${UNDO_ALREADY_UNDONE}`);
    expect((await a.learner.enrollments.mine()).find((m) => m.id === a.id)?.paymentStatus).toBe('confirmed');
    const undoAudits = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enrollment.undo'), eq(auditLog.targetId, String(a.id))));
    expect(undoAudits).toHaveLength(0);
    // With nothing changed meanwhile, every one goes back to pending.
    const c = await pendingEnrollment({ course: courseIds[2] });
    const d = await pendingEnrollment({ course: courseIds[2] });
    const next = await admin.enrollments.bulk({ ids: [c.id, d.id], action: 'reject' });
    const at = next.decidedAt!.toISOString();
    expect(await admin.enrollments.undoMany({ decisions: [c, d].map((e) => ({ id: e.id, decidedAt: at })) })).toEqual({
      count: 2,
      ids: [c.id, d.id],
    });
    const pendingIds = (await admin.enrollments.pending({ limit: 1000 })).map((r) => r.id);
    expect(pendingIds).toEqual(expect.arrayContaining([c.id, d.id]));
    await expect(a.learner.enrollments.undoMany({ decisions })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(admin.enrollments.undoMany({ decisions: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.enrollments.undoMany({ decisions: [decisions[0]!, decisions[0]!] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Each decision only once'),
    });
  });
});
