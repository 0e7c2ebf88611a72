/**
 * Where focus goes is where the reader can see it (probe 55): a field focused after a form error
 * or by Shift+Tab is never under the sticky header (WCAG 2.4.11), a tab panel shows it has focus
 * (2.4.7), and without JavaScript a refused form puts focus on the field to fix, with its
 * message read with it. Runs on both screens: the header's height and the page's layout differ.
 */
import type { Page } from '@playwright/test';
import { ANY_SCREEN, expect, test } from './fixtures';
import { scriptlessContext, signUpThroughApi } from './helpers';

/** How far the focused element's top is below the sticky header's bottom (negative: under it). */
const clearanceBelowHeader = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const focused = document.activeElement!.getBoundingClientRect();
    return focused.top - header.bottom;
  });

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() ?? el?.tagName ?? '';
  });

test('a field focused after a form error at 200 % zoom is below the sticky header, not under it', async ({ browser, baseURL }) => {
  // 1280x800 at 200 %: a 640x400 window.
  const context = await browser.newContext({ baseURL, viewport: { width: 640, height: 400 } });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.locator('html:not([data-islands="pending"])').waitFor();
  await page.getByLabel('Message').fill('Which bank do I pay the course fee to?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => focusedLabel(page)).toBe('Name');
  expect(await clearanceBelowHeader(page)).toBeGreaterThanOrEqual(0);
  await context.close();
});

test('Shift+Tab back up a long page never leaves the focused link under the header', async ({ page }) => {
  await page.goto('/legal');
  const footerLink = page.locator('footer a').last();
  await footerLink.focus();
  let hidden = 0;
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Shift+Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    if (inMain && (await page.evaluate(() => document.activeElement!.getBoundingClientRect().bottom)) > 0) {
      if ((await clearanceBelowHeader(page)) < 0) hidden++;
    }
  }
  expect(hidden).toBe(0);
});

test("a tab panel that takes focus shows it (the sign-in form's panel)", async ({ page }) => {
  await page.goto('/auth');
  await page.locator('html:not([data-islands="pending"])').waitFor();
  await page.getByRole('tab', { name: 'Login' }).focus();
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toBeFocused();
  expect(await panel.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
});

test('without JavaScript, a refused account form focuses the field to fix, below the header', async ({
  browser,
  baseURL,
  isMobile,
  viewport,
}) => {
  const context = await scriptlessContext(browser, { baseURL, isMobile, viewport });
  await signUpThroughApi(context, 'focus');
  const page = await context.newPage();
  await page.goto('/account');
  const form = page.locator('#account-password');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('another-secret-1');
  await form.getByLabel('Confirm new password').fill('another-secret-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  expect(await focusedLabel(page)).toBe('Current password');
  expect(await clearanceBelowHeader(page)).toBeGreaterThanOrEqual(0);
  await context.close();
});

test('without JavaScript, a refused sign-in reads its message with the password field it focuses', async ({
  browser,
  baseURL,
  isMobile,
  viewport,
}) => {
  const context = await scriptlessContext(browser, { baseURL, isMobile, viewport });
  const page = await context.newPage();
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Username').fill('nobody-by-this-name');
  await panel.getByLabel('Password', { exact: true }).fill('wrong-password');
  await panel.getByRole('button', { name: 'Sign In' }).click();
  const password = page.getByRole('tabpanel').getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription('Invalid username or password.');
  await context.close();
});

test('in a contrast theme (forced colours) a button drawn by its colour alone keeps an edge', ANY_SCREEN, async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeVisible();
  const edge = await send.evaluate((button) => {
    const style = getComputedStyle(button);
    return { width: style.borderTopWidth, style: style.borderTopStyle };
  });
  expect(edge).toEqual({ width: '1px', style: 'solid' });
  // Without the contrast theme nothing changes: the colour is its edge.
  await page.emulateMedia({ forcedColors: 'none' });
  expect(await send.evaluate((button) => getComputedStyle(button).borderTopWidth)).toBe('0px');
});
