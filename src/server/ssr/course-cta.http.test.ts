/**
 * What the course page and the profile tell a visitor about enrolling and paying, server-rendered:
 * with no payment method open the course page does not invite to enroll (probe 29, F7), and a
 * pending sample course's next step never speaks of a payment (probe 30).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient, signedInClient } from '../../../test/http';
import { SEEDED_ADMIN, seededSiteForFile } from '../../../test/seeded-site';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '../../shared/schemas/payments';
import { WITHDRAWN_COURSE_DO_NOT_PAY, WITHDRAWN_COURSE_PAID } from '../../shared/schemas/enrollments';
import { courses } from '../db/schema';

const site = seededSiteForFile({ seedDemo: true });

async function adminClient() {
  const admin = createClient(site.server.baseUrl);
  expect((await admin.post('/api/login', SEEDED_ADMIN)).status).toBe(200);
  return admin;
}

/** Saves the payment settings as the admin does in Settings → Payments (version and step-up). */
async function savePayments(settings: PaymentSettings) {
  const admin = await adminClient();
  const { version } = z
    .object({ payments: z.object({ version: z.number() }) })
    .parse((await admin.get('/api/admin/settings')).json).payments;
  const saved = await admin.put('/api/admin/settings/payments', { ...settings, version, currentPassword: SEEDED_ADMIN.password });
  expect(saved.status, saved.text).toBe(200);
}

const CASH_OFF: PaymentSettings = { ...DEFAULT_PAYMENT_SETTINGS, cash: { ...DEFAULT_PAYMENT_SETTINGS.cash, accepted: false } };

async function ownCourse(title: string) {
  const created = await (
    await adminClient()
  ).post('/api/courses', {
    title,
    description: 'A course of the operator, not a sample.',
    level: 'Beginner',
    duration: '2 weeks',
    price: 2500,
    downloadUrl: 'https://example.org/materials.zip',
  });
  expect(created.status, created.text).toBe(201);
  return z.object({ id: z.number() }).parse(created.json).id;
}

/** The part of the course page that holds the call to action (the course facts), up to the next section. */
const ctaBlock = (html: string) => {
  const start = html.indexOf('id="course-facts"');
  return html.slice(start, html.indexOf('<section', start));
};

/** The "Next step" sentence of one enrollment's card on /profile. */
const nextStepOf = (html: string, enrollmentId: number) => {
  const start = html.indexOf(`id="enrollment-${enrollmentId}"`);
  const card = start < 0 ? '' : html.slice(start, html.indexOf('</article>', start));
  return /<strong>Next step:<\/strong>([\s\S]*?)<\/p>/.exec(card)?.[1]?.trim() ?? '';
};

describe('the course page with no payment method open (probe 29, F7)', () => {
  it('says enrolling is not open yet instead of "Enroll in this course … then choose how to pay"; the invitation is back once cash is', async () => {
    const id = await ownCourse('Closed enrolment course');
    const anonymous = createClient(site.server.baseUrl);
    const learner = await signedInClient(site.server.baseUrl, site.database.db);

    // Cash at the office (the default) is open: the usual invitation.
    const open = ctaBlock((await anonymous.get(`/courses/${id}`)).text);
    expect(open).toContain('Enroll in this course');
    expect(open).toContain('then choose how to pay');

    await savePayments(CASH_OFF);
    try {
      expect((await anonymous.get('/api/payment-instructions')).json).toMatchObject({ methods: [] });
      for (const [who, client] of [
        ['anonymous', anonymous],
        ['learner', learner],
      ] as const) {
        const page = (await client.get(`/courses/${id}`)).text;
        const cta = ctaBlock(page);
        expect(cta, who).toContain('Enrollment is not open yet');
        expect(cta, who).not.toContain('Enroll in this course');
        expect(cta, who).not.toContain('choose how to pay');
        expect(page, who).not.toContain(`enroll=${id}`);
        expect(page, who).toContain('No payment method is open yet');
      }
    } finally {
      await savePayments(DEFAULT_PAYMENT_SETTINGS);
    }
    expect(ctaBlock((await anonymous.get(`/courses/${id}`)).text)).toContain('Enroll in this course');
  }, 120_000);
});

describe('a pending sample course on the profile (probe 30)', () => {
  it('with a saved reference, its next step speaks of no payment (the card says "Do not pay for it"); an own course still does', async () => {
    const [sample] = await site.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.demo, true), isNull(courses.archivedAt)))
      .limit(1);
    expect(sample).toBeDefined();
    const own = await ownCourse('Own course with a reference');
    const learner = await signedInClient(site.server.baseUrl, site.database.db);
    const enrolled: number[] = [];
    for (const courseId of [sample!.id, own]) {
      const res = await learner.post('/api/enroll', { courseId, paymentMethod: 'cash' });
      expect(res.status, res.text).toBe(201);
      const id = z.object({ id: z.number() }).parse(res.json).id;
      expect((await learner.patch(`/api/enrollments/${id}`, { paymentReference: 'RECEIPT-7' })).status).toBe(200);
      enrolled.push(id);
    }
    const [sampleEnrollment, ownEnrollment] = enrolled as [number, number];

    const profile = (await learner.get('/profile')).text;
    const sampleStep = nextStepOf(profile, sampleEnrollment);
    expect(sampleStep).not.toBe('');
    expect(sampleStep).not.toMatch(/pay/i);
    expect(profile).toContain('Do not pay for it');
    expect(nextStepOf(profile, ownEnrollment)).toContain('We will check your payment');

    // Approved: "nothing was paid for it", as its approval email says; not "Your payment is confirmed".
    const admin = await adminClient();
    expect((await admin.post(`/api/admin/enrollments/${sampleEnrollment}/approve`, {})).status).toBe(200);
    const approvedStep = nextStepOf((await learner.get('/profile')).text, sampleEnrollment);
    expect(approvedStep).not.toBe('');
    expect(approvedStep).not.toMatch(/pay/i);
  }, 120_000);
});

describe('a pending enrollment whose course an admin deleted (probe 36, F1)', () => {
  it('the profile says the course was withdrawn and not to pay, with no way to pay shown and no step asking for a reference; a reported payment is looked at', async () => {
    const unpaidCourse = await ownCourse('Course withdrawn before payment');
    const paidCourse = await ownCourse('Course withdrawn after payment');
    const learner = await signedInClient(site.server.baseUrl, site.database.db);
    const enroll = async (courseId: number) => {
      const res = await learner.post('/api/enroll', { courseId, paymentMethod: 'cash' });
      expect(res.status, res.text).toBe(201);
      return z.object({ id: z.number() }).parse(res.json).id;
    };
    const unpaid = await enroll(unpaidCourse);
    const paid = await enroll(paidCourse);
    expect((await learner.patch(`/api/enrollments/${paid}`, { paymentReference: 'RECEIPT-9' })).status).toBe(200);
    const admin = await adminClient();
    for (const id of [unpaidCourse, paidCourse])
      expect((await admin.delete(`/api/courses/${id}`)).json).toMatchObject({ outcome: 'archived' });

    const profile = (await learner.get('/profile')).text;
    expect(nextStepOf(profile, unpaid)).toContain(WITHDRAWN_COURSE_DO_NOT_PAY);
    expect(nextStepOf(profile, paid)).toContain(WITHDRAWN_COURSE_PAID);
    const card = profile.slice(
      profile.indexOf(`id="enrollment-${unpaid}"`),
      profile.indexOf('</article>', profile.indexOf(`id="enrollment-${unpaid}"`)),
    );
    expect(card).not.toContain('How to pay for');
    expect(card).not.toContain('Change how you pay');
    // Its steps ask for no reference and promise no materials either.
    expect(card).not.toContain('Add your reference once you have paid');
    expect(card).not.toContain('Materials unlock here');
    expect(card).toContain('Course withdrawn');

    // Rejected once withdrawn: no "You can enroll again" for a course no one can enroll in (probe 65, F4).
    expect((await admin.post(`/api/admin/enrollments/${paid}/reject`, { notes: 'Refunded' })).status).toBe(200);
    const rejectedStep = nextStepOf((await learner.get('/profile')).text, paid);
    expect(rejectedStep).toContain('the course has been withdrawn');
    expect(rejectedStep).not.toContain('enroll again');
  });
});
