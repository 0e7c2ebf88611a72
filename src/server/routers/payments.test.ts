import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import type { Database } from '../db/client';
import { auditLog, courses, emailOutbox, enrollments, settingsSections } from '../db/schema';
import { enrollmentCsvChunks, EXPORT_HEADER } from '../services/enrollment-export';
import { PAYMENT_CODE_PATTERN } from '../services/payment-code';
import { SAMPLE_COURSE_DO_NOT_PAY } from '../../shared/schemas/enrollments';

let database: Database;
let courseId: number;
let admin: Awaited<ReturnType<typeof signedInCaller>>['caller'];
/** The payments section's current version, which every save sends back. */
const paymentsVersion = async () => (await admin.settings.admin()).payments.version;

async function newCourse(title: string, price = 4999) {
  const [row] = await database.db
    .insert(courses)
    .values({
      title,
      description: 'A course for payment tests.',
      level: 'Beginner',
      duration: '1 week',
      price,
      downloadUrl: 'https://m.example.com/p.zip',
    })
    .returning({ id: courses.id });
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  courseId = await newCourse('Payments 101');
  admin = (await signedInCaller(database.db, 'admin')).caller;
});
afterAll(async () => {
  await database.close();
});

describe('payment instructions', () => {
  it('out of the box only cash can be chosen; a method without instructions is refused', async () => {
    const { caller: anon } = await callerWithSession(database.db);
    const before = await anon.payments.instructions();
    expect(before.xcdRate).toBe('2.7');
    expect(before.methods.map((m) => m.method)).toEqual(['cash']);
    const { caller: learner } = await signedInCaller(database.db);
    await expect(learner.enrollments.enroll({ courseId, paymentMethod: 'usdt' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('not offered at the moment'),
    });
  });

  it('admins save them with their rules; everyone then sees each method, USDT with the network warning and a QR code', async () => {
    await expect(
      admin.payments.updateSettings({
        currentPassword: 'password123',
        ...TEST_PAYMENT_SETTINGS,
        usdt: { network: 'ERC-20', address: 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV' },
        version: 0,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('0x followed by 40 hex digits') });
    await expect(
      admin.payments.updateSettings({ currentPassword: 'password123', ...TEST_PAYMENT_SETTINGS, xcdRate: '-2', version: 0 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const { caller: learner } = await signedInCaller(database.db);
    await expect(
      learner.payments.updateSettings({ ...TEST_PAYMENT_SETTINGS, currentPassword: 'password123', version: 0 }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    expect(
      await admin.payments.updateSettings({ ...TEST_PAYMENT_SETTINGS, currentPassword: 'password123', version: await paymentsVersion() }),
    ).toMatchObject(TEST_PAYMENT_SETTINGS);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.payments'));
    expect(audit).toBeDefined();

    const { caller: anon } = await callerWithSession(database.db);
    const after = await anon.payments.instructions();
    expect(after.methods.map((m) => m.method)).toEqual(['cash', 'usdt', 'mobanking']);
    const usdt = after.methods.find((m) => m.method === 'usdt')!;
    expect(usdt.warning).toMatch(/TRC-20.*lost/);
    expect(usdt.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(usdt.qrCode!.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(usdt.details).toContainEqual({ label: 'Receiving address', value: TEST_PAYMENT_SETTINGS.usdt.address });
    const bank = after.methods.find((m) => m.method === 'mobanking')!;
    expect(bank.details).toContainEqual({ label: 'Account number', value: '000111222' });
    expect((await admin.settings.admin()).payments).toMatchObject(TEST_PAYMENT_SETTINGS);
  });

  it("a learner enrolls with each method, gets a unique code, sees that method's instructions and gets them by email", async () => {
    const { caller: learner, account } = await signedInCaller(database.db);
    const codes = new Set<string>();
    for (const [i, method] of (['cash', 'usdt', 'mobanking'] as const).entries()) {
      const id = await newCourse(`Method course ${i}`);
      const created = await learner.enrollments.enroll({ courseId: id, paymentMethod: method });
      expect(created.paymentCode).toMatch(PAYMENT_CODE_PATTERN);
      expect(created.instructions?.method).toBe(method);
      codes.add(created.paymentCode ?? '');
    }
    expect(codes.size).toBe(3);
    const mine = await learner.enrollments.mine();
    for (const e of mine) {
      expect(e.instructions?.method).toBe(e.paymentMethod);
      expect(e.instructions?.details).toContainEqual({ label: 'Your payment code', value: e.paymentCode });
    }
    const mails = await database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, account.email));
    expect(mails).toHaveLength(3);
    const usdtMail = mails.find((m) => m.text.includes('USDT'))!;
    expect(usdtMail.text).toContain(TEST_PAYMENT_SETTINGS.usdt.address);
    expect(usdtMail.text).toContain('WARNING');
    expect(usdtMail.text).toContain('US$49.99 (US dollars)');
    for (const code of codes) expect(mails.some((m) => m.subject.includes(code) && m.text.includes(code))).toBe(true);
  });

  it('a sample course says "do not pay" first, on /profile and in the email, before any amount or account (probe 24, D1)', async () => {
    const { caller: learner, account } = await signedInCaller(database.db);
    const sampleId = await newCourse('Sample course: Not offered');
    await database.db.update(courses).set({ demo: true }).where(eq(courses.id, sampleId));
    const realId = await newCourse('A real course');
    await learner.enrollments.enroll({ courseId: sampleId, paymentMethod: 'cash' });
    await learner.enrollments.enroll({ courseId: realId, paymentMethod: 'cash' });
    const mine = await learner.enrollments.mine();
    expect(mine.find((e) => e.course.id === sampleId)?.course.sample).toBe(true);
    expect(mine.find((e) => e.course.id === realId)?.course.sample).toBe(false);
    const mails = await database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, account.email));
    const sampleMail = mails.find((m) => m.subject.includes('Sample course: Not offered'))!;
    expect(sampleMail.subject).toBe('"Sample course: Not offered" is a sample course: nothing to pay');
    expect(sampleMail.text).toContain(SAMPLE_COURSE_DO_NOT_PAY);
    // No amount, place or "after paying" beside the real office address (probe 45, finding 5).
    for (const words of ['Amount to pay', 'US$', TEST_PAYMENT_SETTINGS.cash.whatToBring, 'After paying'])
      expect(sampleMail.text, words).not.toContain(words);
    const realMail = mails.find((m) => m.subject.includes('A real course'))!;
    expect(realMail.text).not.toContain(SAMPLE_COURSE_DO_NOT_PAY);
    expect(realMail.text).toContain('Amount to pay');
  });

  it('the learner adds or corrects the reference only while pending, and only their own', async () => {
    const { caller: learner } = await signedInCaller(database.db);
    const id = await newCourse('Reference course');
    const created = await learner.enrollments.enroll({ courseId: id, paymentMethod: 'mobanking' });
    expect(await learner.enrollments.updateReference({ id: created.id, paymentReference: '  BANK-991 ' })).toMatchObject({
      paymentReference: 'BANK-991',
      paymentStatus: 'pending',
    });
    expect((await learner.enrollments.updateReference({ id: created.id, paymentReference: '' })).paymentReference).toBeNull();
    await expect(learner.enrollments.updateReference({ id: created.id, paymentReference: 'x'.repeat(121) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const { caller: other } = await signedInCaller(database.db);
    await expect(other.enrollments.updateReference({ id: created.id, paymentReference: 'MINE' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await admin.enrollments.approve({ id: created.id });
    await expect(learner.enrollments.updateReference({ id: created.id, paymentReference: 'LATE' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await learner.enrollments.mine())[0]?.instructions).toBeNull();
  });

  it('courses carry priceXcd at the admin rate, rounded half up', async () => {
    const { caller: anon } = await callerWithSession(database.db);
    const course = await anon.courses.byId({ id: courseId });
    expect(course).toMatchObject({ price: 4999, priceXcd: 13_497 });
    const oddId = await newCourse('Odd price', 5);
    await admin.payments.updateSettings({
      currentPassword: 'password123',
      ...TEST_PAYMENT_SETTINGS,
      xcdRate: '2.5',
      version: await paymentsVersion(),
    });
    expect((await anon.courses.byId({ id: oddId })).priceXcd).toBe(13); // 12.5 -> 13
    expect((await anon.courses.list()).find((c) => c.id === courseId)?.priceXcd).toBe(12_498); // 12497.5 -> 12498
    await admin.payments.updateSettings({ ...TEST_PAYMENT_SETTINGS, currentPassword: 'password123', version: await paymentsVersion() });
  });

  it('the rate is saved in one spelling: "002.7000" is stored, answered and shown as "2.7" (probe 78, F6)', async () => {
    const saved = await admin.payments.updateSettings({
      ...TEST_PAYMENT_SETTINGS,
      xcdRate: '002.7000',
      currentPassword: 'password123',
      version: await paymentsVersion(),
    });
    expect(saved.xcdRate).toBe('2.7');
    expect((await admin.settings.admin()).payments.xcdRate).toBe('2.7');
    const { caller: anon } = await callerWithSession(database.db);
    expect((await anon.payments.instructions()).xcdRate).toBe('2.7');
    const [stored] = await database.db.select().from(settingsSections).where(eq(settingsSections.section, 'payments'));
    expect(stored?.value).toMatchObject({ xcdRate: '2.7' });
    await admin.payments.updateSettings({ ...TEST_PAYMENT_SETTINGS, currentPassword: 'password123', version: await paymentsVersion() });
  });
});

describe("the admin's queue", () => {
  it('filters by method, finds by payment code, reference, name or email, and flags duplicate references', async () => {
    const a = await signedInCaller(database.db);
    const b = await signedInCaller(database.db);
    const c1 = await newCourse('Queue A');
    const c2 = await newCourse('Queue B');
    const ea = await a.caller.enrollments.enroll({ courseId: c1, paymentMethod: 'usdt', paymentReference: 'TXDUP-1' });
    const eb = await b.caller.enrollments.enroll({ courseId: c2, paymentMethod: 'mobanking', paymentReference: 'TXDUP-1' });
    const ec = await b.caller.enrollments.enroll({ courseId: c1, paymentMethod: 'cash' });

    const usdtOnly = await admin.enrollments.pending({ method: 'usdt' });
    expect(usdtOnly.every((e) => e.paymentMethod === 'usdt')).toBe(true);
    expect(usdtOnly.map((e) => e.id)).toContain(ea.id);
    expect(usdtOnly.map((e) => e.id)).not.toContain(eb.id);

    expect((await admin.enrollments.pending({ q: (ea.paymentCode ?? '').toLowerCase() })).map((e) => e.id)).toEqual([ea.id]);
    expect((await admin.enrollments.pending({ q: b.account.email })).map((e) => e.id).sort()).toEqual([eb.id, ec.id].sort());
    expect((await admin.enrollments.pending({ q: a.account.fullName, method: 'mobanking' })).map((e) => e.id)).not.toContain(ea.id);
    expect(await admin.enrollments.pending({ q: '%' })).toEqual([]);

    const all = await admin.enrollments.pending();
    expect(all.find((e) => e.id === ea.id)?.duplicateReference).toBe(true);
    expect(all.find((e) => e.id === eb.id)?.duplicateReference).toBe(true);
    expect(all.find((e) => e.id === ec.id)?.duplicateReference).toBe(false);
    await expect(admin.enrollments.pending({ method: 'bitcoin' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('bulk decisions are all or nothing, each audited and each learner emailed', async () => {
    const learners = await Promise.all([signedInCaller(database.db), signedInCaller(database.db), signedInCaller(database.db)]);
    const id = await newCourse('Bulk course');
    const created = await Promise.all(learners.map((l) => l.caller.enrollments.enroll({ courseId: id, paymentMethod: 'cash' })));
    const ids = created.map((e) => e.id);
    await admin.enrollments.reject({ id: ids[2]!, notes: 'single' });

    // Named as the queue shows it (its payment code, the learner), not by an id no screen shows.
    await expect(admin.enrollments.bulk({ ids, action: 'approve', notes: 'Paid in cash' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Nothing was changed: ${created[2]!.paymentCode} (${learners[2]!.account.fullName}) is no longer pending: it was rejected. Reload the queue and choose again.`,
    });
    const still = await database.db
      .select({ s: enrollments.paymentStatus })
      .from(enrollments)
      .where(inArray(enrollments.id, ids.slice(0, 2)));
    expect(still.map((r) => r.s)).toEqual(['pending', 'pending']);

    const { caller: learner } = learners[0]!;
    await expect(learner.enrollments.bulk({ ids: ids.slice(0, 2), action: 'approve' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(admin.enrollments.bulk({ ids: [], action: 'approve' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const result = await admin.enrollments.bulk({ ids: ids.slice(0, 2), action: 'approve', notes: 'Paid in cash' });
    expect(result).toMatchObject({ action: 'approve', count: 2, ids: ids.slice(0, 2).sort((x, y) => x - y), decidedAt: expect.any(Date) });
    const audits = await database.db
      .select({ targetId: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.action, 'enrollment.approve'));
    for (const i of ids.slice(0, 2)) expect(audits.map((r) => r.targetId)).toContain(String(i));
    for (const l of learners.slice(0, 2)) {
      const mails = await database.db
        .select({ kind: emailOutbox.kind, text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, l.account.email));
      expect(mails.find((m) => m.kind === 'enrollment.approved')?.text).toContain('Paid in cash');
    }
    expect((await learner.enrollments.mine())[0]?.paymentStatus).toBe('confirmed');
  });

  it('the accounting CSV has a header and one row per enrollment with status, method, amount, reference and dates', async () => {
    // The procedure is the download's gate: it tells what the file holds; the REST path sends it.
    expect(await admin.enrollments.exportCsv()).toEqual({ filename: 'enrollments.csv', columns: EXPORT_HEADER.trim().split(',') });
    let csv = EXPORT_HEADER;
    for await (const batch of enrollmentCsvChunks(database.db)) csv += batch.toString('utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(
      'enrollment_id,payment_code,status,method,amount_usd,amount_xcd,amount_usdt,course,learner,email,payment_reference,enrolled_at,decided_at,notes,sample_course',
    );
    const total = await database.db.$count(enrollments);
    expect(lines).toHaveLength(total + 1);
    const dup = lines.find((l) => l.includes('TXDUP-1') && l.includes(',USDT,'));
    expect(dup).toMatch(/^\d+,DCE-\w{4},pending,USDT,49\.99,134\.97,49\.99,Queue A,/);
    expect(lines.some((l) => /,confirmed,Cash \(in-office\),49\.99,134\.97,49\.99,Bulk course,.*,Paid in cash,$/.test(l))).toBe(true);
  });
});
