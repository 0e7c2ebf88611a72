/**
 * A learner changes how they pay for a pending enrollment on a phone: after the admin switched
 * their method off (the card says so and offers the others), and because they changed their mind,
 * with JavaScript off (a native form). Each fills and taps right after the page arrives, without
 * waiting for its code: before it is live the form is sent natively, after, through tRPC.
 */
import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, pageIsLive, test } from './fixtures';
import { ADMIN, pendingLearner } from './helpers';
import { configurePayments, E2E_PAYMENTS, E2E_USDT_ADDRESS } from './payment-settings';
import { throttled } from './throttle';

test.beforeAll(async ({ baseURL }) => configurePayments(baseURL!));

async function asAdmin(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/login', { data: ADMIN })).status()).toBe(200);
  return api;
}

/** Saves the payments section as the admin does (Settings > Payments, through its API). */
async function savePayments(api: APIRequestContext, payments: typeof E2E_PAYMENTS) {
  const { version } = ((await (await api.get('/api/admin/settings')).json()) as { payments: { version: number } }).payments;
  const res = await api.put('/api/admin/settings/payments', { data: { ...payments, version, currentPassword: ADMIN.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The method the admin's pending queue shows for this payment code. */
async function methodInQueue(api: APIRequestContext, paymentCode: string) {
  const rows = (await (await api.get(`/api/admin/enrollments/pending?q=${encodeURIComponent(paymentCode)}`)).json()) as {
    paymentMethod: string;
  }[];
  return rows.map((r) => r.paymentMethod);
}

async function phoneContext(
  browser: Browser,
  javaScriptEnabled: boolean,
  isMobile: boolean,
  viewport: { width: number; height: number } | null,
) {
  return browser.newContext({ javaScriptEnabled, isMobile, hasTouch: isMobile, viewport });
}

/** Right after navigation: the HTML has arrived, nothing waits for scripts or hydration. */
const arrive = (page: Page, url: string) => page.goto(url, { waitUntil: 'commit' });

test('the admin switches cash off: the card says so, offers the others, and the learner switches (JavaScript on)', async ({
  browser,
  baseURL,
  isMobile,
  viewport,
}) => {
  const admin = await asAdmin(baseURL!);
  const context = await phoneContext(browser, true, isMobile, viewport);
  try {
    const learner = await pendingLearner(baseURL!, { prefix: 'switch', context });
    await savePayments(admin, { ...E2E_PAYMENTS, cash: { ...E2E_PAYMENTS.cash, accepted: false } });
    const page = await throttled(context);
    await arrive(page, '/profile');
    const card = page.getByTestId('enrollment-card').filter({ hasText: learner.paymentCode });
    // A throttled phone: the page (and later the answer) may take a while, as in native-forms.spec.ts.
    await expect(card.getByText('Cash (in-office) is no longer offered. Choose another way to pay:')).toBeVisible({ timeout: 30_000 });
    const choice = card.getByLabel('Way to pay', { exact: true });
    await expect(choice.locator('option')).toHaveText(['Choose a way to pay', 'USDT', 'Mobile Banking']);
    await choice.selectOption({ label: 'Mobile Banking' });
    await card.getByRole('button', { name: 'Use this way to pay' }).click();

    await expect(card.getByRole('status').filter({ hasText: 'You now pay by Mobile Banking.' })).toBeVisible({ timeout: 30_000 });
    const instructions = card.getByRole('region', { name: /How to pay for/ });
    await expect(instructions).toContainText(E2E_PAYMENTS.mobanking.accountNumber);
    await expect(card.getByText('no longer offered')).toHaveCount(0);
    // The admin's queue shows the new method.
    expect(await methodInQueue(admin, learner.paymentCode)).toEqual(['mobanking']);
  } finally {
    await savePayments(admin, E2E_PAYMENTS);
    await context.close();
    await admin.dispose();
  }
});

test('a learner who changed their mind switches from cash to USDT with JavaScript off', async ({ browser, baseURL, isMobile }) => {
  // The narrowest phone the site is built for.
  const context = await phoneContext(browser, false, isMobile, { width: 360, height: 780 });
  const learner = await pendingLearner(baseURL!, { prefix: 'mind', context });
  const page = await context.newPage();
  await arrive(page, '/profile');
  const card = page.getByTestId('enrollment-card').filter({ hasText: learner.paymentCode });
  await expect(card.getByRole('region', { name: /How to pay for/ })).toContainText('1 Test Street, Roseau');
  // A native disclosure: it opens without any script.
  await card.getByText('Change how you pay').click();
  const choice = card.getByLabel('New way to pay');
  await expect(choice.locator('option')).toHaveText(['Choose a way to pay', 'USDT', 'Mobile Banking']);
  await choice.selectOption({ label: 'USDT' });
  await card.getByRole('button', { name: 'Use this way to pay' }).click();

  await expect(page).toHaveURL(/\/profile#enrollment-\d+$/);
  const after = page.getByTestId('enrollment-card').filter({ hasText: learner.paymentCode });
  await expect(after.getByRole('status').filter({ hasText: 'You now pay by USDT.' })).toBeVisible();
  const instructions = after.getByRole('region', { name: /How to pay for/ });
  await expect(instructions).toContainText(E2E_USDT_ADDRESS);
  await expect(instructions.getByRole('img', { name: 'QR code of the USDT receiving address' })).toBeVisible();
  // The card fits a 360 px phone: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

/**
 * With its code live (the mutations, not the native posts: those answer with a fresh page), a
 * change the server refuses because the data moved on must leave the page showing what is true now
 * (probe 32, F1 and F2): every form refetched only on success, so the learner read "already decided"
 * beside a card still saying Pending, and a USDT address the admin had withdrawn stayed on screen.
 */
test('a reference saved after the admin rejected: the card shows the rejection and its note (JavaScript on)', async ({
  browser,
  baseURL,
  isMobile,
  viewport,
}) => {
  const admin = await asAdmin(baseURL!);
  const context = await phoneContext(browser, true, isMobile, viewport);
  try {
    const learner = await pendingLearner(baseURL!, { prefix: 'refused', context });
    const [mine] = (await (await context.request.get('/api/enrollments')).json()) as { id: number }[];
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForFunction(pageIsLive);
    const card = page.getByTestId('enrollment-card').filter({ hasText: learner.paymentCode });
    await expect(card.getByText('Waiting for approval')).toBeVisible();
    const rejected = await admin.post(`/api/admin/enrollments/${mine!.id}/reject`, { data: { notes: 'We could not find this payment.' } });
    expect(rejected.status()).toBe(200);

    await card.getByLabel('Your transaction id or bank reference').fill('RECEIPT-LATE-1');
    await card.getByRole('button', { name: 'Save reference' }).click();
    await expect(page.getByText('its payment reference can no longer change').first()).toBeVisible();
    await expect(card.getByText('Enrollment rejected')).toBeVisible();
    await expect(card.getByText('Note: We could not find this payment.')).toBeVisible();
    await expect(card.getByText('Waiting for approval')).toHaveCount(0);
  } finally {
    await context.close();
    await admin.dispose();
  }
});

test('USDT switched off while chosen: Enroll is refused and the form drops USDT and its address (JavaScript on)', async ({
  browser,
  baseURL,
  isMobile,
  viewport,
}) => {
  const admin = await asAdmin(baseURL!);
  const context = await phoneContext(browser, true, isMobile, viewport);
  try {
    await pendingLearner(baseURL!, { prefix: 'withdrawn', context });
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForFunction(pageIsLive);
    const form = page.locator('#enroll-form');
    await form.getByLabel('Course').selectOption({ index: 1 });
    const method = form.getByLabel('Payment method');
    await method.selectOption('usdt');
    await expect(form).toContainText(E2E_USDT_ADDRESS);
    await savePayments(admin, { ...E2E_PAYMENTS, usdt: { network: '', address: '' } });

    await form.getByRole('button', { name: 'Enroll' }).click();
    await expect(page.getByText('This payment method is not offered at the moment').first()).toBeVisible();
    await expect(form).not.toContainText(E2E_USDT_ADDRESS);
    await expect(method).toHaveValue('');
    await expect(method.locator('option', { hasText: 'USDT' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Enroll' })).toBeDisabled();
  } finally {
    await savePayments(admin, E2E_PAYMENTS);
    await context.close();
    await admin.dispose();
  }
});

test('a dead link that still counts as online: a failed save keeps the enrollment on screen, what was typed and how to pay (probe 74, F2)', async ({
  browser,
  baseURL,
  isMobile,
  viewport,
}) => {
  const context = await phoneContext(browser, true, isMobile, viewport);
  try {
    const learner = await pendingLearner(baseURL!, { prefix: 'deadlink', context });
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForFunction(pageIsLive);
    const card = page.getByTestId('enrollment-card').filter({ hasText: learner.paymentCode });
    await expect(card.getByText('Waiting for approval')).toBeVisible();
    // Every read and write of the page now fails without an answer (a captive portal, a dead cell link).
    await page.route('**/trpc/**', (route) => route.abort('connectionreset'));
    await card.getByLabel('Your transaction id or bank reference').fill('FLAKY-REF-1');
    await card.getByRole('button', { name: 'Save reference' }).click();
    await expect(page.getByText('Could not save the reference').first()).toBeVisible();
    // The reading again that follows fails too: the list stays, with a word and a retry.
    await expect(page.getByText('Could not read this again from the site').first()).toBeVisible();
    await expect(card.getByTestId('payment-code')).toContainText(learner.paymentCode);
    await expect(card.getByLabel('Your transaction id or bank reference')).toHaveValue('FLAKY-REF-1');
    await expect(page.getByText('Failed to load your enrollments')).toHaveCount(0);
    // Back on a working link, each list's retry reads it again and its word goes (your enrollments, your passkeys).
    await page.unroute('**/trpc/**');
    const retries = page.getByRole('button', { name: 'Try again' });
    await expect(retries).toHaveCount(2);
    await retries.first().click();
    await expect(retries).toHaveCount(1);
    await retries.first().click();
    await expect(page.getByText('Could not read this again from the site')).toHaveCount(0);
    await card.getByRole('button', { name: 'Save reference' }).click();
    await expect(card.getByText('FLAKY-REF-1').first()).toBeVisible();
  } finally {
    await context.close();
  }
});
