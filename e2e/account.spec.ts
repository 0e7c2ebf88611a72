/**
 * A learner's own account page (issue 25), on a phone: reached from the menu, the password
 * changed (a wrong current password is named at its field, which gets the focus) and the data
 * downloaded as a JSON file.
 */
import { readFile } from 'node:fs/promises';
import { request as apiRequest } from '@playwright/test';
import { expect, pageIsLive, test } from './fixtures';
import { authForm, openMenuIfPhone, signUpThroughApi, uniqueName } from './helpers';

// Mobile first: the narrowest phone the site is designed for.
test.use({ viewport: { width: 390, height: 844 } });

test('change password from the account page: the wrong one is named at its field, the right one works', async ({ page, baseURL }) => {
  const username = uniqueName('acct');
  const registered = await page.context().request.post('/api/register', {
    data: { username, fullName: 'Account Learner', email: `${username}@example.com`, password: 'secret123' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/profile');
  await openMenuIfPhone(page);
  // /profile links to the page too; the phone menu's entry is the one under test here.
  await expect(page.getByRole('main').getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Account Settings' }).click();
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Change password' }) });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await form.getByLabel('Confirm new password').fill('brand-new-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  const current = form.getByLabel('Current password');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Your current password is not correct.')).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill('secret123');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toContainText('Your password has been changed.');

  // This phone stays signed in; the old password no longer works, the new one does.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  const other = await apiRequest.newContext({ baseURL });
  expect((await other.post('/api/login', { data: { username, password: 'secret123' } })).status()).toBe(401);
  expect((await other.post('/api/login', { data: { username, password: 'brand-new-pass' } })).status()).toBe(200);
  await other.dispose();
});

test('a form sent after the session ended elsewhere says nothing was saved and signs in back to it', async ({ page, baseURL }) => {
  const username = uniqueName('ended');
  await page.context().request.post('/api/register', {
    data: { username, fullName: 'Ended Learner', email: `${username}@example.com`, password: 'secret123' },
  });
  await page.goto('/account');
  // The password changed on another device: every other session, this phone's too, has ended.
  const other = await apiRequest.newContext({ baseURL });
  expect((await other.post('/api/login', { data: { username, password: 'secret123' } })).status()).toBe(200);
  expect(
    (await other.patch('/api/user/password', { data: { currentPassword: 'secret123', newPassword: 'changed-elsewhere' } })).status(),
  ).toBe(200);
  await other.dispose();

  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Change email address' }) });
  await form.getByLabel('Current password').fill('changed-elsewhere');
  await form.getByLabel('New email address').fill(`${username}-new@example.com`);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('nothing was saved');
  await alert.getByRole('link', { name: 'Sign in' }).click();
  await authForm(page).getByLabel('Username').fill(username);
  await authForm(page).getByLabel('Password', { exact: true }).fill('changed-elsewhere');
  await authForm(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/account#account-email');
  await expect(page.getByRole('heading', { name: 'Change email address' })).toBeVisible();
});

test('a password change whose answer was lost: the retry, refused as signed out, does not say nothing was saved (probe 74, F3)', async ({
  page,
  baseURL,
}) => {
  const username = uniqueName('lost');
  await page.context().request.post('/api/register', {
    data: { username, fullName: 'Lost Answer', email: `${username}@example.com`, password: 'secret123' },
  });
  await page.goto('/account');
  await page.waitForFunction(pageIsLive);
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Change password' }) });
  await form.getByLabel('Current password').fill('secret123');
  await form.getByLabel('New password', { exact: true }).fill('changed-on-a-dead-link');
  await form.getByLabel('Confirm new password').fill('changed-on-a-dead-link');
  // The site changes the password; its answer, and the renewed cookie with it, never reaches the
  // phone (route.fetch() keeps the answer's cookie: the phone's are put back as they were).
  const cookies = await page.context().cookies();
  await page.route('**/trpc/account.changePassword**', async (route) => {
    await route.fetch();
    await page.context().clearCookies();
    await page.context().addCookies(cookies);
    await route.abort('connectionreset');
  });
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('may not have been saved');
  await page.unroute('**/trpc/account.changePassword**');
  await form.getByRole('button', { name: 'Change password' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('your password may already be changed');
  await expect(alert).not.toContainText('nothing was saved');
  await expect(alert.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // And it was: the new password signs in.
  const other = await apiRequest.newContext({ baseURL });
  expect((await other.post('/api/login', { data: { username, password: 'changed-on-a-dead-link' } })).status()).toBe(200);
  await other.dispose();
});

test('a move to another page by keyboard is said, and the focus starts at its content (probe 73, F4)', async ({ page }) => {
  await signUpThroughApi(page.context(), 'announce');
  await page.goto('/profile');
  // Once the app is live the link moves inside it (before, it is a full load, which needs no help).
  await page.waitForFunction(pageIsLive);
  const link = page.getByRole('main').getByRole('link', { name: 'Account settings' });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByTestId('page-change')).toHaveText(/^Account Settings/);
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab goes on into the page's content, not back to the header's first link.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('download my data: a JSON file with the profile, never the password', async ({ page }) => {
  const username = uniqueName('data');
  await page.context().request.post('/api/register', {
    data: { username, fullName: 'Data Learner', email: `${username}@example.com`, password: 'secret123' },
  });
  await page.goto('/account');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^account-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const data = JSON.parse(text) as { profile: { username: string; email: string }; enrollments: unknown[] };
  expect(data.profile).toMatchObject({ username, email: `${username}@example.com` });
  expect(data.enrollments).toEqual([]);
  expect(text).not.toMatch(/secret123|argon2|passwordHash/);
});

test.describe('on the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // Probe 22 D5: "Signed in as <the longest username the form allows>" ran 532 px wide.
  test('a 50-character username wraps instead of widening the page', async ({ page }) => {
    const username = uniqueName('w').padEnd(50, 'x');
    const registered = await page.context().request.post('/api/register', {
      data: { username, fullName: 'Long Name Learner', email: `${uniqueName('w')}@example.com`, password: 'secret123' },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/account');
    await expect(page.getByRole('main').getByText('Signed in as')).toContainText(username);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  // Probe 22 D5: "Welcome, <name>" ran 571 px wide, and the open menu scrolled sideways.
  test('a name and username typed as one long word wrap on /profile and in the menu', async ({ page }) => {
    const username = uniqueName('n').padEnd(50, 'y');
    const fullName = 'Z'.padEnd(60, 'z');
    const registered = await page.context().request.post('/api/register', {
      data: { username, fullName, email: `${uniqueName('n')}@example.com`, password: 'secret123' },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(/^Welcome,/)).toContainText(fullName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.locator('summary[aria-label="Menu"]').click();
    const signedInAs = page.getByText(`Logged in as: ${username}`);
    await expect(signedInAs).toBeVisible();
    const box = await signedInAs.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
