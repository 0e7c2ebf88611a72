/**
 * The pages that promise learners an email, without JavaScript, on a server that cannot send mail
 * (no SMTP_URL) and on one that can (probe 67, F2): without mail, "Forgot password?" and the
 * account page's "Change email address" say that no link can be sent and point to the contact
 * page, before and after the form is sent; with mail, they read as they always did.
 */
import { expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { nativeBrowser } from '../../../test/native-browser';
import { seededSiteForFile } from '../../../test/seeded-site';
import { emailChangeNoMail, PASSWORD_RESET_NO_MAIL } from '../../shared/mail-unavailable';
import { EMAIL_CHANGE_SENT } from '../../shared/schemas/account';
import { PASSWORD_RESET_ACK } from '../../shared/schemas/auth';

const sites = [
  {
    mail: true,
    site: seededSiteForFile({ seedDemo: false, mailConfigured: true }),
    reset: PASSWORD_RESET_ACK,
    emailChange: EMAIL_CHANGE_SENT,
  },
  {
    mail: false,
    site: seededSiteForFile({ seedDemo: false, mailConfigured: false }),
    reset: PASSWORD_RESET_NO_MAIL,
    emailChange: emailChangeNoMail,
  },
];

/** The page's text as a reader sees it: React's separators between text pieces taken out. */
const shown = (html: string) => html.replace(/<!-- -->/g, '');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CONTACT_LINK = /Write to us through the <a[^>]*href="\/contact"[^>]*>contact page<\/a> and we will help\./;
const CONTACT_BUTTON = /<a[^>]*href="\/contact"[^>]*>Contact us<\/a>/;
const FORGOT = '/auth?tab=forgot';

it('"Forgot password?" says whether it can send a link, and answers the same for any address', async () => {
  for (const { mail, site, reset } of sites) {
    const browser = () => nativeBrowser(() => site.server.baseUrl);
    const page = shown((await browser().get(FORGOT)).html);
    if (mail) {
      expect(page).toContain('we will send you a link to choose a new password');
      expect(page).not.toContain('cannot send email');
    } else {
      expect(page).toContain('This site cannot send email yet, so it cannot send you a link to choose a new password.');
      expect(page).toMatch(CONTACT_LINK);
      expect(page).not.toContain('we will send you a link');
    }

    const account = await createAccount(site.database.db);
    for (const email of [account.email, 'nobody-here@example.com']) {
      const b = browser();
      const sent = await b.post(FORGOT, { _form: 'forgot-password', email });
      expect(sent.status).toBe(303);
      const answer = shown((await b.get(sent.headers.get('location') ?? FORGOT)).html);
      expect(answer, `mail ${mail}, ${email}`).toMatch(new RegExp(`role="status"[^>]*>${escaped(reset)}<`));
      expect(CONTACT_BUTTON.test(answer), `mail ${mail}, ${email}`).toBe(!mail);
    }
  }
});

it('"Change email address" says whether its link can be sent, before and after the form is sent', async () => {
  for (const { mail, site, emailChange } of sites) {
    const account = await createAccount(site.database.db);
    const b = nativeBrowser(() => site.server.baseUrl);
    await b.signIn(account.username, account.password);
    const page = shown((await b.get('/account')).html);
    if (mail) {
      expect(page).toContain('We send a link to the new address');
      expect(page).not.toContain('cannot send email');
    } else {
      expect(page).toContain('This site cannot send email yet, so it cannot send the link that changes your address.');
      expect(page).toMatch(CONTACT_LINK);
      expect(page).not.toContain('We send a link to the new address');
    }

    const newEmail = `moved.${account.username.toLowerCase()}@example.org`;
    const sent = await b.post('/account', { _form: 'account-email', newEmail, currentPassword: account.password });
    expect(sent.status).toBe(303);
    expect(shown((await b.get('/account')).html), `mail ${mail}`).toContain(emailChange(newEmail));
  }
});
