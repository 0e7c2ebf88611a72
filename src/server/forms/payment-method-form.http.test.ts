/**
 * "Change how you pay" on /profile as a native form (JavaScript off, or before the page's code):
 * the case that stranded learners (the admin switched their method off, the card showed no way to
 * pay), post/redirect/get with the answer on the enrollment's card, refusals said on the page,
 * posts from other sites refused.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient } from '../../../test/http';
import { nativeBrowser } from '../../../test/native-browser';
import { TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import { SEEDED_ADMIN, seededSiteForFile } from '../../../test/seeded-site';
import type { PaymentSettings } from '../../shared/schemas/payments';
import { courses, enrollments, users } from '../db/schema';
import { NO_PENDING_ENROLLMENT } from '../services/enrollment-method';
import { METHOD_UNAVAILABLE } from '../services/enrollments';

const site = seededSiteForFile({ seedDemo: true });
const browser = () => nativeBrowser(() => site.server.baseUrl);

/** Saves the payment settings as the admin does, through the settings API (version and step-up). */
async function savePayments(settings: PaymentSettings) {
  const admin = createClient(site.server.baseUrl);
  expect((await admin.post('/api/login', SEEDED_ADMIN)).status).toBe(200);
  const { version } = z
    .object({ payments: z.object({ version: z.number() }) })
    .parse((await admin.get('/api/admin/settings')).json).payments;
  const saved = await admin.put('/api/admin/settings/payments', { ...settings, version, currentPassword: SEEDED_ADMIN.password });
  expect(saved.status, saved.text).toBe(200);
}

/** A learner signed up and enrolled by cash, both through the native forms. */
async function cashLearner(username: string) {
  const b = browser();
  await b.register(username, 'Method Learner');
  const [course] = await site.database.db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(1);
  // The operator's own course: a sample one's card never speaks of paying (probe 30), and these
  // tests are about what a paying learner is told.
  await site.database.db.update(courses).set({ demo: false }).where(eq(courses.id, course!.id));
  const enrolled = await b.post('/profile', { _form: 'enroll', courseId: String(course!.id), paymentMethod: 'cash', paymentReference: '' });
  expect(enrolled.status).toBe(303);
  const [row] = await site.database.db
    .select({ id: enrollments.id })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`${username} is not enrolled`);
  return { b, enrollmentId: String(row.id) };
}

const methodOf = async (id: string) =>
  (
    await site.database.db
      .select({ m: enrollments.paymentMethod })
      .from(enrollments)
      .where(eq(enrollments.id, Number(id)))
  )[0]?.m;

/** The card of one enrollment in the page's HTML (an <article> of its own). */
function cardOf(html: string, enrollmentId: string): string {
  const start = html.indexOf(`id="enrollment-${enrollmentId}"`);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</article>', start));
}

beforeAll(async () => {
  await savePayments(TEST_PAYMENT_SETTINGS);
});

describe('"Change how you pay" without JavaScript', () => {
  it('after the admin switches cash off, the card says so and offers the others; the learner switches and sees the new instructions', async () => {
    const learner = await cashLearner('strandedcash');
    const before = cardOf((await learner.b.get('/profile')).html, learner.enrollmentId);
    expect(before).toContain('Change how you pay');
    expect(before).not.toContain('no longer offered');
    // No mail from this server (no SMTP_URL): the disclosure does not promise the instructions by email (probe 67, F2).
    expect(before).toContain('The new instructions are shown here (this site cannot send email yet).');
    expect(before).not.toContain('We email you the new instructions');

    await savePayments({ ...TEST_PAYMENT_SETTINGS, cash: { ...TEST_PAYMENT_SETTINGS.cash, accepted: false } });
    try {
      const stranded = cardOf((await learner.b.get('/profile')).html, learner.enrollmentId);
      expect(stranded).toContain('Cash (in-office) is no longer offered. Choose another way to pay:');
      expect(stranded).toContain('<option value="mobanking">Mobile Banking</option>');
      expect(stranded).toContain('<option value="usdt">USDT</option>');
      expect(stranded).not.toContain('<option value="cash"');
      expect(stranded).toMatch(/<form[^>]*action="\/profile" method="post"/);
      expect(stranded).toContain('name="_form" value="payment-method"');

      const sent = await learner.b.post('/profile', {
        _form: 'payment-method',
        enrollmentId: learner.enrollmentId,
        paymentMethod: 'mobanking',
      });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe(`/profile#enrollment-${learner.enrollmentId}`);
      expect(await methodOf(learner.enrollmentId)).toBe('mobanking');
      const after = cardOf((await learner.b.get('/profile')).html, learner.enrollmentId);
      // This server sends no mail (no SMTP_URL): the notice does not say the instructions were emailed (probe 67, F2).
      expect(after).toMatch(
        /role="status"[^>]*>You now pay by Mobile Banking\. How to pay is shown below; this site cannot send email yet, so it was not emailed to you\./,
      );
      expect(after).toContain('How to pay for');
      expect(after).toContain(TEST_PAYMENT_SETTINGS.mobanking.accountNumber);
      expect(after).not.toContain('no longer offered');
      // Read once: a reload shows the card without the notice.
      expect(cardOf((await learner.b.get('/profile')).html, learner.enrollmentId)).not.toContain('You now pay by');
    } finally {
      await savePayments(TEST_PAYMENT_SETTINGS);
    }
  });

  it('a USDT learner whose way to pay was switched off is not told to send USDT (probe of 2026-11-29)', async () => {
    const learner = await cashLearner('strandedusdt');
    await learner.b.post('/profile', { _form: 'payment-method', enrollmentId: learner.enrollmentId, paymentMethod: 'usdt' });
    expect(await methodOf(learner.enrollmentId)).toBe('usdt');
    const offered = cardOf((await learner.b.get('/profile')).html, learner.enrollmentId);
    expect(offered).toContain('data-testid="amount-usdt"');

    await savePayments({ ...TEST_PAYMENT_SETTINGS, usdt: { network: '', address: '' } });
    try {
      const stranded = cardOf((await learner.b.get('/profile')).html, learner.enrollmentId);
      expect(stranded).toContain('USDT is no longer offered. Choose another way to pay:');
      // The amount stays, in US$ and EC$; nothing says to send USDT anywhere.
      expect(stranded).toContain('data-testid="amount-usd"');
      expect(stranded).not.toContain('data-testid="amount-usdt"');
      expect(stranded).not.toContain('amount in USDT');
    } finally {
      await savePayments(TEST_PAYMENT_SETTINGS);
    }
  });

  it('a learner who paid before cash was switched off is not told to pay again; the reference stays until they change', async () => {
    // Found by the probe of 2026-11-29: "Reference: RECEIPT-42" and, below it, "choose another way to pay".
    const learner = await cashLearner('paidcash');
    await learner.b.post('/profile', { _form: 'payment-reference', enrollmentId: learner.enrollmentId, paymentReference: 'RECEIPT-42' });
    await savePayments({ ...TEST_PAYMENT_SETTINGS, cash: { ...TEST_PAYMENT_SETTINGS.cash, accepted: false } });
    try {
      const card = cardOf((await learner.b.get('/profile')).html, learner.enrollmentId);
      expect(card).toContain('We will check your payment and approve your enrollment. Nothing else to do for now.');
      expect(card).not.toContain('choose another way to pay below');
      expect(card).toContain('You added the reference RECEIPT-42: if you have paid, there is nothing more to do');
      expect(card).not.toContain('Cash (in-office) is no longer offered. Choose another way to pay:');
      // Still free to change (for a learner who had not paid after all).
      expect(card).toContain('name="_form" value="payment-method"');

      // And when no other way is open either, the card still says a payment made is being checked.
      await savePayments({
        ...TEST_PAYMENT_SETTINGS,
        cash: { ...TEST_PAYMENT_SETTINGS.cash, accepted: false },
        usdt: { network: '', address: '' },
        mobanking: { bankName: '', accountName: '', accountNumber: '', referenceFormat: '' },
      });
      const alone = cardOf((await learner.b.get('/profile')).html, learner.enrollmentId);
      expect(alone).toContain('You added the reference RECEIPT-42: if you have paid, there is nothing more to do');
      expect(alone).not.toContain('no other way to pay is open');
    } finally {
      await savePayments(TEST_PAYMENT_SETTINGS);
    }
  });

  it('refusals are said on the page and change nothing: a method not offered, a mangled id, someone else’s enrollment, a decided one', async () => {
    const mine = await cashLearner('methodowner');
    const other = await cashLearner('methodother');

    await savePayments({ ...TEST_PAYMENT_SETTINGS, usdt: { network: '', address: '' } });
    try {
      await mine.b.post('/profile', { _form: 'payment-method', enrollmentId: mine.enrollmentId, paymentMethod: 'usdt' });
      const unavailable = cardOf((await mine.b.get('/profile')).html, mine.enrollmentId);
      expect(unavailable).toMatch(new RegExp(`role="alert"[^>]*>${METHOD_UNAVAILABLE.replace(/\./g, '\\.')}<`));
      // The disclosure is open, so the refusal is seen.
      expect(unavailable).toMatch(/<details[^>]*open=""/);
      expect(await methodOf(mine.enrollmentId)).toBe('cash');
    } finally {
      await savePayments(TEST_PAYMENT_SETTINGS);
    }

    // No method chosen: the schema's message at the field, which takes the focus (and so brings
    // the card into view). No fragment naming the card: that would cancel the autofocus.
    const unchosen = await mine.b.post('/profile', { _form: 'payment-method', enrollmentId: mine.enrollmentId, paymentMethod: '' });
    expect(unchosen.headers.get('location')).toBe('/profile');
    const unchosenCard = cardOf((await mine.b.get('/profile')).html, mine.enrollmentId);
    expect(unchosenCard).toContain('Choose a payment method');
    expect(/<select[^>]*name="paymentMethod"[^>]*>/.exec(unchosenCard)?.[0]).toContain('autofocus=""');

    const mangled = await mine.b.post('/profile', { _form: 'payment-method', enrollmentId: '1e3', paymentMethod: 'usdt' });
    expect(mangled.status).toBe(303);
    expect((await mine.b.get('/profile')).html).toMatch(/role="alert"/);

    await mine.b.post('/profile', { _form: 'payment-method', enrollmentId: other.enrollmentId, paymentMethod: 'usdt' });
    // No card of the learner's to sit on: said above the list.
    expect((await mine.b.get('/profile')).html).toMatch(new RegExp(`role="alert"[^>]*>${NO_PENDING_ENROLLMENT}<`));
    expect(await methodOf(other.enrollmentId)).toBe('cash');

    await site.database.db
      .update(enrollments)
      .set({ paymentStatus: 'confirmed' })
      .where(eq(enrollments.id, Number(mine.enrollmentId)));
    await mine.b.post('/profile', { _form: 'payment-method', enrollmentId: mine.enrollmentId, paymentMethod: 'usdt' });
    const decided = (await mine.b.get('/profile')).html;
    expect(decided).toMatch(new RegExp(`role="alert"[^>]*>${NO_PENDING_ENROLLMENT}<`));
    // A decided enrollment offers no change.
    expect(cardOf(decided, mine.enrollmentId)).not.toContain('Change how you pay');
    expect(await methodOf(mine.enrollmentId)).toBe('cash');
  });

  it('refuses a post from another site, and sends a signed-out learner to sign in and back', async () => {
    const learner = await cashLearner('methodforged');
    const fields = { _form: 'payment-method', enrollmentId: learner.enrollmentId, paymentMethod: 'usdt' };
    expect((await learner.b.post('/profile', fields, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await learner.b.post('/profile', fields, { 'sec-fetch-site': '', origin: 'https://evil.example' })).status).toBe(403);
    expect(await methodOf(learner.enrollmentId)).toBe('cash');

    const signedOut = await browser().post('/profile', fields);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/auth?redirect=%2Fprofile');
    expect(await methodOf(learner.enrollmentId)).toBe('cash');
  });
});
