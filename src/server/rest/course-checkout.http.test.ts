/**
 * Issue 26 over HTTP: the course page (/courses/{id}: 404 for unknown and archived courses, Course
 * JSON-LD, Open Graph), the syllabus and format fields (strict JSON types), amountDue on the
 * learner's enrollments and in the enrollment email, and the refund policy setting.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createClient } from '../../../test/http';
import { configurePayments } from '../../../test/payments';
import { SEEDED_ADMIN, seededSiteForFile } from '../../../test/seeded-site';
import { amountDueFor } from '../services/amount-due';
import { emailOutbox } from '../db/schema';

const site = seededSiteForFile({ seedDemo: false });

async function signedIn(username: string, password: string) {
  const client = createClient(site.server.baseUrl);
  expect((await client.post('/api/login', { username, password })).status).toBe(200);
  return client;
}
const adminClient = () => signedIn(SEEDED_ADMIN.username, SEEDED_ADMIN.password);

const COURSE = {
  title: 'Wallet Basics <script>',
  description: 'Everything about wallets for a beginner in Roseau.',
  level: 'Beginner',
  duration: '2 weeks',
  price: 4999,
  downloadUrl: 'https://example.org/materials.zip',
  syllabus: '- Seed phrases\n- Hardware wallets\nA line that is not an item',
  format: 'Self-paced videos',
};

describe('amountDueFor', () => {
  it('gives US$ cents, EC$ cents rounded half up and USDT as a two-place decimal string', () => {
    expect(amountDueFor(4999, '2.7')).toEqual({ usdCents: 4999, xcdCents: 13497, usdt: '49.99' });
    expect(amountDueFor(5, '2.7')).toEqual({ usdCents: 5, xcdCents: 14, usdt: '0.05' });
    expect(amountDueFor(0, '2.7')).toEqual({ usdCents: 0, xcdCents: 0, usdt: '0.00' });
    expect(amountDueFor(100_000_000, '2.7').usdt).toBe('1000000.00');
  });
});

describe('course fields and the course page', () => {
  it('saves syllabus and format, refuses wrong JSON types with a 400 naming the field', async () => {
    const admin = await adminClient();
    const created = await admin.post('/api/courses', COURSE);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ syllabus: COURSE.syllabus, format: COURSE.format });
    for (const [field, value] of [
      ['syllabus', 5],
      ['format', ['a']],
      ['syllabus', null],
      ['format', 'x'.repeat(201)],
    ] as const) {
      const res = await admin.post('/api/courses', { ...COURSE, [field]: value });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(JSON.stringify(res.json)).toContain(field);
    }
    // Optional: a course without them is still valid, with empty texts.
    const plain = await admin.post('/api/courses', { ...COURSE, syllabus: undefined, format: undefined, title: 'Plain course' });
    expect(plain.status).toBe(201);
    expect(plain.json).toMatchObject({ syllabus: '', format: '' });
  });

  it('serves the course page with its facts, one CTA, Course JSON-LD and Open Graph; 404 for unknown, malformed and archived ids', async () => {
    const admin = await adminClient();
    const created = (await admin.post('/api/courses', { ...COURSE, title: 'Page course' })).json as unknown as { id: number };
    const anonymous = createClient(site.server.baseUrl);
    const page = await anonymous.get(`/courses/${created.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Page course');
    expect(page.text).toContain('US$49.99');
    expect(page.text).toContain('EC$134.97');
    expect(page.text).toContain('What you will learn');
    expect(page.text).toContain('Hardware wallets');
    expect(page.text).toContain('Self-paced videos');
    expect(page.text).toContain('Refunds and cancellation');
    expect(page.text).toContain('Sample policy');
    expect(page.text).toMatch(/<meta property="og:title" content="Page course/);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/courses/${created.id}"`));
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '{}';
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'Course', name: 'Page course', offers: { price: '49.99', priceCurrency: 'USD' } });
    // One call to action for a visitor: to sign-up with the course as the intent.
    const ctas = [...page.text.matchAll(/href="\/auth\?[^"]*intent=enroll[^"]*courseId=(\d+)/g)].filter((m) => m[1] === String(created.id));
    expect(ctas).toHaveLength(1);
    // The title with "<script>" is escaped everywhere, JSON-LD included.
    const hostile = (await admin.post('/api/courses', COURSE)).json as unknown as { id: number };
    const hostilePage = await anonymous.get(`/courses/${hostile.id}`);
    expect(hostilePage.status).toBe(200);
    expect(hostilePage.text).not.toContain('Wallet Basics <script>');

    for (const path of ['/courses/999999', '/courses/abc', '/courses/0', '/courses/1e3', `/courses/${'9'.repeat(30)}`]) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('404 Page Not Found');
    }
    // Archived (deleted with enrollment history): gone from the page too.
    const learner = await createAccount(site.database.db);
    const learnerClient = await signedIn(learner.username, learner.password);
    expect((await learnerClient.post('/api/enroll', { courseId: created.id, paymentMethod: 'cash' })).status).toBe(201);
    expect((await admin.delete(`/api/courses/${created.id}`)).json).toMatchObject({ outcome: 'archived' });
    const archived = await createClient(site.server.baseUrl).get(`/courses/${created.id}`);
    expect(archived.status).toBe(404);
  });
});

describe('amountDue and the checkout instructions', () => {
  it('GET /api/enrollments carries amountDue and what to quote; the email carries the same amounts', async () => {
    await configurePayments(site.database.db);
    const admin = await adminClient();
    const course = (await admin.post('/api/courses', { ...COURSE, title: 'USDT course', price: 7999 })).json as unknown as { id: number };
    const account = await createAccount(site.database.db);
    const learner = await signedIn(account.username, account.password);
    const enrolled = await learner.post('/api/enroll', { courseId: course.id, paymentMethod: 'usdt' });
    expect(enrolled.status).toBe(201);
    expect(enrolled.json).toMatchObject({ amountDue: { usdCents: 7999, xcdCents: 21597, usdt: '79.99' } });
    const mine = (await learner.get('/api/enrollments')).json as unknown as {
      amountDue: unknown;
      paymentCode: string;
      instructions: { quote: string };
    }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.amountDue).toEqual({ usdCents: 7999, xcdCents: 21597, usdt: '79.99' });
    expect(mine[0]!.instructions.quote).toMatch(/cannot carry a memo.*transaction id/);
    const [mail] = await site.database.db
      .select({ text: emailOutbox.textBody, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'enrollment.instructions'), like(emailOutbox.subject, '%USDT course%')));
    expect(mail?.text).toContain('US$79.99');
    expect(mail?.text).toContain('EC$215.97');
    expect(mail?.text).toContain('79.99 USDT');
    expect(mail?.text).toContain('1 USDT is counted as 1 US$');
    expect(mail?.text).toContain(mine[0]!.paymentCode);
    expect(mail?.text).toContain('transaction id');
    // A bank transfer quotes the code in its reference.
    const bank = (await admin.post('/api/courses', { ...COURSE, title: 'Bank course' })).json as unknown as { id: number };
    await learner.post('/api/enroll', { courseId: bank.id, paymentMethod: 'mobanking' });
    const both = (await learner.get('/api/enrollments')).json as unknown as { paymentCode: string; instructions: { quote: string } }[];
    const bankRow = both.find((e) => e.instructions.quote.includes('reference'))!;
    expect(bankRow.instructions.quote).toContain(bankRow.paymentCode);
  });

  it('a price change after enrolling changes neither what the learner owes nor what the queue and the export say (probe of 2026-11-29)', async () => {
    await configurePayments(site.database.db);
    const admin = await adminClient();
    const course = (await admin.post('/api/courses', { ...COURSE, title: 'Repriced course', price: 2500 })).json as unknown as { id: number };
    const account = await createAccount(site.database.db);
    const learner = await signedIn(account.username, account.password);
    const enrolled = await learner.post('/api/enroll', { courseId: course.id, paymentMethod: 'cash' });
    expect(enrolled.status).toBe(201);
    const code = (enrolled.json as unknown as { paymentCode: string }).paymentCode;

    const repriced = await admin.put(`/api/courses/${course.id}`, { ...COURSE, title: 'Repriced course', price: 9900 });
    expect(repriced.status, repriced.text).toBe(200);
    const owed = { usdCents: 2500, xcdCents: 6750, usdt: '25.00' };
    const mine = (await learner.get('/api/enrollments')).json as unknown as { amountDue: unknown }[];
    expect(mine[0]!.amountDue).toEqual(owed);
    const queue = (await admin.get('/api/admin/enrollments/pending')).json as unknown as { paymentCode: string; amountDue: unknown }[];
    expect(queue.find((e) => e.paymentCode === code)?.amountDue).toEqual(owed);
    const csv = (await admin.get('/api/admin/enrollments/export')).text;
    const line = csv.split('\n').find((l) => l.includes(code)) ?? '';
    expect(line).toContain('25.00');
    expect(line).not.toContain('99.00');
    // The course page shows the new price as the course's, and this learner what they owe.
    const page = (await learner.get(`/courses/${course.id}`)).text;
    const howToPay = page.slice(page.indexOf('id="course-payment"'), page.indexOf('id="course-refunds"')).replaceAll('<!-- -->', '');
    expect(page).toContain('US$99.00');
    expect(howToPay).toContain('You enrolled at US$25.00');
    expect(howToPay).toContain('Amount: US$25.00');
    expect(howToPay).not.toContain('US$99.00');
    // A new enrollment pays the new price.
    const other = await createAccount(site.database.db);
    const newcomer = await signedIn(other.username, other.password);
    const later = await newcomer.post('/api/enroll', { courseId: course.id, paymentMethod: 'cash' });
    expect(later.json).toMatchObject({ amountDue: { usdCents: 9900 } });
  });

  it('an enrollment sent with the price the page showed is refused (409) when the price has changed since: nobody pays a price never seen (probe 16)', async () => {
    await configurePayments(site.database.db);
    const admin = await adminClient();
    const course = (await admin.post('/api/courses', { ...COURSE, title: 'Raised course', price: 8999 })).json as unknown as { id: number };
    expect((await admin.put(`/api/courses/${course.id}`, { ...COURSE, title: 'Raised course', price: 12999 })).status).toBe(200);
    const account = await createAccount(site.database.db);
    const learner = await signedIn(account.username, account.password);
    const stale = await learner.post('/api/enroll', { courseId: course.id, paymentMethod: 'cash', expectedPrice: 8999 });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ message: 'The price of "Raised course" is now US$129.99: it changed after this page showed it. Check it and enroll again.' });
    expect((await learner.get('/api/enrollments')).json).toEqual([]);
    // Wrong JSON types are a 400, as for every field.
    expect((await learner.post('/api/enroll', { courseId: course.id, paymentMethod: 'cash', expectedPrice: '12999' })).status).toBe(400);
    const current = await learner.post('/api/enroll', { courseId: course.id, paymentMethod: 'cash', expectedPrice: 12999 });
    expect(current.status).toBe(201);
    expect(current.json).toMatchObject({ amountDue: { usdCents: 12999 } });
  });

  it('the refund policy is a Content setting with a labelled sample default, required when saved', async () => {
    const admin = await adminClient();
    const settings = (await admin.get('/api/admin/settings')).json as unknown as { content: Record<string, unknown> & { version: number } };
    expect(String(settings.content.refundPolicy)).toMatch(/^\*\*Sample policy/);
    const policy = await createClient(site.server.baseUrl).get('/api/content/policies/refundPolicy');
    expect(policy.status).toBe(200);
    const { version, ...content } = settings.content;
    const bad = await admin.put('/api/admin/settings/content', { ...content, refundPolicy: 12, version });
    expect(bad.status).toBe(400);
    const saved = await admin.put('/api/admin/settings/content', {
      ...content,
      refundPolicy: 'Refunds within our own stated terms.',
      version,
    });
    expect(saved.status).toBe(200);
    expect(
      ((await createClient(site.server.baseUrl).get('/api/content/policies/refundPolicy')).json as unknown as { html: string }).html,
    ).toContain('Refunds within our own stated terms.');
  });
});
