import { request, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { ADMIN, authForm, uniqueName, waitForFormCode } from './helpers';

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
const wrongCode = (secret: string) => ('000000' === codeAt(secret, 1) ? '111111' : '000000');

/** A second admin (the primary one stays without 2FA for the other specs), enrolled over REST. */
async function secondAdminWith2fa(baseURL: string | undefined) {
  const username = uniqueName('twofa');
  const password = 'twofa-password-1';
  const primary: APIRequestContext = await request.newContext({ baseURL });
  await primary.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  // Making an admin takes the acting admin's own password (step-up).
  const created = await primary.post('/api/admin/users', {
    data: {
      username,
      fullName: 'Second Admin',
      email: `${username}@example.com`,
      password,
      role: 'admin',
      currentPassword: ADMIN.password,
    },
  });
  expect(created.status()).toBe(201);
  const second = await request.newContext({ baseURL });
  await second.post('/api/login', { data: { username, password } });
  const secret = ((await (await second.post('/api/2fa/setup', { data: { password } })).json()) as { secret: string }).secret;
  expect((await second.post('/api/2fa/confirm', { data: { code: codeAt(secret) } })).status()).toBe(200);
  await Promise.all([primary.dispose(), second.dispose()]);
  return { username, password, secret };
}

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
