/**
 * Native form posts (forms/native-form-posts.ts): the same procedures as the islands, answered with
 * post/redirect/get and a one-time flash the next page render shows, refused cross-site.
 */
import { createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contactMessages, courses, enrollments, passwordResetTokens, users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { nativeBrowser } from '../../../test/native-browser';
import { seededSiteForFile } from '../../../test/seeded-site';
import { sessionEndedMessage, SESSION_ENDED_UNSENT, type NativeForm } from '../../shared/form-flash';

const site = seededSiteForFile({ seedDemo: true });

const browser = () => nativeBrowser(() => site.server.baseUrl);

/** The card of one enrollment in the page's HTML (an <article> of its own). */
function cardOf(html: string, enrollmentId: string): string {
  const start = html.indexOf(`id="enrollment-${enrollmentId}"`);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</article>', start));
}

describe('native form posts', () => {
  it('a login with a wrong password comes back to /auth with the message and the username, once', async () => {
    const b = browser();
    const res = await b.post('/auth', { _form: 'login', username: 'admin', password: 'wrong-password' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth');
    expect(b.jar.has('dce_flash')).toBe(true);
    const page = await b.get('/auth');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Invalid username or password');
    expect(page.html).toContain('value="admin"');
    expect(page.html).not.toContain('wrong-password');
    expect(page.res.headers.get('cache-control')).toMatch(/private|no-store/);
    // Read once: a reload shows the plain form.
    const again = await b.get('/auth');
    expect(again.html).not.toContain('Invalid username or password');
  });

  it('a flash cookie the server did not seal shows nothing and is cleared (probe 67, F7)', async () => {
    // What the cookie used to be: deflated JSON, which anyone able to set a cookie for the site could write.
    const forged = deflateRawSync(
      JSON.stringify({ form: 'login', values: { username: 'alice1' }, errors: {}, message: 'Your account is suspended.' }),
    ).toString('base64url');
    const res = await fetch(`${site.server.baseUrl}/auth`, { headers: { cookie: `dce_flash=${forged}` } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('Your account is suspended.');
    expect(html).not.toContain('value="alice1"');
    expect(res.headers.getSetCookie().some((c) => /^dce_flash=;/.test(c))).toBe(true);
    // A real flash altered by one character is refused too.
    const b = browser();
    await b.post('/auth', { _form: 'login', username: 'admin', password: 'wrong-password' });
    const sealed = b.jar.get('dce_flash') ?? '';
    const altered = sealed.slice(0, 40) + (sealed[40] === 'A' ? 'B' : 'A') + sealed.slice(41);
    b.jar.set('dce_flash', altered);
    expect((await b.get('/auth')).html).not.toContain('Invalid username or password');
  });

  it('signs in and redirects as the spec says (admin to /dashboard, enroll intent carried through)', async () => {
    const admin = browser();
    const res = await admin.post('/auth', { _form: 'login', username: 'admin', password: 'admin-pass-1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
    expect([...admin.jar.keys()]).toContain('dce_session');

    const learner = browser();
    const reg = await learner.post('/auth?tab=register&intent=enroll&courseId=7', {
      _form: 'register',
      username: 'formuser',
      fullName: 'Form User',
      email: 'formuser@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(reg.status).toBe(303);
    expect(reg.headers.get('location')).toBe('/profile?enroll=7');
    expect([...learner.jar.keys()]).toContain('dce_session');
  });

  it('field errors carry the spec messages next to the fields; passwords are never written back', async () => {
    const b = browser();
    const res = await b.post('/auth?tab=register', {
      _form: 'register',
      username: 'x',
      fullName: 'Someone',
      email: 'not-an-email',
      password: 'secret123',
      confirmPassword: 'different1',
    });
    expect(res.headers.get('location')).toBe('/auth?tab=register');
    const page = await b.get('/auth?tab=register');
    expect(page.html).toContain('Valid email is required');
    expect(page.html).toContain('Passwords don&#x27;t match');
    expect(page.html).toContain('value="not-an-email"');
    expect(page.html).not.toContain('secret123');
  });

  it('a taken username or email is named at its own field (aria-describedby), not only as a message at the top', async () => {
    for (const [field, taken, message] of [
      ['username', { username: 'ADMIN', email: 'fresh-taken-1@example.com' }, 'That username is already taken.'],
      ['email', { username: 'freshname1', email: 'admin@example.com' }, 'An account with that email address already exists.'],
    ] as const) {
      const b = browser();
      await b.post('/auth?tab=register', {
        _form: 'register',
        fullName: 'Someone',
        password: 'secret123',
        confirmPassword: 'secret123',
        ...taken,
      });
      const page = await b.get('/auth?tab=register');
      // The input of that field points at the message: the reader (and a screen reader) finds it there.
      const registerForm = page.html.slice(page.html.indexOf('id="register-form"'));
      const input = new RegExp(`<input[^>]*name="${field}"[^>]*>`).exec(registerForm)?.[0] ?? '';
      const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
      expect(describedBy, `${field}: ${input}`).toMatch(/-error$/);
      const paragraph = new RegExp(`<p id="${describedBy}"[^>]*>([^<]*)</p>`).exec(page.html)?.[1];
      expect(paragraph?.replace(/&#x27;/g, "'")).toBe(message);
      // A taken username may be the reader's own, made by a try whose answer was lost: the way to sign in is offered (probe 74, F6).
      expect(registerForm.includes('Just created this account?'), field).toBe(field === 'username');
    }
  });

  it('the contact form sends the message and shows the success message after the redirect', async () => {
    const b = browser();
    const res = await b.post('/contact', {
      _form: 'contact',
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hello',
      message: 'A question about the course dates.',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact');
    const page = await b.get('/contact');
    expect(page.html).toContain('Message sent.');
    const stored = await site.database.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Hello'));
    expect(stored).toHaveLength(1);
  });

  it('a refused contact message keeps everything typed, however long (5,000 characters, accented), with JavaScript off', async () => {
    // Found by the probe of 2026-11-29: past ~2,850 characters the message came back empty.
    const b = browser();
    const message = ('Bonjou, mwen vlé konnèt dat kou-a. Ça coûte combien? ' + 'é'.repeat(40) + ' ').repeat(60).slice(0, 5000);
    const res = await b.post('/contact', { _form: 'contact', name: 'Marie Joseph', email: 'marie@example', subject: 'Dates', message });
    expect(res.status).toBe(303);
    // A fragment naming no element: the form's own (#contact-form) would cancel the first field's
    // autofocus (probe 26, F4), and an empty one scrolls to the top of the page.
    expect(res.headers.get('location')).toBe('/contact#fields-to-fix');
    const page = await b.get('/contact');
    expect(page.html).toContain('Please enter a valid email address');
    const textarea = /<textarea[^>]*name="message"[^>]*>([\s\S]*?)<\/textarea>/.exec(page.html)?.[1] ?? '';
    const decoded = textarea
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(decoded).toBe(message);
    // Read once: every part of it is cleared.
    expect(b.jar.has('dce_flash')).toBe(false);
    expect(b.jar.has('dce_flash_2')).toBe(false);
  });

  it('a post to a page naming no form it has is the HTML 404 page, not JSON on a page address (probe 45)', async () => {
    const b = browser();
    const posts: Record<string, string>[] = [{ _form: '__proto__' }, { _form: 'no-such-form', username: 'x' }, { username: 'x' }];
    for (const fields of posts) {
      const res = await b.post('/auth', fields);
      expect(res.status, JSON.stringify(fields)).toBe(404);
      expect(res.headers.get('content-type'), JSON.stringify(fields)).toMatch(/^text\/html/);
      expect(await res.text(), JSON.stringify(fields)).toContain('<h1>Page not found</h1>');
    }
    // The API keeps its JSON 404.
    const api = await fetch(`${site.server.baseUrl}/api/no-such-route`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('a form posted to a path no page answers does nothing: a 404, no message stored, no method changed', async () => {
    // Found by the probe of 2026-11-29: POST /no/such/page stored the message and mailed the
    // admins, then showed the visitor a 404 without "Message sent"; POST /PROFILE changed a payment method.
    const b = browser();
    for (const path of ['/no/such/page', '/CONTACT', '/Contact', '/contact/x']) {
      const res = await b.post(path, {
        _form: 'contact',
        name: 'Ann',
        email: 'ann@example.com',
        subject: `Nowhere ${path}`,
        message: 'Posted to a path with no page.',
      });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page not found');
    }
    const stored = await site.database.db.select({ subject: contactMessages.subject }).from(contactMessages);
    expect(stored.filter((row) => row.subject.startsWith('Nowhere'))).toEqual([]);
    // The frame's forms work on the not-found page too: a reader who landed there can still sign out.
    const lowData = await b.post('/no/such/page', { _form: 'low-data', lowData: 'on' });
    expect(lowData.status).toBe(303);
    expect(lowData.headers.get('location')).toBe('/no/such/page');
    // A route with a parameter in its path answers it: a lesson is a page.
    const lesson = await b.post('/education/bitcoin-blockchain', { _form: 'newsletter', email: 'lesson-reader@example.com' });
    expect(lesson.status).toBe(303);
    expect(lesson.headers.get('location')).toBe('/education/bitcoin-blockchain');
  });

  it('a contact message longer than the limit comes back cut to it, with every error shown, with JavaScript off', async () => {
    // Found by the probe of 2026-11-29 (second round): at 5,001 characters the next page showed no
    // error at all and an empty box (the flash kept a value its reader then refused, whole).
    const b = browser();
    const message = 'A long question about the course. '.repeat(300);
    const res = await b.post('/contact', { _form: 'contact', name: 'A', email: 'ann@example.com', subject: 'Dates', message });
    expect(res.status).toBe(303);
    const page = await b.get('/contact');
    expect(page.html).toContain('at least 2 characters');
    expect(page.html).toMatch(/Message must be at most 5,?000 characters/);
    const textarea = /<textarea[^>]*name="message"[^>]*>([\s\S]*?)<\/textarea>/.exec(page.html)?.[1] ?? '';
    expect(textarea).toBe(message.slice(0, 5000));
  });

  it('the newsletter box posts from the home page and shows the answer there', async () => {
    const b = browser();
    const res = await b.post('/', { _form: 'newsletter', email: 'reader@example.com' });
    expect(res.headers.get('location')).toBe('/');
    const page = await b.get('/');
    expect(page.html).toContain('If this address wasn');
  });

  it('a NUL in any field is a 400 page: nothing is done and nothing is written back into a page', async () => {
    // Found by the probe of 2026-11-29: the payment method form echoed "c\0ash" into /profile's state.
    const b = browser();
    const posts: Record<string, string>[] = [
      { _form: 'contact', name: 'N\u0000', email: 'nul@example.com', subject: 'S', message: 'A message with a NUL field' },
      { _form: 'newsletter', email: 'nul@example.com\u0000' },
      { _form: 'login', username: 'admin', password: 'x\u0000y' },
    ];
    for (const fields of posts) {
      const res = await b.post('/contact', fields);
      expect(res.status, fields._form).toBe(400);
      expect(await res.text(), fields._form).toContain('NUL character');
      expect(res.headers.get('set-cookie') ?? '', fields._form).not.toContain('dce_flash');
    }
    const rows = await site.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'nul@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses form posts from another site, and a flash never reaches the shared cache', async () => {
    const b = browser();
    const crossSite = await b.post(
      '/contact',
      { _form: 'contact', name: 'X', email: 'x@example.com', subject: 'S', message: 'Forged message body' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const foreign = await b.post(
      '/auth',
      { _form: 'login', username: 'admin', password: 'admin-pass-1' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(b.jar.has('dce_session')).toBe(false);

    // Someone else's error page is never what an anonymous reader gets from the cache.
    const other = browser();
    await other.post('/auth', { _form: 'login', username: 'ghost', password: 'nope-nope' });
    await other.get('/auth');
    const anonymous = await fetch(`${site.server.baseUrl}/auth`);
    expect(await anonymous.text()).not.toContain('Invalid username or password');
  });

  it('an enroll sent after the session ended: the sign-in page says nothing was saved, and signing in comes back with the course chosen (probe 32, F3)', async () => {
    const first = browser();
    await first.register('lapsed', 'Lap Sed');
    const [course] = await site.database.db.select({ id: courses.id }).from(courses).limit(1);
    if (!course) throw new Error('the demo data has courses');
    // The same form, sent from a browser whose session is gone (logged out elsewhere, or timed out).
    const lapsed = browser();
    const sent = await lapsed.post('/profile', {
      _form: 'enroll',
      courseId: String(course.id),
      paymentMethod: 'cash',
      paymentReference: 'R-1',
    });
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toBe(`/auth?redirect=${encodeURIComponent(`/profile?enroll=${course.id}`)}`);
    const signIn = await lapsed.get(location);
    expect(signIn.html).toMatch(new RegExp(`role="alert"[^>]*>${SESSION_ENDED_UNSENT}<`));
    // Nothing typed yet: the reader starts at the username (a failed sign-in, which keeps it, starts at the password).
    expect(signIn.html).toMatch(/<input[^>]*autofocus=""[^>]*name="username"|<input[^>]*name="username"[^>]*autofocus=""/);
    expect(await site.database.db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.courseId, course.id))).toHaveLength(
      0,
    );
    // Said once: the next visit to the sign-in page does not repeat it.
    expect((await lapsed.get('/auth')).html).not.toContain(SESSION_ENDED_UNSENT);

    const back = await lapsed.post(location, { _form: 'login', username: 'lapsed', password: 'secret123' });
    expect(back.headers.get('location')).toBe(`/profile?enroll=${course.id}`);
    expect((await lapsed.get(`/profile?enroll=${course.id}`)).html).toMatch(new RegExp(`<option value="${course.id}" selected`));
  });

  it.each([
    ['account-password', { currentPassword: 'secret123', newPassword: 'another-pass-1', confirmPassword: 'another-pass-1' }],
    ['account-email', { currentPassword: 'secret123', newEmail: 'moved@example.com' }],
    ['account-delete', { currentPassword: 'secret123', confirm: 'on' }],
  ])(
    '%s sent after the session ended: the sign-in page says so and comes back to the form (probe 35, F5; probe 74, F3)',
    async (form, fields) => {
      const lapsed = browser();
      const sent = await lapsed.post('/account', { _form: form, ...fields });
      expect(sent.status).toBe(303);
      const location = sent.headers.get('location')!;
      expect(location).toBe(`/auth?redirect=${encodeURIComponent(`/account#${form}`)}`);
      const said = (await lapsed.get(location)).html;
      expect(said).toMatch(new RegExp(`role="alert"[^>]*>${sessionEndedMessage(form as NativeForm)}<`));
      // Only the email change can be sure nothing was done: a password change or a deletion whose
      // earlier answer was lost may have been carried out, and ended this very session.
      expect(said.includes('nothing was saved')).toBe(form === 'account-email');
    },
  );

  it('enrolls from /profile natively: a missing payment method is named, then the enrollment is made once', async () => {
    const b = browser();
    await b.post('/auth', {
      _form: 'register',
      username: 'enroller',
      fullName: 'En Roller',
      email: 'enroller@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    const [course] = await site.database.db.select({ id: courses.id, title: courses.title }).from(courses).limit(1);
    if (!course) throw new Error('the demo data has courses');
    const missing = await b.post('/profile', { _form: 'enroll', courseId: String(course.id), paymentMethod: '', paymentReference: '' });
    expect(missing.headers.get('location')).toBe('/profile');
    const page = await b.get('/profile');
    expect(page.html).toContain('Choose a payment method');
    // Focus comes back at the field to fix, not at the top of the page (probe 73, F3).
    expect(/<select[^>]*name="paymentMethod"[^>]*>/.exec(page.html)?.[0]).toContain('autofocus=""');
    await b.post('/profile', { _form: 'enroll', courseId: '', paymentMethod: '', paymentReference: '' });
    const noCourse = (await b.get('/profile')).html;
    expect(noCourse).toContain('Choose a course');
    expect(/<select[^>]*name="courseId"[^>]*>/.exec(noCourse)?.[0]).toContain('autofocus=""');

    const ok = await b.post('/profile', { _form: 'enroll', courseId: String(course.id), paymentMethod: 'cash', paymentReference: '' });
    expect(ok.headers.get('location')).toBe('/profile');
    const after = await b.get('/profile');
    expect(after.html).toContain('Enrollment submitted');
    const rows = await site.database.db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.courseId, course.id));
    expect(rows).toHaveLength(1);
    // Its card no longer offers 'Enroll Now'.
    const education = await b.get('/education');
    expect(education.html).toContain('Enrollment pending: see My Courses');
    // The course is no longer offered in the form.
    expect(after.html).not.toMatch(new RegExp(`<option value="${course.id}"`));
  });

  it('a native enroll sent with a price the course no longer has is refused with the new price, then made at the price shown', async () => {
    const b = browser();
    await b.post('/auth', {
      _form: 'register',
      username: 'pricewatch',
      fullName: 'Price Watcher',
      email: 'pricewatch@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    const [course] = await site.database.db.select({ id: courses.id, price: courses.price }).from(courses).offset(1).limit(1);
    if (!course) throw new Error('the demo data has courses');
    // The form itself carries the prices it showed.
    expect((await b.get('/profile')).html).toContain(`${course.id}:${course.price}`);
    const stale = await b.post('/profile', {
      _form: 'enroll',
      courseId: String(course.id),
      paymentMethod: 'cash',
      paymentReference: '',
      shownPrices: `${course.id}:${course.price + 1000}`,
    });
    expect(stale.headers.get('location')).toBe('/profile');
    expect((await b.get('/profile')).html).toContain('it changed after this page showed it');
    const none = await site.database.db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.courseId, course.id));
    expect(none).toHaveLength(0);

    await b.post('/profile', {
      _form: 'enroll',
      courseId: String(course.id),
      paymentMethod: 'cash',
      paymentReference: '',
      shownPrices: `${course.id}:${course.price}`,
    });
    expect((await b.get('/profile')).html).toContain('Enrollment submitted');
    const made = await site.database.db.select({ price: enrollments.price }).from(enrollments).where(eq(enrollments.courseId, course.id));
    expect(made).toEqual([{ price: course.price }]);
  });

  it('the payment reference form saves to the learner’s own pending enrollment only; Logout signs out and cannot be forged', async () => {
    const register = async (username: string) => {
      const b = browser();
      await b.register(username, 'Ref Learner');
      const [course] = await site.database.db.select({ id: courses.id }).from(courses).limit(1);
      await b.post('/profile', { _form: 'enroll', courseId: String(course!.id), paymentMethod: 'cash', paymentReference: '' });
      const [row] = await site.database.db
        .select({ id: enrollments.id })
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.userId))
        .where(eq(users.username, username));
      return { b, enrollmentId: String(row!.id) };
    };
    const mine = await register('refowner');
    const other = await register('refother');

    // A reference too long: refused at its field, on the card (probe 30, F1: the answer sent the
    // learner to the top of /profile, the error on the card several screens further down).
    const tooLong = await mine.b.post('/profile', {
      _form: 'payment-reference',
      enrollmentId: mine.enrollmentId,
      paymentReference: 'R'.repeat(600),
    });
    expect(tooLong.status).toBe(303);
    expect(tooLong.headers.get('location')).toBe(`/profile#payment-reference-${mine.enrollmentId}`);
    const refusedCard = cardOf((await mine.b.get('/profile')).html, mine.enrollmentId);
    const errorId = /<p id="([^"]+)"[^>]*>Payment reference must be at most 120 characters</.exec(refusedCard)?.[1];
    expect(errorId).toBeDefined();
    // The field the error belongs to points at it, and keeps its label.
    const input = /<input[^>]*name="paymentReference"[^>]*>/.exec(refusedCard)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`aria-describedby="${errorId}"`);
    expect(refusedCard).toContain(`<label for="${/ id="([^"]+)"/.exec(input)?.[1]}"`);

    const saved = await mine.b.post('/profile', {
      _form: 'payment-reference',
      enrollmentId: mine.enrollmentId,
      paymentReference: 'BANK-123',
    });
    expect(saved.status).toBe(303);
    // Back at the enrollment's reference form, where its notice is.
    expect(saved.headers.get('location')).toBe(`/profile#payment-reference-${mine.enrollmentId}`);
    const page = await mine.b.get('/profile');
    expect(cardOf(page.html, mine.enrollmentId)).toMatch(/role="status"[^>]*>Payment reference saved\./);
    expect(page.html).toContain('Reference: BANK-123');

    // Saved empty: the reference is gone, and the notice says so rather than "saved" (probe 73, F2).
    await mine.b.post('/profile', { _form: 'payment-reference', enrollmentId: mine.enrollmentId, paymentReference: '' });
    const cleared = cardOf((await mine.b.get('/profile')).html, mine.enrollmentId);
    expect(cleared).toMatch(/role="status"[^>]*>Payment reference removed\./);
    expect(cleared).not.toContain('Reference: BANK-123');
    await mine.b.post('/profile', { _form: 'payment-reference', enrollmentId: mine.enrollmentId, paymentReference: 'BANK-123' });

    // Another learner's enrollment id: refused, and their enrollment keeps no reference.
    await mine.b.post('/profile', { _form: 'payment-reference', enrollmentId: other.enrollmentId, paymentReference: 'HIJACK' });
    const refused = await mine.b.get('/profile');
    expect(refused.html).not.toContain('Payment reference saved.');
    // Its answer has no card of the learner's to sit on: it is shown above the list, not lost.
    // (Shown, not only in the page's dehydrated data: inside an alert.)
    expect(refused.html).toMatch(/role="alert"[^>]*>Enrollment not found\.</);
    const [theirs] = await site.database.db
      .select({ reference: enrollments.paymentReference })
      .from(enrollments)
      .where(eq(enrollments.id, Number(other.enrollmentId)));
    expect(theirs!.reference).toBeNull();
    // A mangled id is a message on the page, not a server error.
    const mangled = await mine.b.post('/profile', { _form: 'payment-reference', enrollmentId: '1e3', paymentReference: 'X' });
    expect(mangled.status).toBe(303);
    // No card to name: the page itself.
    expect(mangled.headers.get('location')).toBe('/profile');
    expect((await mine.b.get('/profile')).html).toMatch(/role="alert"/);
    // Decided meanwhile (the card is gone): the refusal says why, above the list.
    await site.database.db
      .update(enrollments)
      .set({ paymentStatus: 'confirmed' })
      .where(eq(enrollments.id, Number(mine.enrollmentId)));
    await mine.b.post('/profile', { _form: 'payment-reference', enrollmentId: mine.enrollmentId, paymentReference: 'LATE-1' });
    expect((await mine.b.get('/profile')).html).toMatch(/role="alert"[^>]*>This enrollment has already been decided/);

    // Logout from another site (a forged form) is refused: still signed in.
    const forged = await mine.b.post('/', { _form: 'logout' }, { 'sec-fetch-site': 'cross-site' });
    expect(forged.status).toBe(403);
    expect((await mine.b.get('/profile')).res.status).toBe(200);
    // The real one signs out, says so on the home page, and the old cookie no longer opens /profile.
    const session = mine.b.jar.get('dce_session');
    const out = await mine.b.post('/profile', { _form: 'logout' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect((await mine.b.get('/')).html).toContain('You have been successfully logged out.');
    expect((await mine.b.get('/profile')).res.headers.get('location')).toMatch(/^\/auth\?redirect=/);
    const replayed = await fetch(`${site.server.baseUrl}/profile`, { redirect: 'manual', headers: { cookie: `dce_session=${session}` } });
    expect(replayed.headers.get('location')).toMatch(/^\/auth\?redirect=/);
  });

  it('a refused forgot-password or new-password form comes back with focus on the field to fix (probe 73, F1)', async () => {
    const b = browser();
    await b.post('/auth?tab=forgot', { _form: 'forgot-password', email: 'ann@' });
    const forgot = (await b.get('/auth?tab=forgot')).html;
    expect(forgot).toContain('Valid email is required');
    expect(/<input[^>]*name="email"[^>]*>/.exec(forgot)?.[0]).toContain('autofocus=""');

    // A live link (stored as its SHA-256, as password-reset.ts keeps it): its page shows the form.
    const token = 'y'.repeat(43);
    const [account] = await site.database.db.select({ id: users.id }).from(users).limit(1);
    await site.database.db.insert(passwordResetTokens).values({
      userId: account!.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    await b.post(`/reset-password?token=${token}`, { _form: 'reset-password', token, password: '', confirmPassword: '' });
    const reset = (await b.get(`/reset-password?token=${token}`)).html;
    expect(/<input[^>]*name="password"[^>]*>/.exec(reset)?.[0]).toContain('autofocus=""');
    expect(/<input[^>]*name="confirmPassword"[^>]*>/.exec(reset)?.[0]).not.toContain('autofocus');
  });

  it('reset password and unsubscribe answer a bad link with their message on the page', async () => {
    const b = browser();
    const token = 'x'.repeat(32);
    await b.post(`/reset-password?token=${token}`, {
      _form: 'reset-password',
      token,
      password: 'newpass123',
      confirmPassword: 'newpass123',
    });
    const reset = await b.get(`/reset-password?token=${token}`);
    expect(reset.html).toContain('This reset link is invalid or has expired.');
    const unsubscribed = await b.post(`/unsubscribe?token=${token}`, { _form: 'unsubscribe', token });
    expect(unsubscribed.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    const page = await b.get(`/unsubscribe?token=${token}`);
    expect(page.html).toContain('This unsubscribe link is not valid');
  });
});
