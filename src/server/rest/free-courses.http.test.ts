/**
 * Free courses over HTTP (docs/decisions/2026-12-01-free-courses.md): `POST /api/enroll` without a
 * method (201, confirmed, no code), strict JSON types and NUL bytes (400, never 500), the payment
 * calls refused on a free enrollment, the CSV's empty method cell; the pages (course page, cards,
 * /profile) with one "Enroll for free" and no payment step, and the same enrollment sent as a
 * native form (no JavaScript) from the course page and from /profile.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../../test/courses';
import { createClient, signedInClient } from '../../../test/http';
import { nativeBrowser } from '../../../test/native-browser';
import { configurePayments } from '../../../test/payments';
import { SEEDED_ADMIN, seededSiteForFile } from '../../../test/seeded-site';
import { FREE_NOTHING_TO_PAY, METHOD_REQUIRED } from '../../shared/free-course';
import { courses, enrollments } from '../db/schema';

const site = seededSiteForFile({ seedDemo: false });
let freeId: number;
let paidId: number;

beforeAll(async () => {
  await configurePayments(site.database.db);
  freeId = await insertCourse(site.database.db, { title: 'Crypto for Beginners', price: 0 });
  paidId = await insertCourse(site.database.db, { title: 'Paid Masterclass', price: 4999 });
});

const learner = () => signedInClient(site.server.baseUrl, site.database.db);

async function registered(username: string) {
  const b = nativeBrowser(() => site.server.baseUrl);
  const res = await b.post('/auth', {
    _form: 'register',
    username,
    fullName: `Learner ${username}`,
    email: `${username}@example.com`,
    password: 'secret123',
    confirmPassword: 'secret123',
  });
  expect(res.status).toBe(303);
  return b;
}

describe('POST /api/enroll', () => {
  it('enrolls in a free course without a method: 201, confirmed, no method, no code, no instructions', async () => {
    const client = await learner();
    const res = await client.post('/api/enroll', { courseId: freeId });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ paymentStatus: 'confirmed', paymentMethod: null, paymentCode: null, instructions: null });
    // An old client sending a method: still free, the method ignored.
    const old = await learner();
    const again = await old.post('/api/enroll', { courseId: freeId, paymentMethod: 'cash' });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ paymentStatus: 'confirmed', paymentMethod: null });
    const mine = await client.get('/api/enrollments');
    expect(mine.json[0]).toMatchObject({ paymentMethod: null, course: { downloadUrl: 'https://m.example.com/course.zip' } });
  });

  it('refuses a paid course without a method: 400 naming the method field, as a wrong type of it is', async () => {
    const client = await learner();
    const mine = () => site.database.db.select().from(enrollments).where(eq(enrollments.userId, client.account.id));
    const res = await client.post('/api/enroll', { courseId: paidId });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: METHOD_REQUIRED,
      code: 'BAD_REQUEST',
      issues: [{ path: 'paymentMethod', message: METHOD_REQUIRED }],
    });
    // Left out, or sent as JSON null: a client that reads issues[0].path finds the field either way.
    const nulled = await client.post('/api/enroll', { courseId: paidId, paymentMethod: null });
    expect(nulled.status).toBe(400);
    expect(nulled.json).toMatchObject({ issues: [{ path: 'paymentMethod' }] });
    expect(await mine()).toHaveLength(0);
  });

  it('refuses wrong JSON types and NUL bytes with a 400, never a 500, free course or not', async () => {
    const client = await learner();
    for (const body of [
      { courseId: freeId, paymentMethod: 5 },
      { courseId: freeId, paymentMethod: null },
      { courseId: String(freeId) },
      { courseId: '1' },
      { courseId: freeId, paymentMethod: 'cash\u0000' },
      { courseId: freeId, paymentReference: 'TX\u0000-1' },
      { courseId: paidId, paymentMethod: 5 },
      { courseId: freeId, expectedPrice: '0' },
    ]) {
      const res = await client.post('/api/enroll', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // None of them enrolled anyone; the same body with the right types does.
    expect(await site.database.db.select().from(enrollments).where(eq(enrollments.userId, client.account.id))).toHaveLength(0);
    expect((await client.post('/api/enroll', { courseId: freeId })).status).toBe(201);
  });

  it('refuses a reference and a method change on a free enrollment with a clear message', async () => {
    const client = await learner();
    const { id } = (await client.post('/api/enroll', { courseId: freeId })).json as unknown as { id: number };
    const reference = await client.patch(`/api/enrollments/${id}`, { paymentReference: 'TX-1' });
    expect(reference.status).toBe(409);
    expect(reference.json.message).toBe(FREE_NOTHING_TO_PAY);
    const method = await client.put(`/api/enrollments/${id}/method`, { paymentMethod: 'cash' });
    expect(method.status).toBe(409);
    expect(method.json.message).toBe(FREE_NOTHING_TO_PAY);
  });

  it('the accounting CSV shows a free enrollment with an empty method cell', async () => {
    const client = await learner();
    const { id } = (await client.post('/api/enroll', { courseId: freeId })).json as unknown as { id: number };
    const admin = createClient(site.server.baseUrl);
    expect((await admin.post('/api/login', SEEDED_ADMIN)).status).toBe(200);
    const csv = await admin.get('/api/admin/enrollments/export');
    expect(csv.status).toBe(200);
    const line = csv.text.split('\n').find((l) => l.startsWith(`${id},`));
    expect(line?.split(',').slice(0, 7)).toEqual([String(id), '', 'confirmed', '', '0.00', '0.00', '0.00']);
  });
});

describe('the pages of a free course', () => {
  it('the course page and the cards say Free (keeping US$0.00) and offer one "Enroll for free", no payment step', async () => {
    const anonymous = createClient(site.server.baseUrl);
    const page = await anonymous.get(`/courses/${freeId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('How enrolling works');
    expect(page.text).not.toContain('How payment works');
    expect(page.text).not.toContain('Refunds and cancellation');
    expect(page.text).toContain('The course is free: there is nothing to pay.');
    const education = await anonymous.get('/education');
    expect(education.text).toContain('Free (US$0.00)');

    const b = await registered('freepage');
    const signedIn = await b.get(`/courses/${freeId}`);
    expect(signedIn.html).toContain('Enroll for free');
    expect(signedIn.html).toMatch(new RegExp(`<form [^>]*action="/courses/${freeId}" method="post"`));
    // The paid course's page is unchanged: its payment section and the checkout link.
    const paid = await b.get(`/courses/${paidId}`);
    expect(paid.html).toContain('How payment works');
    expect(paid.html).toContain('Refunds and cancellation');
    expect(paid.html).not.toContain('Enroll for free');
  });

  it('/profile with the free course chosen hides the method and reference by CSS, and says "Enroll for free"', async () => {
    const b = await registered('freeprofile');
    const page = await b.get(`/profile?enroll=${freeId}`);
    expect(page.html).toContain(`<option value="${freeId}" data-free="" selected="">`);
    expect(page.html).toContain('Crypto for Beginners<!-- --> · <!-- -->Free (US$0.00)');
    // In the HTML, so a learner without JavaScript who picks a paid course instead still has them,
    // but each inside the wrapper CSS hides while a free option is checked (enroll-form.tsx).
    const hiddenForFree = '<div class="[#enroll-form:has(option[data-free]:checked)_&amp;]:hidden">';
    for (const field of ['paymentMethod', 'paymentReference']) {
      const before = page.html.slice(0, page.html.indexOf(`name="${field}"`));
      const wrapper = before.lastIndexOf(hiddenForFree);
      expect(wrapper, field).toBeGreaterThan(0);
      // Its own wrapper: no other field's end between the wrapper and this field.
      expect(before.slice(wrapper), field).not.toMatch(/<\/select>|<input [^>]*>/);
    }
    expect(page.html).toContain(
      '<span class="[#enroll-form:has(option[data-free]:checked)_&amp;]:hidden">Enroll</span><span class="hidden [#enroll-form:has(option[data-free]:checked)_&amp;]:inline">Enroll for free</span>',
    );
  });
});

describe('enrolling without JavaScript', () => {
  it('from the course page: one post, then /profile with the course open and no payment step', async () => {
    const b = await registered('freenative');
    const res = await b.post(`/courses/${freeId}`, { _form: 'enroll', courseId: String(freeId), shownPrices: `${freeId}:0` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/profile');
    const profile = await b.get('/profile');
    expect(profile.html).toContain('You are enrolled in Crypto for Beginners. It is free: there is nothing to pay');
    expect(profile.html).toContain('Download materials');
    expect(profile.html).toContain('This course is free: open your course materials below.');
    expect(profile.html).not.toContain('Payment code');
    expect(profile.html).not.toContain('Change how you pay');
    expect(profile.html).not.toContain('Your transaction id or bank reference');
    // The course page now says where it is.
    expect((await b.get(`/courses/${freeId}`)).html).toContain('Enrolled: open My Courses');
  });

  it('from /profile with the method field left empty (or a method chosen), it is free all the same', async () => {
    const b = await registered('freeform');
    const res = await b.post('/profile', { _form: 'enroll', courseId: String(freeId), paymentMethod: '', paymentReference: '' });
    expect(res.headers.get('location')).toBe('/profile');
    expect((await b.get('/profile')).html).toContain('It is free: there is nothing to pay');
    const c = await registered('freeform2');
    await c.post('/profile', { _form: 'enroll', courseId: String(freeId), paymentMethod: 'usdt', paymentReference: 'TX' });
    const rows = await site.database.db
      .select({ method: enrollments.paymentMethod, status: enrollments.paymentStatus })
      .from(enrollments)
      .where(eq(enrollments.courseId, freeId));
    expect(rows.every((r) => r.method === null && r.status === 'confirmed')).toBe(true);
    // A paid course sent the same way is still named at the method field.
    await c.post('/profile', { _form: 'enroll', courseId: String(paidId), paymentMethod: '', paymentReference: '' });
    expect((await c.get('/profile')).html).toContain(METHOD_REQUIRED);
  });

  it('a free course made paid after the page showed it: refused back on the course page with the new price', async () => {
    const course = await insertCourse(site.database.db, { title: 'Soon paid', price: 0 });
    const b = await registered('pricechange');
    await site.database.db.update(courses).set({ price: 1500 }).where(eq(courses.id, course));
    const res = await b.post(`/courses/${course}`, { _form: 'enroll', courseId: String(course), shownPrices: `${course}:0` });
    expect(res.headers.get('location')).toBe(`/courses/${course}`);
    const page = (await b.get(`/courses/${course}`)).html;
    expect(page).toContain('US$15.00');
    // The refusal is said on the page the form was on, with the new price.
    expect(page).toMatch(/role="alert"[^>]*>The price of &quot;Soon paid&quot; is now US\$15\.00/);
    expect(await site.database.db.select().from(enrollments).where(eq(enrollments.courseId, course))).toHaveLength(0);
  });
});
