/**
 * The workspace sections (/admin, /admin/settings, /dashboard) are links chosen by the address.
 * An admin who taps a section right after navigating, on a throttled phone before the page's code
 * is live, gets that section: before this, they were Headless UI tabs or buttons, and the tap was
 * lost. With JavaScript off, they work as ordinary links. Nothing here waits for hydration.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { ANY_SCREEN, expect, pageIsLive, test } from './fixtures';
import { ADMIN, login, uniqueName } from './helpers';
import { throttled } from './throttle';

interface SectionCase {
  path: string;
  nav: string;
  link: string;
  tab: string;
  /** Something only that section shows. */
  shows: (page: Page) => Locator;
  /** Brings the section links into view first (the admin sidebar's phone menu). */
  open?: (page: Page) => Promise<void>;
}

const CASES: SectionCase[] = [
  {
    path: '/admin',
    nav: 'Course administration sections',
    link: 'Pending Enrollments',
    tab: 'pending',
    shows: (page) => page.getByRole('link', { name: 'Export CSV' }),
  },
  {
    path: '/admin/settings',
    nav: 'Settings sections',
    link: 'Payments',
    tab: 'payments',
    shows: (page) => page.getByLabel('Accept cash at the office'),
  },
  // The dashboard's own sections are in the admin sidebar (issue 27); on a phone, behind its Menu.
  {
    path: '/dashboard',
    nav: 'Admin',
    link: 'Messages',
    tab: 'contacts',
    shows: (page) => page.getByRole('heading', { level: 1, name: 'Messages' }),
    open: async (page) => {
      const menu = page.locator('summary', { hasText: 'Menu' });
      const closed = (await page.locator('details:has(> summary:has-text("Menu"))').getAttribute('open')) === null;
      if ((await menu.isVisible()) && closed) await menu.click();
    },
  },
];

/** A context of its own, signed in as the admin through the API (its cookie jar is the pages'). */
async function adminContext(browser: Browser, options: Parameters<Browser['newContext']>[0], baseURL: string) {
  const context = await browser.newContext(options);
  expect((await context.request.post(`${baseURL}/api/login`, { data: ADMIN })).status()).toBe(200);
  return context;
}

/** The section's link, and only it, is marked as the current page. */
async function expectOnlyCurrent(page: Page, c: SectionCase) {
  await c.open?.(page);
  const nav = page.getByRole('navigation', { name: c.nav, exact: true });
  await expect(nav.getByRole('link', { name: c.link })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
}

for (const c of CASES) {
  test(`${c.path}: "${c.link}" tapped right after navigating, before the page's code is live, opens it`, async ({
    browser,
    isMobile,
    viewport,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await adminContext(browser, { isMobile, viewport, hasTouch: isMobile }, baseURL!);
    const page = await throttled(context);
    // Only the HTML has arrived; the bundle is still on its way over slow 4G.
    await page.goto(c.path, { waitUntil: 'commit' });
    await c.open?.(page);
    await page.getByRole('navigation', { name: c.nav, exact: true }).getByRole('link', { name: c.link }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tab=${c.tab}\\b`), { timeout: 30_000 });
    await expect(c.shows(page)).toBeVisible({ timeout: 30_000 });
    await expectOnlyCurrent(page, c);
    await context.close();
  });

  test(`${c.path}: with JavaScript off, "${c.link}" is an ordinary link to its section`, async ({
    browser,
    isMobile,
    viewport,
    baseURL,
  }) => {
    const context = await adminContext(browser, { javaScriptEnabled: false, isMobile, viewport, hasTouch: isMobile }, baseURL!);
    const page = await context.newPage();
    await page.goto(c.path);
    await expect(c.shows(page)).toHaveCount(0);
    await c.open?.(page);
    await page.getByRole('navigation', { name: c.nav, exact: true }).getByRole('link', { name: c.link }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tab=${c.tab}\\b`));
    await expect(c.shows(page)).toBeVisible();
    await expectOnlyCurrent(page, c);
    await context.close();
  });
}

test('the sections switch without a reload once the page is live, and the back button returns', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin');
  const marker = await page.evaluate(() => ((window as unknown as { sectionMarker: number }).sectionMarker = Math.random()));
  await page.getByRole('navigation', { name: 'Course administration sections' }).getByRole('link', { name: 'Pending Enrollments' }).click();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(page.getByRole('button', { name: 'Add Course' })).toBeVisible();
  // The same document throughout: the router switched the sections, the browser did not reload.
  expect(await page.evaluate(() => (window as unknown as { sectionMarker?: number }).sectionMarker)).toBe(marker);
});

test(
  "the admin's phone menu closes on Escape and when keyboard focus leaves it",
  ANY_SCREEN,
  async ({ browser, isMobile, viewport, baseURL }) => {
    const context = await adminContext(browser, { isMobile, viewport, hasTouch: isMobile }, baseURL!);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForFunction(pageIsLive);
    const menu = page.locator('details:has(> summary:has-text("Menu"))');
    const toggle = menu.locator('summary');
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link').last().focus();
    await page.keyboard.press('Tab'); // past its last entry, onto content the open panel covered (probe 26, F2)
    await expect(menu).not.toHaveAttribute('open');
    await context.close();
  },
);

test('with JavaScript off, the admin pages say they need it, and Logout still signs out (probe 27, F2)', async ({
  browser,
  isMobile,
  viewport,
  baseURL,
}) => {
  const context = await adminContext(browser, { javaScriptEnabled: false, isMobile, viewport, hasTouch: isMobile }, baseURL!);
  const page = await context.newPage();
  // Settings say so at the form, and its fields do not take a tap (probe 57, F9: a whole tab typed, then no save).
  await page.goto('/admin/settings');
  await expect(page.getByText('saving them needs JavaScript')).toBeVisible();
  const name = page.getByLabel('Site name');
  await expect(name).toBeVisible();
  await expect(name.click({ timeout: 2_000 })).rejects.toThrow(/intercepts pointer events|not receive pointer events|Timeout/);
  await page.goto('/admin/events');
  await expect(page.getByText('The admin workspace needs JavaScript')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  // Signed out for real: the workspace now sends the visitor to sign in.
  expect((await context.request.get(`${baseURL}/api/user`)).status()).toBe(401);
  await page.goto('/admin/events');
  await expect(page).toHaveURL(/\/auth/);
  await context.close();
});

test('with JavaScript on, the notice stays hidden and Logout goes to the sign-in page', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.waitForFunction(pageIsLive);
  await expect(page.getByText('The admin workspace needs JavaScript')).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
});

test('a learner named with an emoji leaves the Users page whole: no half emoji, and the first tap on Add User opens it (probe 57, F1)', async ({
  browser,
  isMobile,
  viewport,
  baseURL,
}) => {
  // Anyone can register with any name.
  const visitor = await browser.newContext();
  const username = uniqueName('palm');
  const registered = await visitor.request.post(`${baseURL}/api/register`, {
    data: { username, fullName: 'Mallory 🌴', email: `${username}@example.com`, password: 'secret123' },
  });
  expect(registered.status()).toBe(201);
  await visitor.close();

  const context = await adminContext(browser, { isMobile, viewport, hasTouch: isMobile }, baseURL!);
  const page = await throttled(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/admin/users?q=${username}`, { waitUntil: 'commit' });
  // Tapped as soon as it shows, as a person does: the page's HTML must be the one React keeps.
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await expect(dialog.getByLabel('Username')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const row = page.getByRole('row').filter({ hasText: `@${username}` });
  await expect(row.getByText('M🌴', { exact: true })).toBeVisible();
  // Created and Last Login on every screen: a phone shows them under the name (probe 58, F8).
  // (Registering signs in: a last login to show.)
  if (isMobile) {
    await expect(row.getByText(/^Created \S/)).toBeVisible();
    await expect(row.getByText(/^Last login \S/)).toBeVisible();
  } else await expect(page.getByRole('columnheader', { name: 'Last Login' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
