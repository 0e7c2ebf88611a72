import { expect, request, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readMailbox } from './mailbox';

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

/** The form of the selected tab on /auth (the other tab's form is in the page, hidden). */
export const authForm = (page: Page) => page.getByRole('tabpanel');

/**
 * Waits until the form's island is live (its code loaded and hydrated). A click before then is a
 * native post the server answers (e2e/native-forms.spec.ts covers that path); tests that check
 * the island's own answers (toasts) wait for it first.
 */
export async function waitForFormCode(page: Page, formId: string) {
  await page.waitForFunction((id) => {
    const island = document.getElementById(id)?.closest('[data-island]');
    return !island || island.hasAttribute('data-hydrated');
  }, formId);
}

export async function login(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = authForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await waitForFormCode(page, 'login-form');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function register(
  page: Page,
  user: { username: string; fullName: string; email: string; password: string },
  path = '/auth?tab=register',
) {
  await page.goto(path);
  const form = authForm(page);
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Full Name').fill(user.fullName);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm Password').fill(user.password);
  await waitForFormCode(page, 'register-form');
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** The signed-in marker: the account menu (desktop) or 'Logged in as' (phone menu). */
export async function expectSignedIn(page: Page, username: string) {
  await openMenuIfPhone(page);
  const phone = page.getByText(`Logged in as: ${username}`);
  // The desktop menu's toggle: a native <summary> (frame/account-menu.tsx).
  const desktop = page.locator('summary', { hasText: `My Account (${username})` });
  // Both menus are in the page; the viewport decides which one shows.
  await expect(phone.or(desktop).filter({ visible: true })).toBeVisible();
}

export async function logout(page: Page) {
  const desktop = page.locator('summary', { hasText: /^My Account/ });
  // The admin pages have their own header (issue 27) with Logout as a plain button, on any screen.
  const adminHeaderLogout = page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true });
  if (await adminHeaderLogout.isVisible()) {
    await adminHeaderLogout.click();
  } else if (await desktop.isVisible()) {
    await desktop.click();
    await page.getByRole('navigation', { name: 'My Account' }).getByRole('button', { name: 'Logout' }).click();
  } else {
    // The phone menu closes when focus leaves it: a page that moves focus just after it opened (a
    // new enrollment's card takes it once the list has refreshed, late under load) closes it
    // again, so open it and tap until the tap lands.
    await expect(async () => {
      await openMenuIfPhone(page);
      await page.getByRole('button', { name: 'Logout' }).click({ timeout: 2_000 });
    }).toPass();
  }
  // Wait until the server has ended the session before the next navigation.
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
}

/**
 * Deletes an admin row the way an admin does (issue 27): its "⋯" menu, Delete, then Delete in the
 * confirm dialog that names it (`Delete the course 'X'?`).
 */
export async function deleteThroughRowMenu(page: Page, name: string, kind: string, ownPassword?: string) {
  await page.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the ${kind} '${name}'?` });
  // Deleting an account asks for the acting admin's own password.
  if (ownPassword !== undefined) await dialog.getByLabel('Your password').fill(ownPassword);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
}

/**
 * A new learner, "<Prefix> <username>", with one cash enrollment waiting for a decision. With a
 * context, the learner is signed in there (its cookie jar is the page's); otherwise in a context
 * of its own, closed after.
 */
export async function pendingLearner(
  baseURL: string,
  { prefix = 'early', context }: { prefix?: string; context?: BrowserContext } = {},
): Promise<{ username: string; fullName: string; paymentCode: string }> {
  const username = uniqueName(prefix);
  const fullName = `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${username}`;
  const learner = context?.request ?? (await request.newContext({ baseURL }));
  const reg = await learner.post('/api/register', {
    data: { username, fullName, email: `${username}@example.com`, password: 'secret123' },
  });
  expect(reg.status()).toBe(201);
  const [course] = (await (await learner.get('/api/courses')).json()) as { id: number }[];
  const enrolled = await learner.post('/api/enroll', { data: { courseId: course!.id, paymentMethod: 'cash' } });
  expect(enrolled.status()).toBe(201);
  const { paymentCode } = (await enrolled.json()) as { paymentCode: string };
  if (!context) await learner.dispose();
  return { username, fullName, paymentCode };
}

/**
 * Subscribes a fresh address and answers its own unsubscribe link (path and query), read from the
 * confirmation the site mailed it: a link whose address is on the list, so its page offers the
 * button (an unknown token is refused before a press).
 */
export async function subscribedUnsubscribeLink(api: APIRequestContext): Promise<string> {
  const email = `${uniqueName('leaver')}@example.com`;
  expect((await api.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(200);
  let link = '';
  await expect
    .poll(() => (link = /\/unsubscribe\?token=[\w-]+/.exec(readMailbox().find((m) => m.to.includes(email))?.text ?? '')?.[0] ?? ''), {
      timeout: 30_000,
    })
    .not.toBe('');
  return link;
}

/**
 * The page's (or a dialog's) notice of this role that has words in it. The toaster's two live
 * regions wait, empty, on every page and in every dialog (a screen reader reads a live region's
 * words only when they change), so a bare getByRole('status') finds them too.
 */
export function notice(scope: Page | Locator, role: 'status' | 'alert') {
  return scope.getByRole(role).filter({ hasText: /\S/ });
}

/** The toast showing, as people see it: the notifications region with its words and buttons. */
export function toastCard(scope: Page | Locator, text: string | RegExp) {
  return scope.getByRole('region', { name: /^Notifications/ }).filter({ hasText: text });
}

/** A visitor with JavaScript off, on the test's screen (its project's phone or desktop). */
export function scriptlessContext(
  browser: Browser,
  screen: { isMobile: boolean; viewport: { width: number; height: number } | null; baseURL?: string },
) {
  const { isMobile, viewport, baseURL } = screen;
  // No baseURL key unless given: the fixtures' browser gives every context the worker's server.
  return browser.newContext({ ...(baseURL ? { baseURL } : {}), javaScriptEnabled: false, isMobile, hasTouch: isMobile, viewport });
}

/** A new learner signed in through the API, in this context's cookie jar (its pages are signed in too). */
export async function signUpThroughApi(context: BrowserContext, prefix: string, baseURL = '') {
  const username = uniqueName(prefix);
  const res = await context.request.post(`${baseURL}/api/register`, {
    data: { username, fullName: `Learner ${username}`, email: `${username}@example.com`, password: 'secret123' },
  });
  expect(res.status()).toBe(201);
  return username;
}
