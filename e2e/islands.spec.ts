/**
 * Public pages are server HTML with islands (docs/decisions/2026-11-23-islands.md): readable and
 * navigable with JavaScript off, small behaviours without React, forms that keep what was typed
 * before their code arrived.
 */
import { ANY_SCREEN, expect, newVisitor, test } from './fixtures';
import { openMenuIfPhone } from './helpers';

test('with JavaScript off, a reader opens the menu, follows links and reads the pages', async ({ browser, isMobile, viewport }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, isMobile, viewport, hasTouch: isMobile });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The theme switch needs the script: hidden, not a control that ignores the tap (probe 26, F5).
  await expect(page.locator('[data-theme-switch]')).toHaveCount(1);
  await expect(page.locator('[data-theme-switch]')).toBeHidden();
  await openMenuIfPhone(page); // a native <details>: it opens without any script
  await page.getByRole('link', { name: 'Security', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Security');
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community & Resources' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read Article/ }).first()).toBeVisible();
  // The events are also one link away from the tabs.
  await page.getByRole('link', { name: /^All events/ }).click();
  await expect(page).toHaveURL(/\/community\/events$/);
  await context.close();
});

test('the phone menu closes when keyboard focus leaves it, so it never covers the focused element', ANY_SCREEN, async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'ready');
  const menu = page.locator('details:has(> summary[aria-label="Menu"])');
  await openMenuIfPhone(page);
  await menu.getByRole('link').last().focus();
  await page.keyboard.press('Tab'); // past its last entry (probe 26, F2)
  await expect(menu).not.toHaveAttribute('open');
  expect(await menu.evaluate((details) => details.contains(document.activeElement))).toBe(false);
});

/** An address with these query parameters (and perhaps others). */
const withQuery = (expected: Record<string, string | null>) => (url: URL) =>
  Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value);

test('with JavaScript off, the tabs are links: Register keeps the enrollment, Upcoming Events opens the events', async ({
  browser,
  isMobile,
  viewport,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, isMobile, viewport, hasTouch: isMobile });
  const page = await context.newPage();
  await page.goto('/auth?intent=enroll&courseId=1');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page).toHaveURL(withQuery({ tab: 'register', intent: 'enroll', courseId: '1' }));
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Confirm Password')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Login' })).toHaveCount(0); // hidden
  // And back to Login, still enrolling.
  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(page).toHaveURL(withQuery({ tab: null, intent: 'enroll', courseId: '1' }));
  await expect(page.getByRole('tabpanel', { name: 'Login' }).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await page.goto('/community');
  await page.getByRole('tab', { name: 'Upcoming Events' }).click();
  await expect(page).toHaveURL(/\/community\?tab=events$/);
  await expect(page.getByRole('tabpanel', { name: 'Upcoming Events' })).toContainText('View all events');
  await expect(page.getByRole('tabpanel', { name: 'Crypto News' })).toHaveCount(0);
  // Any other value is the default tab, not an error.
  expect((await page.goto('/community?tab=nonsense'))?.status()).toBe(200);
  await expect(page.getByRole('tabpanel', { name: 'Crypto News' })).toBeVisible();
  await context.close();
});

test('with JavaScript, a tab switches in place and its address replaces the current one; Ctrl and middle clicks open it elsewhere', async ({
  page,
}) => {
  const marker = () => page.evaluate(() => (window as { samePage?: boolean }).samePage);
  await page.goto('/auth?intent=enroll&courseId=1');
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Confirm Password')).toBeVisible();
  await expect(page).toHaveURL(withQuery({ tab: 'register', intent: 'enroll', courseId: '1' }));
  expect(await marker(), 'no page load').toBe(true);
  expect(await page.evaluate(() => history.length), 'replaced, not pushed').toBe(entries);

  await page.goto('/community');
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  const events = page.getByRole('tab', { name: 'Upcoming Events' });
  for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
    const [opened] = await Promise.all([page.context().waitForEvent('page'), events.click(click)]);
    await expect(opened).toHaveURL(/\/community\?tab=events$/);
    await opened.close();
  }
  await expect(page).toHaveURL(/\/community$/); // this page stayed as it was
  await expect(events).toHaveAttribute('aria-selected', 'false');
  await events.click();
  await expect(page.getByRole('tabpanel', { name: 'Upcoming Events' })).toContainText('View all events');
  await expect(page).toHaveURL(/\/community\?tab=events$/);
  expect(await marker(), 'no page load').toBe(true);
  await page.reload(); // the tab survives a reload
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Upcoming Events' })).toContainText('View all events');
});

test('anonymous readers get no React: the theme switch, the phone menu and the tabs work without it', async ({ page, isMobile }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/community');

  const html = page.locator('html');
  const dark = (await html.getAttribute('class'))?.includes('dark') ?? false;
  await page.locator('[data-theme-switch]').filter({ visible: true }).click();
  await expect(html).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'ready');
  await expect(html).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/); // remembered
  await expect(page.locator('[data-theme-switch]').filter({ visible: true })).toHaveAttribute('aria-pressed', String(!dark));

  // Tabs, by keyboard: the arrow selects the next tab and shows its panel.
  await page.getByRole('tab', { name: 'Crypto News' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('View all events');
  await page.getByRole('tab', { name: 'Crypto News' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Read Article');

  if (isMobile) {
    await openMenuIfPhone(page);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  }
  expect(
    scripts.some((url) => /react-dom|hydrate/.test(url)),
    scripts.join('\n'),
  ).toBe(false);
});

test('what a visitor types before the form is live is kept and sent', ANY_SCREEN, async ({ browser }) => {
  const visitor = await newVisitor(browser);
  // Hold back the contact form's code until the visitor has typed everything.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await visitor.route(/\/assets\/contact-form-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await visitor.goto('/contact');
  await visitor.getByLabel('Name').fill('Early Typist');
  await visitor.getByLabel('Email').fill('early@example.com');
  await visitor.getByLabel('Subject').fill('Typed before hydration');
  await visitor.getByLabel('Message').fill('These words were typed before the form had its code.');
  // Never a dead control: the button works before the code (a native post), so it is never disabled.
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  release();
  // The form's code is live (a click before that is a native post, e2e/native-forms.spec.ts): the
  // typed words must have survived hydration, and the sending is then the form's own.
  await expect(visitor.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', '');
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(visitor.getByLabel('Message')).toHaveValue('These words were typed before the form had its code.');
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Message Sent!')).toBeVisible();
  await expect(visitor.getByLabel('Name')).toHaveValue(''); // reset after success
  await visitor.context().close();
});

test('a message sent while offline says so and stays in the form; back online it sends', ANY_SCREEN, async ({ browser }) => {
  // Probe 2026-11-29 (16): the button sat on "Sending..." with no word for as long as the phone was offline.
  const visitor = await newVisitor(browser);
  await visitor.goto('/contact');
  await visitor.getByLabel('Name').fill('Offline Writer');
  await visitor.getByLabel('Email').fill('offline@example.com');
  await visitor.getByLabel('Subject').fill('Written on the ferry');
  await visitor.getByLabel('Message').fill('No signal between Roseau and Portsmouth.');
  // The form's code came with the typing (before it, Send is a native post: native-forms.spec.ts).
  await expect(visitor.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', '');
  await visitor.context().setOffline(true);
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: 'You are offline, so your message was not sent.' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(visitor.getByLabel('Message')).toHaveValue('No signal between Roseau and Portsmouth.');
  await visitor.context().setOffline(false);
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Message Sent!')).toBeVisible();
  await expect(visitor.getByText('You are offline')).toHaveCount(0);
  await visitor.context().close();
});

test('the markdown typography is sent only with pages that show markdown', ANY_SCREEN, async ({ page }) => {
  const proseStyles = () => page.locator('style[data-prose]').count();
  await page.goto('/education');
  expect(await proseStyles()).toBe(0);
  await page.goto('/education/stablecoins');
  expect(await proseStyles()).toBe(1);
  // The lesson's lists really are styled by it (typography's bullet indent), not left bare.
  const indent = await page
    .locator('article ul')
    .first()
    .evaluate((ul) => getComputedStyle(ul).paddingInlineStart);
  expect(parseFloat(indent)).toBeGreaterThan(10);
});
