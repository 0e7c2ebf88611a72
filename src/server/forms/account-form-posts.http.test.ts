/**
 * The account page and the confirm-email page without their JavaScript: native posts answered
 * with post/redirect/get, and the answer shown at the field on the next render.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededSiteForFile } from '../../../test/seeded-site';
import { createAccount } from '../../../test/callers';
import {} from '../../../test/http';
import { emailOutbox, users } from '../db/schema';
import { EMAIL_CHANGE_SENT, OWN_ADMIN_DELETE_MESSAGE, SAME_EMAIL } from '../../shared/schemas/account';
import { nativeBrowser } from '../../../test/native-browser';
import { FIELDS_TO_FIX_FRAGMENT } from './native-form-posts';

// Mail leaves this server (SMTP_URL set): an email change sends its link (mail-unavailable.http.test.ts has the other case).
const site = seededSiteForFile({ seedDemo: false, mailConfigured: true });

const browser = () => nativeBrowser(() => site.server.baseUrl);

describe('the account page without JavaScript', () => {
  it('is for signed-in visitors only, with its four sections and the download link', async () => {
    const anonymous = await browser().get('/account');
    expect(anonymous.res.status).toBe(307);
    expect(anonymous.res.headers.get('location')).toMatch(/^\/auth\?redirect=/);
    const account = await createAccount(site.database.db);
    const b = browser();
    await b.signIn(account.username, account.password);
    const page = await b.get('/account');
    expect(page.res.status).toBe(200);
    for (const heading of ['Change password', 'Change email address', 'Download my data', 'Delete my account'])
      expect(page.html).toContain(heading);
    expect(page.html).toContain('href="/api/user/export"');
    expect(page.html).toContain(`Delete account ${account.username}`);
  });

  it('a wrong current password comes back at its field; the right one changes the password', async () => {
    const account = await createAccount(site.database.db);
    const b = browser();
    await b.signIn(account.username, account.password);
    const wrong = await b.post('/account', {
      _form: 'account-password',
      currentPassword: 'not-my-password',
      newPassword: 'native-new-pass',
      confirmPassword: 'native-new-pass',
    });
    expect(wrong.status).toBe(303);
    // A fragment that names no element: the form's own would cancel the field's autofocus (probe 55, F4).
    expect(wrong.headers.get('location')).toBe(`/account${FIELDS_TO_FIX_FRAGMENT}`);
    const page = await b.get('/account');
    // At the field (its input marked invalid and described by the message), not only above the form.
    expect(page.html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+)-error"[^>]*name="currentPassword"/);
    // Focused on arrival without JavaScript: the field's autofocus.
    expect(page.html).toMatch(/<input[^>]*autofocus=""[^>]*name="currentPassword"/);
    expect(page.html).toContain('Your current password is not correct.');
    expect(page.html).not.toContain('native-new-pass');

    const ok = await b.post('/account', {
      _form: 'account-password',
      currentPassword: account.password,
      newPassword: 'native-new-pass',
      confirmPassword: 'native-new-pass',
    });
    expect(ok.headers.get('location')).toBe('/account');
    const after = await b.get('/account');
    expect(after.res.status).toBe(200);
    expect(after.html).toContain('Your password has been changed.');
  });

  it('the emailed link confirms the new address with a native post', async () => {
    const account = await createAccount(site.database.db);
    const b = browser();
    await b.signIn(account.username, account.password);
    const newEmail = `native.${account.username}@example.org`;
    const asked = await b.post('/account', { _form: 'account-email', newEmail, currentPassword: account.password });
    expect(asked.status).toBe(303);
    expect((await b.get('/account')).html).toContain(EMAIL_CHANGE_SENT(newEmail));
    const [mail] = await site.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, newEmail), eq(emailOutbox.kind, 'account.email_confirm')))
      .orderBy(desc(emailOutbox.id));
    const link = /https?:\/\/[^\s]+\/account\/confirm-email\?token=[^\s]+/.exec(mail?.text ?? '')?.[0] ?? '';
    const path = new URL(link).pathname + new URL(link).search;

    const stranger = browser();
    const opened = await stranger.get(path);
    expect(opened.res.status).toBe(200);
    expect(opened.html).toContain('Confirm email address');
    // It names the address it switches to (probe 45: it said only "this address").
    const escaped = newEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(opened.html).toMatch(new RegExp(`Press the button to use(?:<!-- -->|\\s)*<strong[^>]*>${escaped}</strong>`));
    expect(opened.html).not.toContain('You are signed in with another account');
    // Opened where another account is signed in, the page says whose address changes (probe 71, F4).
    const sibling = browser();
    const other = await createAccount(site.database.db);
    await sibling.signIn(other.username, other.password);
    const seenBySibling = await sibling.get(path);
    expect(seenBySibling.html).toContain('You are signed in with another account.');
    expect(seenBySibling.html).toContain('for the account that asked for this link.');
    // Opening the link changes nothing by itself.
    expect((await site.database.db.select({ email: users.email }).from(users).where(eq(users.id, account.id)))[0]?.email).toBe(
      account.email,
    );
    const token = new URL(link).searchParams.get('token') ?? '';
    const sent = await stranger.post(path, { _form: 'confirm-email', token });
    expect(sent.status).toBe(303);
    expect((await stranger.get(path)).html).toContain('Your email address has been changed.');
    expect((await site.database.db.select({ email: users.email }).from(users).where(eq(users.id, account.id)))[0]?.email).toBe(newEmail);
    // Spent: opened again by someone else, it says so at once, without a button that can only fail.
    const later = await browser().get(path);
    expect(later.html).toMatch(/role="alert"[^>]*>This confirmation link is invalid or has expired/);
    expect(later.html).not.toContain('Confirm email address</button>');
  });

  it('a refusal is shown at the form without JavaScript: an address in use, the same address, a spent or made-up link', async () => {
    // Found by the probe of 2026-11-29: each came back as a page with no message at all.
    const account = await createAccount(site.database.db);
    const other = await createAccount(site.database.db);
    const b = browser();
    await b.signIn(account.username, account.password);
    for (const [newEmail, message] of [
      [other.email, 'An account with that email address already exists.'],
      [account.email, SAME_EMAIL],
    ] as const) {
      await b.post('/account', { _form: 'account-email', newEmail, currentPassword: account.password });
      const page = await b.get('/account');
      expect(page.html, newEmail).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="newEmail"/);
      expect(page.html, newEmail).toContain(message);
    }
    const stranger = browser();
    const path = `/account/confirm-email?token=${'B'.repeat(43)}`;
    await stranger.post(path, { _form: 'confirm-email', token: 'B'.repeat(43) });
    expect((await stranger.get(path)).html).toMatch(/role="alert"[^>]*>[^<]*(link|expired|invalid)/i);
    const made = browser();
    await made.post('/account/confirm-email?token=x', { _form: 'confirm-email', token: 'x' });
    expect((await made.get('/account/confirm-email?token=x')).html).toMatch(/role="alert"[^>]*>[^<]+</);
  });

  it('deleting needs the box ticked, then lands signed out on /account/deleted', async () => {
    const account = await createAccount(site.database.db);
    const b = browser();
    await b.signIn(account.username, account.password);
    await b.post('/account', { _form: 'account-delete', currentPassword: account.password });
    expect((await b.get('/account')).html).toContain('Tick the box to confirm that you want to delete your account');
    expect(await site.database.db.select().from(users).where(eq(users.id, account.id))).toHaveLength(1);

    const done = await b.post('/account', { _form: 'account-delete', currentPassword: account.password, confirm: 'on' });
    expect(done.headers.get('location')).toBe('/account/deleted');
    expect((await b.get('/account/deleted')).html).toContain('Your account has been deleted.');
    expect(await site.database.db.select().from(users).where(eq(users.id, account.id))).toHaveLength(0);
    expect((await b.get('/account')).res.status).toBe(307);
  });

  it('an admin is told why their account cannot be deleted, with no button; a post anyway deletes nothing (probe 35, F3)', async () => {
    const account = await createAccount(site.database.db, 'admin');
    const b = browser();
    await b.signIn(account.username, account.password);
    const page = await b.get('/account');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Delete my account');
    expect(page.html).toContain(OWN_ADMIN_DELETE_MESSAGE);
    expect(page.html).not.toContain(`Delete account ${account.username}`);
    expect(page.html).not.toContain('id="account-delete"');

    await b.post('/account', { _form: 'account-delete', currentPassword: account.password, confirm: 'on' });
    expect(await site.database.db.select().from(users).where(eq(users.id, account.id))).toHaveLength(1);
    expect((await b.get('/account')).res.status).toBe(200);
  });
});
