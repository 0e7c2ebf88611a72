/**
 * Nothing moves when a whole-app page comes alive (docs/decisions/2026-11-27-taps-while-a-page-comes-alive.md).
 * On a slow phone a reader scrolls and aims at a control while the page's code is on its way; if
 * hydration then moved the page (content appearing above the control, the router scrolling to the
 * top), the tap landed on something else. Each page here is loaded with its scripts held at the
 * network, scrolled a little, and every button, field and link in view is measured; the scripts are
 * released and, once the page is live, each must be where it was.
 */
import { request, type BrowserContext, type Page } from '@playwright/test';
import { expect, pageIsLive, test } from './fixtures';
import { ADMIN, pendingLearner, uniqueName } from './helpers';
import { dominicaYear } from '../src/shared/dominica-time';

/** Where each control in view is, keyed by its role, label and place. */
const controlsInView = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    const out: Record<string, number> = {};
    for (const el of document.querySelectorAll<HTMLElement>('main button, main input, main select, main textarea, main a[href]')) {
      const box = el.getBoundingClientRect();
      if (box.height === 0 || box.bottom < 0 || box.top > innerHeight) continue;
      const label = `${el.tagName} ${(el.getAttribute('aria-label') || el.getAttribute('name') || el.textContent || '').trim().slice(0, 40)}`;
      const n = seen.get(label) ?? 0;
      seen.set(label, n + 1);
      out[`${label} #${n}`] = Math.round(box.top);
    }
    return { controls: out, scrollY: Math.round(scrollY) };
  });

/**
 * `aimAt`: scrolled to this first (a reader who scrolls down to their enrollment's card while the
 * page loads), instead of a little from the top.
 */
async function expectSteady(page: Page, url: string, aimAt?: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The whole HTML parsed ('interactive'); DOMContentLoaded itself waits for the held module scripts.
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  if (aimAt) {
    await page.getByText(aimAt, { exact: true }).first().scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => scrollY), { message: `the page did not scroll to ${aimAt}` }).toBeGreaterThan(0);
  } else if (await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 120)) {
    // Scrolled a little, as a reader does, where the page is taller than the screen.
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => scrollY), { message: 'the page did not scroll' }).toBeGreaterThan(0);
  }
  expect(await page.evaluate(pageIsLive), 'the code arrived before the page was measured').toBe(false);
  const before = await controlsInView(page);
  expect(Object.keys(before.controls).length, `no control in view on ${url}`).toBeGreaterThan(0);
  release();
  await page.waitForFunction(pageIsLive);
  // Effects that run right after hydration (queries already in the page, layout effects) have run.
  await page.waitForTimeout(300);
  const after = await controlsInView(page);
  expect(after.scrollY, `${url} scrolled when it came alive`).toBe(before.scrollY);
  for (const [control, top] of Object.entries(before.controls)) {
    expect(after.controls[control], `${control} on ${url} moved or went away when the page came alive`).toBe(top);
  }
}

async function signedIn(context: BrowserContext, credentials: { username: string; password: string }) {
  expect((await context.request.post('/api/login', { data: credentials })).status()).toBe(200);
  return context.newPage();
}

test('a learner’s whole-app pages hold still when they come alive', async ({ context, baseURL }) => {
  const username = uniqueName('steady');
  const api = await request.newContext({ baseURL });
  const reg = await api.post('/api/register', {
    data: { username, fullName: `Steady ${username}`, email: `${username}@example.com`, password: 'secret123' },
  });
  expect(reg.status()).toBe(201);
  await api.dispose();
  for (const url of ['/profile', '/account']) await expectSteady(await signedIn(context, { username, password: 'secret123' }), url);
});

test('a pending enrollment’s card holds still when /profile comes alive', async ({ context, baseURL }) => {
  // Its Copy buttons once appeared only when the code came, pushing "Use this way to pay" and the
  // reference field down under a finger already on its way (a tap then landed on the form around
  // them and did nothing: a flaky payment-method.spec.ts in CI, every time on a slower phone).
  const { paymentCode } = await pendingLearner(baseURL!, { prefix: 'steadycard', context });
  await expectSteady(await context.newPage(), '/profile', paymentCode);
});

test('the e-mailed token pages hold still when they come alive', async ({ context }) => {
  const token = 'y'.repeat(40);
  for (const url of [`/reset-password?token=${token}`, `/unsubscribe?token=${token}`]) await expectSteady(await context.newPage(), url);
});

test('the admin’s workspace holds still when it comes alive', async ({ context }) => {
  for (const url of ['/dashboard', '/admin', '/admin/events']) await expectSteady(await signedIn(context, ADMIN), url);
});

test('My Account opens and its Logout signs out before any of the page’s code has come', async ({ browser, baseURL }) => {
  // A desktop screen (the phone has its own <details> menu). The page's scripts never arrive: a
  // menu that needed them (a React island) ignored the click, and its Logout was a dead button.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const username = uniqueName('menu');
  const reg = await context.request.post('/api/register', {
    data: { username, fullName: `Menu ${username}`, email: `${username}@example.com`, password: 'secret123' },
  });
  expect(reg.status()).toBe(201);
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, () => new Promise<void>(() => {}));
  await page.goto('/profile', { waitUntil: 'commit' });
  await page.locator('summary', { hasText: `My Account (${username})` }).click();
  const menu = page.getByRole('navigation', { name: 'My Account' });
  await expect(menu.getByRole('link', { name: 'Account Settings' })).toBeVisible();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('status').filter({ hasText: 'You have been successfully logged out.' })).toBeVisible();
  // Signed out for real: the session no longer opens /profile.
  await page.goto('/profile', { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === '/auth');
  await context.close();
});

/** Picks the course by its title (its option also shows the price). */
async function chooseCourse(page: Page, title: string) {
  const value = await page.getByLabel('Course', { exact: true }).locator('option', { hasText: title }).getAttribute('value');
  await page.getByLabel('Course', { exact: true }).selectOption(value ?? '');
}

test('choices made before the code arrives survive hydration intact, and Enroll then sends them', async ({ browser, baseURL }) => {
  const COURSE = 'Crypto Basics for the Caribbean';
  // The page's code is held until the choices are made, so they are made in the server's HTML
  // every time. Before the fix the first client render showed the chosen course's checkout,
  // which the server had not: React threw the page away (#418), and an Enroll tapped in that
  // moment was lost. The fixture fails any test that meets a hydration error.
  const context = await browser.newContext();
  const username = uniqueName('choices');
  const reg = await context.request.post(`${baseURL}/api/register`, {
    data: { username, fullName: 'Choosing Learner', email: `${username}@example.com`, password: 'secret123' },
  });
  expect(reg.status()).toBe(201);
  const page = await context.newPage();
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/profile', { waitUntil: 'commit' });
  await chooseCourse(page, COURSE);
  await page.getByLabel('Payment method').selectOption({ label: 'Cash (in-office)' });
  expect(await page.evaluate(pageIsLive), 'the code arrived before the choices were made').toBe(false);
  const enroll = page.getByRole('button', { name: 'Enroll', exact: true });
  // Scrolled to it, as a reader on a phone is: the page must not jump when it comes alive either.
  await page.mouse.wheel(0, 150);
  await expect.poll(() => page.evaluate(() => scrollY), { message: 'the test did not scroll' }).toBeGreaterThan(0);
  await expect(enroll).toBeInViewport();
  const before = await enroll.boundingBox();
  release();
  await page.waitForFunction(pageIsLive);

  await expect(page.getByLabel('Payment method')).toHaveValue('cash');
  await expect(page.getByRole('region', { name: /What you pay and where/ })).toBeVisible();
  // Neither the preview that appears at hydration nor the router moves Enroll: a finger on its way
  // to the button must land on it (with the preview above it, Enroll jumped ~500 px; with the
  // router's scroll to the top at hydration, by the reader's scroll; either tap was lost).
  expect((await enroll.boundingBox())?.y, 'Enroll moved when the page came alive').toBe(before?.y);
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page.getByText(/pending until we confirm your payment/)).toBeVisible();
  await expect(page.getByRole('article', { name: COURSE })).toHaveCount(1);
  await context.close();
});

test.describe('a reader already in next year', () => {
  // Kiritimati (UTC+14) is the first place on Earth where the year turns.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('whole-app pages keep the footer’s year: it is Dominica’s on the server and in the browser (probe 78, F9)', async ({ page }) => {
    // The server's clock is the real one. The browser's is moved to 10:30 UTC on December 31 of the
    // year it is in Dominica: January 1 of the next year in Kiritimati, the same year in Dominica.
    // The browser's own year broke hydration (React #418, caught by the fixtures) and the page
    // then said next year.
    const year = dominicaYear();
    await page.clock.setSystemTime(new Date(`${year}-12-31T10:30:00Z`));
    const token = 'y'.repeat(40);
    for (const url of [`/reset-password?token=${token}`, `/unsubscribe?token=${token}`]) {
      await page.goto(url);
      await expect(page.locator('footer'), url).toContainText(`© ${year} `);
    }
  });
});
