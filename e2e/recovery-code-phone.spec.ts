/**
 * The way back in for an admin who lost the phone with the authenticator on it (probe 45,
 * finding 3): a recovery code (letters and a dash) typed key by key into the sign-in's second
 * step on a phone. The field asked for the digit pad (`inputmode="numeric"`), which on an iPhone
 * has no letters; Chromium does not draw a keyboard, so the field's hints are checked as well.
 */
import { expect, test } from './fixtures';
import { authForm, waitForFormCode } from './helpers';
import { secondAdminWith2fa } from './two-factor-admin';

for (const javaScript of [true, false]) {
  test(`a recovery code typed on a phone finishes an admin's sign-in (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    baseURL,
    isMobile,
    viewport,
  }) => {
    expect(isMobile).toBe(true);
    const { username, password, recoveryCodes } = await secondAdminWith2fa(baseURL);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript, isMobile, viewport, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/auth');
    const form = authForm(page);
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill(password);
    if (javaScript) await waitForFormCode(page, 'login-form');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor code required' })).toBeVisible();

    const field = page.getByLabel('Authentication code');
    await expect(field).toHaveAttribute('inputmode', 'text');
    await expect(field).toHaveAttribute('autocapitalize', 'off');
    await expect(field).toHaveAttribute('autocorrect', 'off');
    await expect(field).toHaveAttribute('spellcheck', 'false');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    const recoveryCode = recoveryCodes[0] ?? '';
    expect(recoveryCode).toMatch(/[a-z]/);
    await field.tap();
    await field.pressSequentially(recoveryCode);
    await expect(field).toHaveValue(recoveryCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).tap();
    await page.waitForURL('**/dashboard');
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await context.close();
  });
}
