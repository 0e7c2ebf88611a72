/**
 * Probe 45, finding 5: a sample course's enrollment mail said "Do not pay for it" and then gave an
 * amount, the real office address and "After paying…"; the admins were asked to check the payment;
 * and an admin's new office hours sent "New payment details" for sample courses. A sample course's
 * mails now name no amount, place or step, and it gets no "new payment details".
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { configurePayments } from '../../../test/payments';
import { SAMPLE_COURSE_DO_NOT_PAY } from '../../shared/schemas/enrollments';
import type { Database } from '../db/client';
import { courses, emailOutbox } from '../db/schema';

let database: Database;
const OFFICE = '3 Hanover Street, Roseau';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
  await configurePayments(database.db);
});
afterAll(async () => {
  await database.close();
});

async function newCourse(title: string, demo: boolean) {
  const [row] = await database.db
    .insert(courses)
    .values({
      title,
      description: 'A course for mail tests.',
      level: 'Beginner',
      duration: '1 week',
      price: 7999,
      downloadUrl: 'https://m.example.com/p.zip',
      demo,
    })
    .returning({ id: courses.id });
  return row!.id;
}

const mails = (where: ReturnType<typeof eq>) =>
  database.db.select({ subject: emailOutbox.subject, text: emailOutbox.textBody, kind: emailOutbox.kind }).from(emailOutbox).where(where);

describe('the mails of a sample course', () => {
  it('carry no amount, place or "after paying"; the admins are not asked to check a payment; no "new payment details"', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await admin.settings.updateCompany({ id: 1, officeAddress: OFFICE });
    const sample = 'Sample course: Crypto Security Masterclass';
    const real = 'Wallets for Fishers';
    const sampleId = await newCourse(sample, true);
    const realId = await newCourse(real, false);
    const { caller: learner, account } = await signedInCaller(database.db);
    await learner.enrollments.enroll({ courseId: sampleId, paymentMethod: 'cash' });
    await learner.enrollments.enroll({ courseId: realId, paymentMethod: 'cash' });

    const toLearner = await mails(eq(emailOutbox.toAddress, account.email));
    const sampleMail = toLearner.find((m) => m.subject.includes(sample))!;
    expect(sampleMail.subject).toBe(`"${sample}" is a sample course: nothing to pay`);
    expect(sampleMail.text).toContain(SAMPLE_COURSE_DO_NOT_PAY);
    for (const words of ['Amount to pay', 'US$79.99', OFFICE, 'After paying']) expect(sampleMail.text, words).not.toContain(words);
    const realMail = toLearner.find((m) => m.subject.includes(real))!;
    expect(realMail.text).toContain('Amount to pay');
    expect(realMail.text).toContain(OFFICE);

    const notices = await mails(eq(emailOutbox.kind, 'admin.new_enrollment'));
    const sampleNotice = notices.find((m) => m.subject.includes(sample));
    expect(sampleNotice?.text).toContain('no payment is due');
    expect(sampleNotice?.text).not.toContain('Check the payment');
    expect(notices.find((m) => m.subject.includes(real))?.text).toContain('Check the payment');

    // New office hours change the cash instructions: the real course's learner hears, the sample's does not.
    await admin.settings.updateCompany({ id: 1, officeHours: 'Monday-Friday 8AM-4PM' });
    const changed = await mails(and(eq(emailOutbox.toAddress, account.email), eq(emailOutbox.kind, 'enrollment.details_changed'))!);
    expect(changed.map((m) => m.subject)).toEqual([expect.stringContaining(real)]);
  });
});
