/**
 * Two-factor authentication on a phone (probe 45). The way back in for an admin who lost the phone
 * with the authenticator on it (finding 3): a recovery code (letters and a dash) typed key by key
 * into the sign-in's second step. The field asked for the digit pad (`inputmode="numeric"`), which
 * on an iPhone has no letters; Chromium draws no keyboard, so the field's hints are checked as well.
 * And the set-up on the phone that will hold the authenticator: a QR code it cannot scan was all it had.
 */
import { expect, test } from './fixtures';
import { authForm, login, waitForFormCode } from './helpers';
import { codeAt, secondAdmin, secondAdminWith2fa, wrongCode } from './two-factor-admin';

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

test('the set-up on a phone opens the authenticator app by a link, shows the key in groups, and asks for no recovery code yet', async ({
  page,
  baseURL,
}) => {
  const { username, password } = await secondAdmin(baseURL);
  await login(page, username, password);
  await page.waitForURL(/\/(dashboard|profile)/);
  await page.goto('/profile');
  await page.getByLabel('Your password (to start the set-up)').fill(password);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).tap();

  const open = page.getByRole('link', { name: 'Open in your authenticator app' });
  await expect(open).toBeVisible();
  const href = (await open.getAttribute('href')) ?? '';
  expect(href).toMatch(/^otpauth:\/\/totp\//);
  // The URI carries the key ungrouped; the page shows it in groups of four.
  const secret = new URL(href).searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const groups = page.locator(`code[data-key="${secret}"] > span`);
  await expect(groups).toHaveText(secret.match(/.{4}/g) ?? []);

  const field = page.getByLabel('6-digit code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).tap();
  const refusal = page.getByText(/That code is not valid/);
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toContainText(/recovery/i);
  await field.fill(codeAt(secret));
  await page.getByRole('button', { name: 'Turn on' }).tap();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
});
