import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

let counter = 0;
/** A username unique to this run, so tests can register without clashing. */
export function uniqueName(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** The phone menu is a native <details>: its toggle is the <summary> labelled 'Menu'. */
export async function openMenuIfPhone(page: Page) {
  const toggle = page.locator('summary[aria-label="Menu"]');
  const closed = (await page.locator('details:has(> summary[aria-label="Menu"])').getAttribute('open')) === null;
  if ((await toggle.isVisible()) && closed) await toggle.click();
}

export async function login(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function register(
  page: Page,
  user: { username: string; fullName: string; email: string; password: string },
  path = '/auth?tab=register',
) {
  await page.goto(path);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The signed-in marker: the account menu (desktop) or 'Logged in as' (phone menu). */
export async function expectSignedIn(page: Page, username: string) {
  await openMenuIfPhone(page);
  const phone = page.getByText(`Logged in as: ${username}`);
  const desktop = page.getByRole('button', { name: `My Account (${username})` });
  await expect(phone.or(desktop)).toBeVisible();
}

export async function logout(page: Page) {
  const desktop = page.getByRole('button', { name: /^My Account/ });
  if (await desktop.isVisible()) {
    await desktop.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  } else {
    await openMenuIfPhone(page);
    await page.getByRole('button', { name: 'Logout' }).click();
  }
  // Wait until the server has ended the session before the next navigation.
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
}
