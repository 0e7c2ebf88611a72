/**
 * The reset page, as a learner meets it from the mail (probe 45): a used, expired or replaced link
 * says so at once instead of showing a form that fails after two passwords were typed, and opening
 * the page spends nothing; the success page names the username that sign-in asks for (finding 4:
 * a learner who forgot it was stuck after the reset). Without JavaScript, as a mail link opens.
 */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { nativeBrowser } from '../../../test/native-browser';
import { seededSiteForFile } from '../../../test/seeded-site';
import { emailOutbox, passwordResetTokens } from '../db/schema';
import { requestPasswordReset } from '../services/password-reset';

const site = seededSiteForFile({ seedDemo: false });

const DEAD = 'This reset link is invalid or has expired.';
const hasForm = (html: string) => /<input[^>]*name="password"/.test(html);

async function mailedToken(email: string): Promise<string> {
  expect(await requestPasswordReset(site.database.db, email, 'http://localhost')).toBe(true);
  const [mail] = await site.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
}

const pageOf = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`;

describe('the reset page', () => {
  it('shows the form for a live link, as often as it is opened, and names the username after the reset', async () => {
    const account = await createAccount(site.database.db);
    const token = await mailedToken(account.email);
    const b = nativeBrowser(() => site.server.baseUrl);
    for (let i = 0; i < 2; i++) {
      const page = await b.get(pageOf(token));
      expect(page.res.status).toBe(200);
      expect(page.res.headers.get('cache-control')).toBe('private, no-store');
      expect(hasForm(page.html)).toBe(true);
      expect(page.html).not.toContain(DEAD);
    }
    // Opened twice, still unspent: the reset works.
    const sent = await b.post(pageOf(token), {
      _form: 'reset-password',
      token,
      password: 'a-new-password-1',
      confirmPassword: 'a-new-password-1',
    });
    expect(sent.status).toBe(303);
    const done = await b.get(sent.headers.get('location') ?? pageOf(token));
    expect(done.html).toContain('Your password has been changed');
    expect(done.html).toMatch(new RegExp(`Your username is <strong[^>]*>${account.username}</strong>`));
    expect(hasForm(done.html)).toBe(false);
  });

  it.each([
    [
      'used',
      async (token: string) => {
        const b = nativeBrowser(() => site.server.baseUrl);
        await b.post(pageOf(token), { _form: 'reset-password', token, password: 'a-new-password-1', confirmPassword: 'a-new-password-1' });
      },
    ],
    [
      'expired',
      async (token: string) => {
        await site.database.db
          .update(passwordResetTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
      },
    ],
    [
      'replaced by a newer one',
      async (_token: string, email: string) => {
        await mailedToken(email);
      },
    ],
  ] as const)('a reset link that is %s says so at once, with a way to ask for a new one, and no form', async (_kind, spoil) => {
    const account = await createAccount(site.database.db);
    const token = await mailedToken(account.email);
    await spoil(token, account.email);
    const page = await nativeBrowser(() => site.server.baseUrl).get(pageOf(token));
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('cache-control')).toBe('private, no-store');
    expect(page.html).toContain(DEAD);
    expect(page.html).toMatch(/href="\/auth\?tab=forgot"[^>]*>Ask for a new link/);
    expect(hasForm(page.html)).toBe(false);
  });
});
