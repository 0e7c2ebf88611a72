import { expect, test } from './fixtures';
import { authForm, waitForFormCode } from './helpers';
import { codeAt, secondAdminWith2fa, wrongCode } from './two-factor-admin';

test('an admin with 2FA cannot sign in without the code; the code finishes the sign-in', async ({ page, baseURL }) => {
  const { username, password, secret } = await secondAdminWith2fa(baseURL);
  await page.goto('/auth');
  const form = authForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await waitForFormCode(page, 'login-form');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor code required' })).toBeVisible();
  // Not signed in with the password alone.
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.getByLabel('Authentication code').fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(/That code is not valid/)).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL('**/dashboard');
  expect((await page.request.get('/api/user')).status()).toBe(200);
});

test('with JavaScript off, the second step is a real form too', async ({ browser, baseURL, isMobile, viewport }) => {
  const { username, password, secret } = await secondAdminWith2fa(baseURL);
  const context = await browser.newContext({ javaScriptEnabled: false, isMobile, viewport, hasTouch: isMobile });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = authForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor code required' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(/That code is not valid/)).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL('**/dashboard');
  expect((await page.request.get('/api/user')).status()).toBe(200);
  await context.close();
});
