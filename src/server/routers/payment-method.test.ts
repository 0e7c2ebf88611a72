/**
 * A learner changes how they pay for their own pending enrollment (enrollments.changeMethod): to a
 * method offered now, keeping the payment code, clearing the old method's reference, emailing the
 * new instructions. Anything else is refused and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { insertCourse } from '../../../test/courses';
import { configurePayments, TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import type { Database } from '../db/client';
import { emailOutbox, enrollments } from '../db/schema';
import { NO_PENDING_ENROLLMENT } from '../services/enrollment-method';
import { METHOD_UNAVAILABLE } from '../services/enrollments';

let database: Database;
let admin: Awaited<ReturnType<typeof signedInCaller>>['caller'];

/** A learner with a pending enrollment paid by `method` (with a reference when given). */
async function pendingEnrollment(method: 'cash' | 'usdt' | 'mobanking', paymentReference?: string) {
  const learner = await signedInCaller(database.db);
  const created = await learner.caller.enrollments.enroll({
    courseId: await insertCourse(database.db),
    paymentMethod: method,
    paymentReference,
  });
  return { ...learner, id: created.id, paymentCode: created.paymentCode };
}

async function row(id: number) {
  const [r] = await database.db
    .select({
      paymentMethod: enrollments.paymentMethod,
      paymentReference: enrollments.paymentReference,
      paymentStatus: enrollments.paymentStatus,
      paymentCode: enrollments.paymentCode,
      updatedAt: enrollments.updatedAt,
    })
    .from(enrollments)
    .where(eq(enrollments.id, id));
  return r!;
}

async function instructionMails(email: string) {
  return database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'enrollment.instructions')));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await configurePayments(database.db);
  admin = (await signedInCaller(database.db, 'admin')).caller;
});
afterAll(async () => {
  await database.close();
});

describe('changing how a pending enrollment is paid', () => {
  it('changes the own pending enrollment: new instructions, the same code, the old reference cleared, the instructions emailed', async () => {
    const learner = await pendingEnrollment('usdt', 'TX-HASH-OLD');
    expect(await instructionMails(learner.account.email)).toHaveLength(1);

    const changed = await learner.caller.enrollments.changeMethod({ id: learner.id, paymentMethod: 'cash' });
    expect(changed).toMatchObject({
      id: learner.id,
      paymentStatus: 'pending',
      paymentMethod: 'cash',
      paymentReference: null,
      paymentCode: learner.paymentCode,
      changed: true,
      instructions: { method: 'cash', label: 'Cash (in-office)' },
    });
    expect(changed.instructions?.details).toContainEqual({ label: 'Your payment code', value: learner.paymentCode });
    expect(await row(learner.id)).toMatchObject({ paymentMethod: 'cash', paymentReference: null, paymentCode: learner.paymentCode });
    // What /profile shows: the cash instructions.
    const [mine] = await learner.caller.enrollments.mine();
    expect(mine).toMatchObject({ paymentMethod: 'cash', instructions: { method: 'cash' } });

    const mails = await instructionMails(learner.account.email);
    expect(mails).toHaveLength(2);
    const mail = mails.find((m) => m.text.includes('You changed how you pay'))!;
    expect(mail.subject).toContain(learner.paymentCode);
    expect(mail.text).toContain('from USDT to Cash (in-office)');
    expect(mail.text).toContain('was for the old method');
    expect(mail.text).toContain(TEST_PAYMENT_SETTINGS.cash.whatToBring);

    // The admins see the change in the activity log, with the reference it cleared.
    const activity = await admin.admin.activity({ page: 1, pageSize: 50 });
    const entry = activity.items.find((a) => a.action === 'enrollment.method_changed' && a.targetId === String(learner.id));
    expect(entry).toMatchObject({
      targetType: 'enrollment',
      summary: { paymentMethod: ['usdt', 'cash'], paymentReference: ['TX-HASH-OLD', null] },
    });
  });

  it('the same method as now is a success that changes nothing and sends nothing', async () => {
    const learner = await pendingEnrollment('mobanking', 'BANK-1');
    const before = await row(learner.id);
    const same = await learner.caller.enrollments.changeMethod({ id: learner.id, paymentMethod: 'mobanking' });
    expect(same).toMatchObject({
      changed: false,
      paymentMethod: 'mobanking',
      paymentReference: 'BANK-1',
      instructions: { method: 'mobanking' },
    });
    expect(await row(learner.id)).toEqual(before);
    expect(await instructionMails(learner.account.email)).toHaveLength(1);
  });

  it("another learner's enrollment, a confirmed one, a rejected one and a missing id get one answer, and nothing changes", async () => {
    const owner = await pendingEnrollment('cash');
    const other = await signedInCaller(database.db);
    const before = await row(owner.id);
    await expect(other.caller.enrollments.changeMethod({ id: owner.id, paymentMethod: 'usdt' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: NO_PENDING_ENROLLMENT,
    });
    expect(await row(owner.id)).toEqual(before);
    await expect(owner.caller.enrollments.changeMethod({ id: 2_000_000_000, paymentMethod: 'usdt' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: NO_PENDING_ENROLLMENT,
    });

    const confirmed = await pendingEnrollment('cash');
    await admin.enrollments.approve({ id: confirmed.id });
    const rejected = await pendingEnrollment('usdt', 'TX-R');
    await admin.enrollments.reject({ id: rejected.id });
    for (const decided of [confirmed, rejected]) {
      const was = await row(decided.id);
      await expect(decided.caller.enrollments.changeMethod({ id: decided.id, paymentMethod: 'mobanking' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: NO_PENDING_ENROLLMENT,
      });
      expect(await row(decided.id)).toEqual(was);
    }
    // No mail beyond the enrollments' own.
    expect(await instructionMails(owner.account.email)).toHaveLength(1);
    expect(await instructionMails(other.account.email)).toHaveLength(0);
  });

  it('a method not offered at the moment is a 400 with the enroll form’s message, and nothing changes', async () => {
    const learner = await pendingEnrollment('cash', 'RCPT-9');
    const before = await row(learner.id);
    await configurePayments(database.db, { ...TEST_PAYMENT_SETTINGS, usdt: { network: '', address: '' } });
    try {
      await expect(learner.caller.enrollments.changeMethod({ id: learner.id, paymentMethod: 'usdt' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: METHOD_UNAVAILABLE,
      });
      expect(await row(learner.id)).toEqual(before);
    } finally {
      await configurePayments(database.db);
    }
  });

  it('the method the admin switched off cannot be kept by choosing it again; another one can', async () => {
    const learner = await pendingEnrollment('cash');
    await configurePayments(database.db, { ...TEST_PAYMENT_SETTINGS, cash: { ...TEST_PAYMENT_SETTINGS.cash, accepted: false } });
    try {
      // The defect: the card had no way to pay.
      expect((await learner.caller.enrollments.mine())[0]?.instructions).toBeNull();
      await expect(learner.caller.enrollments.changeMethod({ id: learner.id, paymentMethod: 'cash' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: METHOD_UNAVAILABLE,
      });
      const changed = await learner.caller.enrollments.changeMethod({ id: learner.id, paymentMethod: 'mobanking' });
      expect(changed.instructions?.details).toContainEqual({ label: 'Account number', value: '000111222' });
      expect((await learner.caller.enrollments.mine())[0]?.instructions?.method).toBe('mobanking');
    } finally {
      await configurePayments(database.db);
    }
  });

  it('refuses anonymous callers and wrong input types with 401 and 400', async () => {
    const learner = await pendingEnrollment('cash');
    const { caller: anonymous } = await callerWithSession(database.db);
    await expect(anonymous.enrollments.changeMethod({ id: learner.id, paymentMethod: 'usdt' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    for (const input of [
      { id: learner.id, paymentMethod: 1 },
      { id: learner.id, paymentMethod: 'paypal' },
      { id: learner.id },
      { id: 'abc', paymentMethod: 'usdt' },
      { id: -1, paymentMethod: 'usdt' },
      { id: learner.id, paymentMethod: 'usdt', paymentReference: 'sneaked in' },
    ]) {
      await expect(learner.caller.enrollments.changeMethod(input as never), JSON.stringify(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    expect((await row(learner.id)).paymentMethod).toBe('cash');
  });
});

describe('an admin deciding what they saw', () => {
  it('an approval of what the queue showed is refused after the learner changed the method (found by the probe of 2026-11-29)', async () => {
    const learner = await pendingEnrollment('usdt', '0xbobtx');
    const [shown] = (await admin.enrollments.pending({ q: learner.paymentCode ?? undefined })).filter((r) => r.id === learner.id);
    expect(shown).toMatchObject({ paymentMethod: 'usdt', paymentReference: '0xbobtx' });
    const seen = { paymentMethod: shown!.paymentMethod, paymentReference: shown!.paymentReference };

    await learner.caller.enrollments.changeMethod({ id: learner.id, paymentMethod: 'cash' });
    await expect(admin.enrollments.approve({ id: learner.id, notes: 'USDT tx 0xbobtx verified', seen })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('It is now Cash (in-office), with no reference. Check it again before deciding.'),
    });
    await expect(admin.enrollments.reject({ id: learner.id, seen })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      admin.enrollments.bulk({ ids: [learner.id], action: 'approve', seen: [{ id: learner.id, ...seen }] }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await row(learner.id)).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'cash' });

    // What the queue shows now can be decided.
    const approved = await admin.enrollments.approve({ id: learner.id, seen: { paymentMethod: 'cash', paymentReference: null } });
    expect(approved.paymentStatus).toBe('confirmed');
  });

  it('a bulk decision is all or nothing when one of its rows changed; without `seen` (other API clients) it decides as before', async () => {
    const unchanged = await pendingEnrollment('mobanking', 'BANK-7');
    const changed = await pendingEnrollment('mobanking', 'BANK-8');
    await changed.caller.enrollments.updateReference({ id: changed.id, paymentReference: 'BANK-9' });
    await expect(
      admin.enrollments.bulk({
        ids: [unchanged.id, changed.id],
        action: 'approve',
        seen: [
          { id: unchanged.id, paymentMethod: 'mobanking', paymentReference: 'BANK-7' },
          { id: changed.id, paymentMethod: 'mobanking', paymentReference: 'BANK-8' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`enrollment ${changed.id}`) });
    expect((await row(unchanged.id)).paymentStatus).toBe('pending');
    expect((await admin.enrollments.bulk({ ids: [unchanged.id, changed.id], action: 'approve' })).count).toBe(2);
  });
});

describe('a payment reference from a page that showed another method (probe 32, F4)', () => {
  it('is refused with what the method is now, and nothing is saved; the method the page shows is accepted', async () => {
    const learner = await pendingEnrollment('cash');
    // Another tab changed the method; this tab still shows cash.
    await learner.caller.enrollments.changeMethod({ id: learner.id, paymentMethod: 'mobanking' });
    await expect(
      learner.caller.enrollments.updateReference({ id: learner.id, paymentReference: 'RECEIPT-42', expectedMethod: 'cash' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('now paid by Mobile Banking') });
    expect(await row(learner.id)).toMatchObject({ paymentMethod: 'mobanking', paymentReference: null });

    const saved = await learner.caller.enrollments.updateReference({
      id: learner.id,
      paymentReference: 'NBD-7',
      expectedMethod: 'mobanking',
    });
    expect(saved).toMatchObject({ paymentReference: 'NBD-7', paymentStatus: 'pending' });
    // Without the field (a script written to the REST contract) it saves as before.
    await learner.caller.enrollments.updateReference({ id: learner.id, paymentReference: 'NBD-8' });
    expect(await row(learner.id)).toMatchObject({ paymentReference: 'NBD-8' });
  });

  it('a decided enrollment still answers that its reference can no longer change', async () => {
    const learner = await pendingEnrollment('cash');
    await admin.enrollments.approve({ id: learner.id });
    await expect(
      learner.caller.enrollments.updateReference({ id: learner.id, paymentReference: 'R-1', expectedMethod: 'usdt' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('already been decided') });
  });
});

describe('the instructions email when the learner gave a reference while enrolling (probe 32, F5)', () => {
  it('repeats the reference instead of asking for it', async () => {
    const given = await pendingEnrollment('mobanking', 'NBD-GIVEN-123');
    const [withReference] = await instructionMails(given.account.email);
    expect(withReference!.text).toContain('We have your payment reference: NBD-GIVEN-123.');
    expect(withReference!.text).not.toContain('you can add your bank reference');

    const none = await pendingEnrollment('mobanking');
    const [withoutReference] = await instructionMails(none.account.email);
    expect(withoutReference!.text).toContain('you can add your bank reference');
    expect(withoutReference!.text).not.toContain('We have your payment reference');
  });
});
