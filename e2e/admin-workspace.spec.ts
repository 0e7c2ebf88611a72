/**
 * One admin workspace (issue 27): a sidebar of sections on every admin page, deletes behind a row
 * menu with a confirm that names the thing, re-sign-in in place when the session ends mid-edit,
 * the API reference at /api/docs, no hydration errors and no serious axe findings, both themes.
 * Runs on the laptop and on the phone (where the sidebar is behind the header's Menu).
 */
import { request, type Page } from '@playwright/test';
import { ANY_SCREEN, expect, test } from './fixtures';
import { ADMIN, deleteThroughRowMenu, toastCard, uniqueName } from './helpers';
import { seriousAxeViolations } from './axe-scan';

/** Each sidebar entry and the heading its page opens with. */
const SECTIONS = [
  { link: 'Dashboard', heading: 'Admin Dashboard', url: /\/dashboard$/ },
  { link: 'Enrollments', heading: 'Course Administration', url: /\/admin\?tab=pending$/ },
  { link: 'Courses', heading: 'Course Administration', url: /\/admin$/ },
  { link: 'Crypto News', heading: 'Crypto News Management', url: /\/admin\/blog$/ },
  { link: 'Events', heading: 'Events Management', url: /\/admin\/events$/ },
  { link: 'Users', heading: 'Users Management', url: /\/admin\/users$/ },
  { link: 'Subscribers', heading: 'Newsletter Subscribers', url: /\/admin\/subscribers$/ },
  { link: 'Messages', heading: 'Messages', url: /\/dashboard\?tab=contacts$/ },
  { link: 'Settings', heading: 'Site Settings', url: /\/admin\/settings$/ },
  { link: 'Audit log', heading: 'Audit log', url: /\/dashboard\?tab=activity$/ },
] as const;

async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
}

/** The sidebar: in view on a laptop; on a phone, behind the header's Menu (opened here). */
async function adminNav(page: Page) {
  const menu = page.locator('summary', { hasText: 'Menu' });
  if (await menu.isVisible()) {
    const open = await menu.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    if (!open) await menu.click();
  }
  const nav = page.getByRole('navigation', { name: 'Admin', exact: true });
  await expect(nav).toBeVisible();
  return nav;
}

/** Console errors that mean React threw the server's HTML away, or a CSP refusal. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /#418|#423|#425|hydrat|Content Security Policy|Refused to/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => {
    if (/#418|#423|#425|hydrat/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

async function createEvent(page: Page, title: string) {
  const res = await page.request.post('/api/events', {
    data: {
      title,
      description: 'An event made by the admin workspace test.',
      date: '2031-05-20',
      time: '09:30',
      location: 'Roseau, Dominica',
      isVirtual: false,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test('an admin moves through every section from the sidebar, in the admin frame, with no hydration error', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  // The admin frame: its header, no public header or four-column footer.
  await expect(page.getByRole('link', { name: 'View Website' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Links' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('never buy, sell');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'REST API reference' })).toHaveAttribute('href', '/api/docs');
  for (const section of SECTIONS) {
    const nav = await adminNav(page);
    await nav.getByRole('link', { name: section.link, exact: true }).click();
    await expect(page).toHaveURL(section.url);
    await expect(page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
    const after = await adminNav(page);
    await expect(after.getByRole('link', { name: section.link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(after.locator('[aria-current="page"]')).toHaveCount(1);
    // Every section fits the screen's width: nothing to scroll sideways for (tables scroll in their own box).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
  }
  // The spec's dashboard tabs still lead to their sections.
  await page.goto('/dashboard?tab=users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users Management' })).toBeVisible();
  // The users table fits a phone too: who, role and actions, the email under the name; the dates wait for a wider screen.
  const usersTable = page.getByRole('region', { name: 'Users table' });
  await expect(usersTable.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  expect(await usersTable.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await page.goto('/dashboard?tab=company');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
  // Fresh server renders of pages with dates (users, subscribers, the queue) hydrate without a mismatch.
  for (const path of [
    '/dashboard',
    '/admin/users',
    '/admin/subscribers',
    '/admin/emails',
    '/admin/blog',
    '/dashboard?tab=activity',
    '/dashboard?tab=contacts',
  ]) {
    await page.goto(path);
  }
  expect(problems).toEqual([]);
});

test('the admin header fits the narrowest phones (320 px): Logout is on screen', ANY_SCREEN, async ({ page }) => {
  // Probe 2026-11-29 (16): 17 px too wide at 320 px, with Logout cut off.
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/dashboard', '/admin']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    const logout = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
    expect(logout.x + logout.width, path).toBeLessThanOrEqual(320);
  }
});

test(
  'on a phone the audit log shows every entry whole: its action, target and details on screen (probe 41, F15)',
  ANY_SCREEN,
  async ({ page }) => {
    await signInAsAdmin(page);
    // An entry with a long action and details: a settings save that changes something (one that
    // changes nothing writes no entry).
    const { notifications } = (await (await page.request.get('/api/admin/settings')).json()) as {
      notifications: Record<string, unknown> & { newUserNotification: boolean };
    };
    expect(
      (
        await page.request.put('/api/admin/settings/notifications', {
          data: { ...notifications, newUserNotification: !notifications.newUserNotification },
        })
      ).status(),
    ).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard?tab=activity');
    const log = page.getByRole('list', { name: 'Audit log' });
    const entry = log.getByRole('listitem').filter({ hasText: 'settings.notifications' }).first();
    await expect(entry).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Nothing inside an entry is cut or runs past it.
    const overflowing = await log.evaluate(
      (list) =>
        [...list.querySelectorAll('p')].filter(
          (p) => p.scrollWidth > p.clientWidth + 1 || p.getBoundingClientRect().right > window.innerWidth,
        ).length,
    );
    expect(overflowing).toBe(0);
    await expect(page.getByRole('region', { name: 'Audit log table' })).toBeHidden();
  },
);

test(
  'on phones the Users and Subscribers tables keep words whole and their actions on screen (probe 27, F3, F4)',
  ANY_SCREEN,
  async ({ page }) => {
    await signInAsAdmin(page);
    const email = `${uniqueName('phone-sub')}@example.com`;
    const added = await page.request.post('/api/admin/subscribers', { data: { email, subscribed: true } });
    expect(added.status(), await added.text()).toBe(201);
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/admin/users');
      const admin = page.getByRole('row').filter({ hasText: `@${ADMIN.username}` });
      await expect(admin).toBeVisible();
      // A word cut across two lines has two boxes ("Admini / strator" at 375 px, from break-all). At
      // 375 px nothing in the cell is cut; at 320 px an address longer than the column may be, the
      // name's words still not.
      const cell = admin.locator('td').first();
      const cut = await (width === 375 ? cell : cell.locator('.font-medium')).evaluate((cell) => {
        const split: string[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (range.getClientRects().length > 1) split.push(match[0]);
          }
        }
        return split;
      });
      expect(cut, `words cut at ${width} px`).toEqual([]);

      await page.goto('/admin/subscribers');
      await page.getByLabel('Search subscribers').fill(email);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Active');
      for (const name of [`Edit ${email}`, 'Deactivate', `More actions for ${email}`]) {
        const box = (await row.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  },
);

test('a delete goes through the row menu and a confirm that names the thing; Cancel keeps the row', async ({ page }) => {
  await signInAsAdmin(page);
  const title = uniqueName('Workspace event ');
  await createEvent(page, title);
  await page.goto('/admin/events');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  // No bright Delete beside Edit any more.
  await expect(card.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  let confirm = page.getByRole('dialog', { name: `Delete the event '${title}'?` });
  await expect(confirm.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  confirm = page.getByRole('dialog', { name: `Delete the event '${title}'?` });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Events Management' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a session that ends mid-edit asks for a sign-in in place, then saves the draft', async ({ page, context }) => {
  await signInAsAdmin(page);
  const title = uniqueName('Re-sign-in event ');
  await createEvent(page, title);
  await page.goto('/admin/events');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  // A location only this run types: the other project's run of this test left its own event behind.
  const draft = `Portsmouth, Dominica (draft kept, ${title})`;
  await dialog.getByLabel('Location').fill(draft);
  // The session ends while the dialog is open.
  await context.clearCookies();
  await dialog.getByRole('button', { name: 'Update Event' }).click();

  const signIn = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(signIn.getByLabel('Username')).toHaveValue(ADMIN.username);
  await signIn.getByLabel('Password').fill(ADMIN.password);
  await signIn.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(signIn).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(draft)).toBeVisible();
  await page.reload();
  await expect(page.getByText(draft)).toBeVisible();
});

test('/api/docs lists the REST operations, with no CSP refusal', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/api/docs');
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 60_000 });
  expect(await page.locator('.opblock').count()).toBeGreaterThan(20);
  await expect(page.locator('.opblock-summary-path[data-path="/admin/enrollments/pending"]')).toBeVisible();
  await expect(page.locator('.opblock-summary-path[data-path="/docs"]')).toBeVisible();
  expect(problems).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical finding on any admin page (${theme} theme)`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('dce-theme', value), theme);
    await signInAsAdmin(page);
    const paths = [
      '/dashboard',
      '/dashboard?tab=contacts',
      '/dashboard?tab=activity',
      '/admin',
      '/admin?tab=pending',
      '/admin/blog',
      '/admin/events',
      '/admin/users',
      '/admin/subscribers',
      '/admin/emails',
      '/admin/settings',
      '/admin/settings?tab=appearance',
    ];
    const findings: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      // Charts draw after their chunk loads: let the page settle before reading it.
      await page.waitForLoadState('networkidle');
      const violations = await seriousAxeViolations(page, 'every rule');
      findings.push(...violations.map((v) => `${path} ${v}`));
    }
    expect(findings).toEqual([]);
  });
}

test(
  'what an admin deletes is gone from the pages seen before it, without a reload (probe 66, F1-F3)',
  ANY_SCREEN,
  async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    const eventTitle = uniqueName('Gone event');
    await createEvent(page, eventTitle);
    const courseTitle = uniqueName('Gone course');
    const created = await page.request.post('/api/courses', {
      data: {
        title: courseTitle,
        description: 'A course withdrawn while a learner waits.',
        level: 'Beginner',
        duration: '1 week',
        downloadUrl: 'https://example.org/m.zip',
        price: 4500,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const learner = await request.newContext({ baseURL });
    const username = uniqueName('waiting');
    const registered = await learner.post('/api/register', {
      data: { username, fullName: 'Waiting Learner', email: `${username}@example.com`, password: 'secret123' },
    });
    expect(registered.status()).toBe(201);
    expect((await learner.post('/api/enroll', { data: { courseId: id, paymentMethod: 'cash' } })).status()).toBe(201);
    await learner.dispose();

    // The dashboard's count, then a delete in another section, then back in the same document.
    await page.goto('/dashboard');
    const eventsCard = page.getByRole('link', { name: /Workshops and conferences/ });
    await expect(eventsCard).toContainText(/\d/);
    const before = Number(/(\d+)/.exec(await eventsCard.innerText())![1]);
    await (await adminNav(page)).getByRole('link', { name: 'Events', exact: true }).click();
    await deleteThroughRowMenu(page, eventTitle, 'event');
    await expect(page.getByRole('row').filter({ hasText: eventTitle })).toHaveCount(0);
    await (await adminNav(page)).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(eventsCard).toHaveText(new RegExp(`^Events\\s*${before - 1}\\s*Workshops`));

    // The queue shows Approve; the course is withdrawn from the Courses section; Back to the queue.
    await page.goto(`/admin?tab=pending&q=${username}`);
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row.getByRole('button', { name: /^Approve / })).toBeVisible();
    await (await adminNav(page)).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await deleteThroughRowMenu(page, courseTitle, 'course');
    await expect(toastCard(page, /archived/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/tab=pending/);
    await expect(row.getByText('Course withdrawn').first()).toBeVisible();
    await expect(row.getByRole('button', { name: /^Approve / })).toHaveCount(0);
  },
);
