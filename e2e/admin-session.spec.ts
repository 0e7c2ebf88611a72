import { request, type Page } from '@playwright/test';
import { expect, pageIsLive, test } from './fixtures';
import { ADMIN, login, uniqueName } from './helpers';

/**
 * Probe 35, F1: the admin's session ends under an open admin page (signed out on another device, or
 * made a learner). The next section opened in the sidebar showed the router's bare "Something went
 * wrong!" with no way out; now the page is loaded afresh and the server sends the reader on.
 */
/** Signs in with the form on the sign-in page the reader was sent to (keeping its redirect). */
async function signInHere(page: Page, username: string, password: string) {
  // The admin area's sign-in page has the sign-in form only (no Register tab).
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('an admin whose session changed under an open admin page', () => {
  async function secondAdmin(baseURL: string) {
    const username = uniqueName('lapsed');
    const password = 'lapsed-password-1';
    const primary = await request.newContext({ baseURL });
    expect((await primary.post('/api/login', { data: ADMIN })).status()).toBe(200);
    const created = await primary.post('/api/admin/users', {
      data: {
        username,
        fullName: 'Lapsed Admin',
        email: `${username}@example.com`,
        password,
        role: 'admin',
        currentPassword: ADMIN.password,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { username, password, email: `${username}@example.com`, id: ((await created.json()) as { id: number }).id, primary };
  }

  /** A second admin signed in, on the Users page. */
  async function secondAdminOnUsers(page: Page, baseURL: string) {
    const admin = await secondAdmin(baseURL);
    await login(page, admin.username, admin.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/admin/users');
    return admin;
  }

  /** The primary admin makes the second one a learner (which ends their sessions). */
  async function madeALearner(admin: Awaited<ReturnType<typeof secondAdmin>>) {
    const demoted = await admin.primary.put(`/api/admin/users/${admin.id}`, {
      data: { username: admin.username, email: admin.email, fullName: 'Lapsed Admin', role: 'user', currentPassword: ADMIN.password },
    });
    expect(demoted.status(), await demoted.text()).toBe(200);
  }

  test('signed out on another device: the next section goes to sign in, and back after it', async ({ page, baseURL }) => {
    const admin = await secondAdminOnUsers(page, baseURL!);
    await page.waitForFunction(pageIsLive);
    const elsewhere = await request.newContext({ baseURL });
    expect((await elsewhere.post('/api/login', { data: { username: admin.username, password: admin.password } })).status()).toBe(200);
    // A logout ends every copy of the account's session.
    expect((await elsewhere.post('/api/logout')).status()).toBe(200);

    await page.getByRole('link', { name: 'Subscribers' }).first().click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fsubscribers/);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await signInHere(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin\/subscribers$/);
    await Promise.all([elsewhere.dispose(), admin.primary.dispose()]);
  });

  test('made a learner by another admin (which ends their sessions): the next section goes to sign in, and signed in as a learner, home', async ({
    page,
    baseURL,
  }) => {
    const admin = await secondAdminOnUsers(page, baseURL!);
    await page.waitForFunction(pageIsLive);
    await madeALearner(admin);

    await page.getByRole('link', { name: 'Subscribers' }).first().click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fsubscribers/);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await signInHere(page, admin.username, admin.password);
    await expect(page).toHaveURL(/:\d+\/$/);
    await admin.primary.dispose();
  });

  test('made a learner: Back to a section seen before goes to sign in, not to the copy this tab holds (probe 69 A, F1)', async ({
    page,
    baseURL,
  }) => {
    const admin = await secondAdminOnUsers(page, baseURL!);
    // The Users list: every account, with its address.
    await expect(page.getByText('Site Administrator')).toBeVisible();
    await page.waitForFunction(pageIsLive);
    await page.getByRole('link', { name: 'Subscribers' }).first().click();
    await expect(page.getByRole('heading', { name: 'Newsletter Subscribers' })).toBeVisible();
    await madeALearner(admin);

    // The server's answer of who is signed in takes its time (a slow network): the copy in memory
    // is not shown meanwhile.
    let answered!: () => void;
    const held = new Promise<void>((resolve) => (answered = resolve));
    await page.route(/\/trpc\/[^?]*auth\.current/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goBack();
    await page.waitForTimeout(1500);
    await expect(page.getByText('Site Administrator')).toHaveCount(0);
    answered();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fusers/);
    await expect(page.getByText('Site Administrator')).toHaveCount(0);
    await admin.primary.dispose();
  });

  test('made a learner while a dialog is open: signing in again says the access was removed and goes home, no promised save (probe 57, F4)', async ({
    page,
    baseURL,
  }) => {
    const admin = await secondAdminOnUsers(page, baseURL!);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New User' });
    const newcomer = uniqueName('never');
    await dialog.getByLabel('Username').fill(newcomer);
    await dialog.getByLabel('Email').fill(`${newcomer}@example.com`);
    await dialog.getByLabel('Full Name').fill('Never Created');
    await dialog.getByLabel('Password').fill('secret123');
    await madeALearner(admin);

    await dialog.getByRole('button', { name: 'Create User' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in to continue' });
    await signIn.getByLabel('Password').fill(admin.password);
    await signIn.getByRole('button', { name: /Sign in/ }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your admin access was removed' })).toContainText('your change was not saved');
    const listed = (await (await admin.primary.get(`/api/admin/users?q=${newcomer}`)).json()) as { items: unknown[] };
    expect(listed.items).toEqual([]);
    await admin.primary.dispose();
  });
});
