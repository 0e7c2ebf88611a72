/**
 * A free course (price 0) on a phone: the learner taps "Enroll for free" on the course page right
 * after it arrives (its scripts held back, so the tap surely lands before the code is live), and
 * with JavaScript off; either way /profile shows the course open, with no payment step anywhere
 * (docs/decisions/2026-12-01-free-courses.md). Screenshots go to test-results/free-course/.
 */
import { devices, request, type Browser, type Page } from '@playwright/test';
import { ANY_SCREEN, expect, pageIsLive, test } from './fixtures';
import { ADMIN, signUpThroughApi, uniqueName } from './helpers';
import { throttled } from './throttle';

const TITLE = `Free Starter ${uniqueName('course')}`;
let courseId: number;

test.beforeAll(async ({ baseURL }) => {
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const created = await admin.post('/api/courses', {
    data: {
      title: TITLE,
      // Written in paragraphs and lines, as the admin's field allows (probe 69 B, F3).
      description:
        'What a wallet is, and how to keep one safe.\n\nWhat we cover:\n- seed phrases\n- scams\n\nFree for everyone in Dominica.',
      level: 'Beginner',
      duration: '1 week',
      price: 0,
      downloadUrl: 'https://example.org/free-starter.zip',
    },
  });
  expect(created.status()).toBe(201);
  courseId = ((await created.json()) as { id: number }).id;
  await admin.dispose();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/free-course/${name}.png`, fullPage: true });

/** /profile after a free enrollment: the course open, and nothing about paying. */
async function expectOpenWithNoPaymentStep(page: Page) {
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`You are enrolled in ${TITLE}. It is free: there is nothing to pay`)).toBeVisible();
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toContainText('Enrolled');
  await expect(card).toContainText('Free course');
  await expect(card.getByRole('link', { name: 'Download materials' })).toHaveAttribute('href', 'https://example.org/free-starter.zip');
  for (const paymentWord of ['Payment code', 'How to pay', 'Change how you pay', 'Waiting for approval', 'US$0.00'])
    await expect(card).not.toContainText(paymentWord);
  await expect(card.getByRole('textbox')).toHaveCount(0);
}

async function phoneWithoutScript(browser: Browser, baseURL: string | undefined) {
  const { defaultBrowserType: _browserType, ...pixel } = devices['Pixel 7'];
  return browser.newContext({ ...pixel, baseURL, javaScriptEnabled: false });
}

test('a learner on a phone taps "Enroll for free" before the page is live and finds the course open', ANY_SCREEN, async ({ page }) => {
  test.setTimeout(120_000);
  const context = page.context();
  await signUpThroughApi(context, 'free');
  const phone = await throttled(context);
  // The HTML arrives; every script waits until the tap has landed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await phone.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await phone.goto(`/courses/${courseId}`, { waitUntil: 'commit' });
  const main = phone.locator('main');
  await expect(main.getByText('Free', { exact: true })).toBeVisible();
  // The description keeps its line breaks (it read as one run-on paragraph).
  expect(await main.getByText('What a wallet is').innerText()).toContain('What we cover:\n- seed phrases\n- scams');
  await expect(main).not.toContainText('How payment works');
  const enroll = main.getByRole('button', { name: /^Enroll for free/ });
  await expect(enroll).toHaveCount(1);
  expect(await phone.evaluate(pageIsLive), 'the page hydrated before the tap: the test did not tap early').toBe(false);
  await enroll.tap();
  release();
  await expectOpenWithNoPaymentStep(phone);
  await shot(phone, '01-phone-enrolled');
  // Back on the course page: where to find it, not a second enrollment.
  await phone.goto(`/courses/${courseId}`);
  await expect(phone.locator('main').getByRole('link', { name: 'Enrolled: open My Courses' })).toBeVisible();
});

test('with JavaScript off, the same single tap enrolls and /profile shows the course open', ANY_SCREEN, async ({ browser, baseURL }) => {
  const context = await phoneWithoutScript(browser, baseURL);
  try {
    await signUpThroughApi(context, 'free');
    const page = await context.newPage();
    await page.goto(`/courses/${courseId}`);
    await shot(page, '02-course-page-no-js');
    await page
      .locator('main')
      .getByRole('button', { name: /^Enroll for free/ })
      .tap();
    await expectOpenWithNoPaymentStep(page);
    await shot(page, '03-profile-no-js');
  } finally {
    await context.close();
  }
});

/** The enroll form's method and reference fields, by their labels. */
const paymentFields = (page: Page) => [page.getByLabel('Payment method'), page.getByLabel('Payment reference (optional)')];

/** Picks a course in the enroll form's list: the free one, or any paid one. */
async function pick(page: Page, which: 'free' | 'paid') {
  const list = page.locator('#enroll-form').getByLabel('Course', { exact: true });
  const option =
    which === 'free' ? list.locator('option', { hasText: TITLE }) : list.locator('option:not([data-free]):not([value=""])').first();
  await list.selectOption((await option.getAttribute('value')) ?? '');
}

test(
  'with JavaScript off, choosing the free course on /profile hides the payment fields, and a paid one shows them',
  ANY_SCREEN,
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      isMobile: true,
      hasTouch: true,
      viewport: { width: 390, height: 844 },
    });
    try {
      await signUpThroughApi(context, 'free');
      const page = await context.newPage();
      await page.goto('/profile');
      for (const field of paymentFields(page)) await expect(field).toBeVisible();
      await pick(page, 'free');
      // Nothing re-renders without JavaScript: the server's HTML itself must stop asking how to pay.
      for (const field of paymentFields(page)) await expect(field).toBeHidden();
      await page.locator('#enroll-form').scrollIntoViewIfNeeded();
      await shot(page, 'no-js-free-course-chosen');
      await expect(page.locator('#enroll-form').getByRole('button', { name: 'Enroll for free' })).toBeVisible();
      await pick(page, 'paid');
      for (const field of paymentFields(page)) await expect(field).toBeVisible();
      await expect(page.locator('#enroll-form').getByRole('button', { name: 'Enroll', exact: true })).toBeVisible();
      await pick(page, 'free');
      await page.locator('#enroll-form').getByRole('button', { name: 'Enroll for free' }).tap();
      await expectOpenWithNoPaymentStep(page);
    } finally {
      await context.close();
    }
  },
);

test(
  'with JavaScript off, a page served with the free course chosen still lets the learner pick a paid one and pay',
  ANY_SCREEN,
  async ({ browser, baseURL }) => {
    const context = await phoneWithoutScript(browser, baseURL);
    try {
      await signUpThroughApi(context, 'free');
      const page = await context.newPage();
      // Where "Enroll Now" on the free course's page leads a learner who signs in first.
      await page.goto(`/profile?enroll=${courseId}`);
      const form = page.locator('#enroll-form');
      await expect(form.getByText(`${TITLE} is free: press Enroll for free`)).toBeVisible();
      for (const field of paymentFields(page)) await expect(field).toBeHidden();
      await expect(form.getByRole('button', { name: 'Enroll for free' })).toBeVisible();
      // Changes their mind: nothing re-renders, so the server's HTML must already hold the paid course's fields.
      await pick(page, 'paid');
      const paid = (await form.getByLabel('Course', { exact: true }).locator('option:checked').textContent())?.split(' · ')[0] ?? '';
      for (const field of paymentFields(page)) await expect(field).toBeVisible();
      await expect(form.getByText(`${TITLE} is free`)).toBeHidden();
      const enroll = form.getByRole('button', { name: 'Enroll', exact: true });
      await expect(enroll).toBeVisible();
      await form.getByLabel('Payment method').selectOption({ label: 'Cash (in-office)' });
      await shot(page, 'no-js-free-then-paid');
      await enroll.tap();
      await expect(page.getByText('your enrollment is pending until we confirm your payment')).toBeVisible();
      await expect(page.getByRole('article', { name: paid })).toContainText('Pending');
      await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
    } finally {
      await context.close();
    }
  },
);

test(
  'live, the /profile form hides the payment fields for the free course and brings them back for a paid one',
  ANY_SCREEN,
  async ({ page }) => {
    await signUpThroughApi(page.context(), 'free');
    await page.goto('/profile');
    await pick(page, 'free');
    for (const field of paymentFields(page)) await expect(field).toBeHidden();
    await expect(page.locator('#enroll-form').getByRole('button', { name: 'Enroll for free' })).toBeEnabled();
    await pick(page, 'paid');
    for (const field of paymentFields(page)) await expect(field).toBeVisible();
    await expect(page.locator('#enroll-form').getByRole('button', { name: 'Enroll', exact: true })).toBeDisabled();
  },
);
