/**
 * A tap on a whole-app page before its code is live is not lost (docs/decisions/2026-11-26-early-taps.md).
 * On a throttled phone (CPU 4x, slow 4G) the admin taps right after the HTML arrives, without
 * waiting for hydration: Add Course and Edit open their dialogs once the app is live, and Approve,
 * which moves money, asks first instead of approving a payment on a tap made seconds before.
 * The page's scripts are held at the network until the tap has landed, so the tap always falls
 * before the code is live, however fast or slow the machine; each test still checks that.
 */
import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, pageIsLive, test } from './fixtures';
import { ADMIN, authForm, notice, pendingLearner, uniqueName } from './helpers';
import { configurePayments } from './payment-settings';
import { throttled } from './throttle';

test.beforeAll(async ({ baseURL }) => configurePayments(baseURL!));

/** Signed in through the API: the context's cookie jar is the page's. */
async function adminPhone(context: BrowserContext): Promise<Page> {
  expect((await context.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
  return throttled(context);
}

/**
 * Holds every script the page asks for at the network until `release()`. Racing the throttled
 * bundle was not enough on a slow, busy machine: CI once found the page live before the tap.
 * The inline capture script is in the HTML itself, so it is not held.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Right after navigation: the HTML has arrived, the page's scripts are held until `release()`. */
async function arrive(page: Page, url: string) {
  const scripts = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  return scripts;
}

/** An open dialog, seen by its heading (the dialog element itself only holds fixed-position layers, so it has no box). */
const shown = (dialog: Locator, name: string) => expect(dialog.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });

/** Fails the test if the app was already live: then the tap proved nothing about early taps. */
async function expectNotLiveYet(page: Page) {
  expect(await page.evaluate(pageIsLive), 'the page hydrated before the tap: the test did not tap early').toBe(false);
}

test('Add Course tapped before the code is live opens its dialog', async ({ context }) => {
  const page = await adminPhone(context);
  const scripts = await arrive(page, '/admin');
  await page.getByRole('button', { name: 'Add Course', exact: true }).tap();
  await expectNotLiveYet(page);
  scripts.release();
  await shown(page.getByRole('dialog', { name: 'Create New Course' }), 'Create New Course');
});

test("an event's Edit tapped before the code is live opens that event", async ({ context }) => {
  const page = await adminPhone(context);
  const scripts = await arrive(page, '/admin/events');
  // The second row's, so a replay that fell back to the first button would show.
  const edit = page.getByRole('button', { name: /^Edit / }).nth(1);
  await edit.tap();
  await expectNotLiveYet(page);
  scripts.release();
  const title = (await edit.getAttribute('aria-label'))!.replace(/^Edit /, '');
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await shown(dialog, 'Edit Event');
  // The replay reached the tapped row's button, not another one.
  await expect(dialog.getByLabel('Event Title', { exact: true })).toHaveValue(title);
});

test('Approve tapped before the code is live asks first, and nothing is approved unasked', async ({ context, baseURL }) => {
  const { username, paymentCode } = await pendingLearner(baseURL!);

  const page = await adminPhone(context);
  const scripts = await arrive(page, `/admin?tab=pending&q=${username}`);
  await page.getByRole('button', { name: `Approve ${paymentCode} from Early ${username}` }).tap();
  await expectNotLiveYet(page);
  scripts.release();
  const dialog = page.getByRole('dialog', { name: 'Approve 1 payment?' });
  await shown(dialog, 'Approve 1 payment?');
  await expect(dialog).toContainText(paymentCode);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  // Still waiting for a decision: the held tap did not approve it.
  const pending = await context.request.get(`/api/admin/enrollments/pending?q=${username}`);
  expect(((await pending.json()) as unknown[]).length).toBe(1);
});

test('settings typed before the code is live are kept when it comes, and checked then', async ({ context }) => {
  const page = await adminPhone(context);
  const scripts = await arrive(page, '/admin/settings?tab=appearance');
  const primary = page.getByLabel('Primary color');
  const darkByDefault = page.getByLabel('Dark mode by default');
  const wasDark = await darkByDefault.isChecked();
  await primary.fill('#FFE94D');
  await darkByDefault.setChecked(!wasDark);
  await expectNotLiveYet(page);
  scripts.release();
  await page.waitForFunction(pageIsLive);
  // The form's code took what was typed as if typed now, and checks it (white text on yellow is
  // unreadable): without that, the form wrote the stored colour back over it.
  await expect(primary).toHaveAccessibleDescription(/White text on this primary colour has a contrast of \d\.\d:1/);
  await expect(primary).toHaveValue('#FFE94D');
  await expect(darkByDefault).toBeChecked({ checked: !wasDark });
});

/**
 * A link tapped the moment the app's root has hydrated, before the route's own part of the page
 * has (TanStack Router wraps each route in a Suspense boundary, and React hydrates those in later
 * tasks). The router handled it then and moved the page to another route in the middle of
 * hydrating: React error #418, the server's HTML thrown away (the fixture's hydration watch fails
 * the test on it). The tap is made by the page itself, in the microtask after the root's layout
 * effect picks up the capture, so it lands in that window however fast the machine is.
 */
test('a link tapped as the root comes alive, before the page under it has, opens its page without a hydration error', async ({
  context,
}) => {
  await context.addInitScript(() => {
    let capture: unknown;
    Object.defineProperty(window, '__earlyTaps', {
      configurable: true,
      set: (value: unknown) => (capture = value),
      get: () => {
        // The inline capture script sets it; the root's layout effect reads it (lib/early-taps.ts).
        if (capture && !sessionStorage.getItem('tapped')) {
          sessionStorage.setItem('tapped', location.search || '(none)');
          queueMicrotask(() => document.querySelector<HTMLAnchorElement>('a[href="/dashboard?tab=contacts"]')!.click());
        }
        return capture;
      },
    });
  });
  const page = await adminPhone(context);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/[?&]tab=contacts\b/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible({ timeout: 30_000 });
  // The tap was made, on the dashboard's overview.
  expect(await page.evaluate(() => sessionStorage.getItem('tapped'))).toBe('(none)');
  await page.waitForFunction(pageIsLive);
});

/**
 * Typed before the code is live (docs/decisions/2026-11-28-typed-before-live.md): React hydrates a
 * field it controls from its state and, at its next render, wrote that state over what the reader
 * had typed. A learner's payment reference on /profile was emptied without a word.
 */
test.describe('typed before the code is live', () => {
  test('a payment reference is kept when the code comes, and Save stores it', async ({ context, baseURL }) => {
    await pendingLearner(baseURL!, { context });
    const page = await throttled(context);
    const scripts = await arrive(page, '/profile');
    const reference = page.getByLabel('Your transaction id or bank reference');
    await reference.tap();
    await page.keyboard.type('BANK-REF-4471');
    await expectNotLiveYet(page);
    scripts.release();
    await page.waitForFunction(pageIsLive, null, { timeout: 30_000 });
    await expect(reference).toHaveValue('BANK-REF-4471');
    await page.getByRole('button', { name: 'Save reference' }).tap();
    await expect
      .poll(
        async () =>
          ((await (await context.request.get('/api/enrollments')).json()) as { paymentReference: string | null }[])[0]?.paymentReference,
      )
      .toBe('BANK-REF-4471');
  });

  test('a new way to pay chosen before the code is live is kept, and "Use this way to pay" sends it', async ({ context, baseURL }) => {
    await pendingLearner(baseURL!, { context });
    const page = await throttled(context);
    const scripts = await arrive(page, '/profile');
    // A native disclosure: it opens without the page's code.
    await page.locator('summary', { hasText: 'Change how you pay' }).tap();
    const choice = page.getByLabel('New way to pay', { exact: true });
    await choice.selectOption({ label: 'Mobile Banking' });
    await expectNotLiveYet(page);
    scripts.release();
    await page.waitForFunction(pageIsLive, null, { timeout: 30_000 });
    await expect(choice).toHaveValue('mobanking');
    await page.getByRole('button', { name: 'Use this way to pay' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'You now pay by Mobile Banking.' })).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => ((await (await context.request.get('/api/enrollments')).json()) as { paymentMethod: string }[])[0]?.paymentMethod)
      .toBe('mobanking');
  });

  test("the payment queue's search filters the queue once the code comes", async ({ context, baseURL }) => {
    const wanted = await pendingLearner(baseURL!);
    const other = await pendingLearner(baseURL!);
    const page = await adminPhone(context);
    const scripts = await arrive(page, '/admin?tab=pending');
    const search = page.getByLabel('Search payment code, reference, name or email');
    await search.tap();
    await page.keyboard.type(wanted.username);
    await expectNotLiveYet(page);
    scripts.release();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${wanted.username}\\b`), { timeout: 30_000 });
    await expect(search).toHaveValue(wanted.username);
    await expect(page.getByRole('button', { name: `Approve ${wanted.paymentCode} from Early ${wanted.username}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Approve ${other.paymentCode} from Early ${other.username}` })).toHaveCount(0);
  });

  test("the users' search filters the list once the code comes", async ({ context, baseURL }) => {
    const { username } = await pendingLearner(baseURL!);
    const page = await adminPhone(context);
    const scripts = await arrive(page, '/admin/users');
    await expect(page.getByText('@admin', { exact: true })).toBeVisible();
    const search = page.getByLabel('Search users');
    await search.tap();
    await page.keyboard.type(username);
    await expectNotLiveYet(page);
    scripts.release();
    await page.waitForFunction(pageIsLive, null, { timeout: 30_000 });
    await expect(search).toHaveValue(username);
    await expect(page.getByText(`@${username}`, { exact: true })).toBeVisible();
    await expect(page.getByText('@admin', { exact: true })).toHaveCount(0);
  });
});

test('the theme switch of a reading page tapped before its script is live switches the theme', async ({ context }) => {
  const page = await throttled(context);
  const scripts = await arrive(page, '/education');
  const html = page.locator('html');
  const dark = (await html.getAttribute('class'))?.includes('dark') ?? false;
  const toggle = page.locator('[data-theme-switch]').filter({ visible: true });
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-busy', 'true'); // heard, and shown as waiting
  expect(await page.evaluate(() => document.documentElement.dataset.islands), 'the islands were live before the tap').toBe('pending');
  scripts.release();
  await expect(html).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/, { timeout: 30_000 });
  await expect(toggle).not.toHaveAttribute('aria-busy');
  await expect(toggle).toHaveAttribute('aria-pressed', String(!dark));
  expect(await page.evaluate(() => localStorage.getItem('dce-theme'))).toBe(dark ? 'light' : 'dark');
});

/**
 * A slow downlink for one form's posts: each reaches the server at once, and its answer comes back
 * to the page only `ms` later, so a second tap falls while the page still shows the form (probe 54).
 */
async function slowAnswers(page: Page, path: string, ms: number): Promise<{ posts: () => number }> {
  let posts = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts++;
      // The body given again: for a page's own form post, Playwright's fetch sent none.
      const response = await route.fetch({ maxRedirects: 0, postData: route.request().postDataBuffer() ?? undefined });
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ response });
    },
  );
  return { posts: () => posts };
}

/**
 * Two taps on a button, the second 400 ms after the first, as a finger does: straight to the
 * screen, as Playwright's own `tap()` waits for a navigation the first tap started to finish (and
 * would tap the next page's form).
 */
async function tapTwice(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(400);
  await page.touchscreen.tap(x, y);
}

test('Send tapped twice before the contact form is live sends the message once', async ({ context, baseURL }) => {
  const page = await throttled(context);
  const answers = await slowAnswers(page, '/contact', 2_000);
  const scripts = await arrive(page, '/contact');
  const subject = uniqueName('Double tap ');
  await page.getByLabel('Name').fill('Impatient Reader');
  await page.getByLabel('Email').fill('impatient@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Which bank do I pay the course fee to?');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expectNotLiveYet(page);
  // The second tap while the first answer is still on its way.
  await tapTwice(page, send);
  await expect(notice(page, 'status')).toContainText('Message sent.');
  scripts.release();
  expect(answers.posts()).toBe(1);
  const admin = await context.browser()!.newContext({ baseURL });
  expect((await admin.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const list = (await (await admin.request.get(`/api/admin/contact-messages?q=${encodeURIComponent(subject)}`)).json()) as {
    total: number;
  };
  expect(list.total).toBe(1);
  await admin.close();
});

test('Create Account tapped twice before the code is live makes the account and signs it in, with no "already taken"', async ({
  context,
}) => {
  const page = await throttled(context);
  const answers = await slowAnswers(page, '/auth', 2_000);
  const scripts = await arrive(page, '/auth?tab=register');
  const username = uniqueName('twice');
  const form = authForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Full Name').fill('Twice Tapped');
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm Password').fill('secret123');
  const create = form.getByRole('button', { name: 'Create Account' });
  await expectNotLiveYet(page);
  await tapTwice(page, create);
  scripts.release();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await expect(page.getByText('That username is already taken.')).toHaveCount(0);
  expect(answers.posts()).toBe(1);
});
