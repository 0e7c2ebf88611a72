/**
 * Every admin dialog saves an edit (issue 15: 'Update Event' used to send nothing), and create,
 * delete and Cancel (which discards what was typed) work; each settings tab saves an edit.
 */
import { expect, pageIsLive, test, type Page } from './fixtures';
import { ADMIN, deleteThroughRowMenu, login, notice, toastCard, uniqueName } from './helpers';
import { EDIT_CONFLICT_MERGED } from '../src/client/lib/edit-conflict';
import { PAST_DATE_HINT } from '../src/client/routes/admin/-components/event-date-hint';
import { readMailbox } from './mailbox';

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
});

/** Opens the edit dialog of a row, changes one field, cancels, and checks the next open starts from the saved value. */
async function cancelDiscards(page: Page, editButton: string, dialogName: string, label: string, saved: string) {
  await page.getByRole('button', { name: editButton }).click();
  let dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(label, { exact: true }).fill('Typed then cancelled');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: editButton }).click();
  dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(saved);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

test('course: create, edit, cancel, an empty price and a third decimal refused, delete', async ({ page }) => {
  const title = `Course ${uniqueName('C')}`;
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add Course' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create New Course' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('A course made by the admin dialogs test.');
  await dialog.getByLabel('Level').selectOption('Intermediate'); // a choice since issue 27
  await dialog.getByLabel('Duration').fill('2 weeks');
  await dialog.getByLabel('Download URL').fill('https://example.com/materials.zip');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog.getByText('Price is required')).toBeVisible(); // never $0.00
  // A third decimal is refused at the field: "0.004" was saved as $0.00, a free course (probe 78, F3).
  await dialog.getByLabel('Price (USD)').fill('0.004');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog.getByText('Enter the price in dollars and cents, e.g. 39.99')).toBeVisible();
  await dialog.getByLabel('Price (USD)').fill('25');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(title)).toBeVisible();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('25.00');
  // What a new price means for learners already enrolled is said before saving (probe 78, F11).
  await dialog.getByLabel('Price (USD)').fill('0');
  await expect(dialog.getByLabel('Price (USD)')).toHaveAccessibleDescription(
    /Learners already waiting to pay keep the price they enrolled at/,
  );
  await dialog.getByLabel('Price (USD)').fill('30.50');
  await expect(dialog.getByLabel('Price (USD)')).toHaveAccessibleDescription(/the new price is for new enrollments/);
  await dialog.getByLabel('Duration').fill('3 weeks');
  await dialog.getByRole('button', { name: 'Update Course' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('30.50');
  await expect(dialog.getByLabel('Duration')).toHaveValue('3 weeks');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await cancelDiscards(page, `Edit ${title}`, 'Edit Course', 'Duration', '3 weeks');

  await deleteThroughRowMenu(page, title, 'course');
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
});

test('course: a save from a copy another admin has changed since is refused; the dialog then holds their change and keeps what was typed, and the next save keeps both', async ({
  page,
}) => {
  const fields = {
    title: `Course ${uniqueName('C')}`,
    description: 'A course two admins edit at once.',
    level: 'Beginner',
    duration: '2 weeks',
    price: 2500,
    downloadUrl: 'https://example.com/materials.zip',
  };
  const created = await page.request.post('/api/courses', { data: fields });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto('/admin');
  await page.getByRole('button', { name: `Edit ${fields.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('25.00');
  // Another admin raises the price, and sets the duration, while this dialog is open.
  expect((await page.request.put(`/api/courses/${id}`, { data: { ...fields, price: 3000, duration: '6 weeks' } })).status()).toBe(200);
  await dialog.getByLabel('Duration').fill('3 weeks');
  await dialog.getByRole('button', { name: 'Update Course' }).click();
  await expect(page.getByText(EDIT_CONFLICT_MERGED)).toBeVisible();
  // Their price is in the field this admin did not touch; what this admin typed stays (reopening
  // used to be the only way on, and it threw the typing away: probe 27, F6).
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('30.00');
  await expect(dialog.getByLabel('Duration')).toHaveValue('3 weeks');
  // The field both changed says what the other admin saved, which the next save replaces (probe 77, F9).
  const both = dialog.getByRole('status').filter({ hasText: 'Someone else also changed' });
  await expect(both).toContainText('Duration: theirs is “6 weeks”');
  await expect(both).not.toContainText('Price');
  await dialog.getByRole('button', { name: 'Update Course' }).click();
  await expect(dialog).toBeHidden();
  // Polled: twice this session a read sent right after the dialog closed still saw the row before
  // the save (a read-after-write race under investigation; the session note of 2026-11-30 names it).
  await expect.poll(async () => (await page.request.get(`/api/courses/${id}`)).json()).toMatchObject({ price: 3000, duration: '3 weeks' });
  // Opened again, on the saved course: nothing is said to have changed meanwhile.
  await page.getByRole('button', { name: `Edit ${fields.title}` }).click();
  await dialog.getByLabel('Duration').fill('5 weeks');
  await expect(dialog.getByText('Someone else also changed')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await page.request.delete(`/api/courses/${id}`)).status()).toBe(200);
});

test('news article: create, edit, cancel, delete', async ({ page }) => {
  const title = `Article ${uniqueName('N')}`;
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'New Article' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create News Article' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Excerpt').fill('A short summary of the article.');
  await dialog.getByLabel('Content (markdown)').fill('Some text for the article body, long enough to be an article.');
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(dialog).toBeHidden();

  // Cancel after typing a title: the next new article opens with no messages from the last one.
  await page.getByRole('button', { name: 'New Article' }).click();
  dialog = page.getByRole('dialog', { name: 'Create News Article' });
  await dialog.getByLabel('Title').fill('Tiny');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'New Article' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByText(/must be at least/)).toHaveCount(0);
  // Create pressed straight after the title: the slug made from it is in what is checked.
  await dialog.getByLabel('Title').fill('Straight to create');
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(dialog.getByLabel('Slug')).toHaveValue('straight-to-create');
  await expect(dialog.getByText(/^Slug must/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit News Article' });
  await dialog.getByLabel('Excerpt').fill('An edited summary.');
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Failed to update news article')).toHaveCount(0);
  await cancelDiscards(page, `Edit ${title}`, 'Edit News Article', 'Excerpt', 'An edited summary.');

  // By keyboard only: the menu, its Delete, the confirm's Delete; focus stays in the page, not the body.
  await page.getByRole('button', { name: `More actions for ${title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Delete the news article '${title}'?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
});

test('event: create, edit (Update Event saves), cancel, delete', async ({ page }) => {
  const title = `Event ${uniqueName('V')}`;
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel('Event Title').fill(title);
  await dialog.getByLabel('Description').fill('An event made by the admin dialogs test.');
  // A day already past is questioned under the field, not refused (probe 78, F8: most likely a typo).
  await dialog.getByLabel('Date').fill('2020-03-10');
  await expect(dialog.getByText(PAST_DATE_HINT)).toBeVisible();
  await dialog.getByLabel('Date').fill('2031-03-10');
  await expect(dialog.getByText(PAST_DATE_HINT)).toHaveCount(0);
  await dialog.getByLabel('Time').fill('10:00');
  // It says when it ends (probe 78, F14): the same day, by a time alone.
  await dialog.getByLabel('Ends at (optional)').fill('12:30');
  await dialog.getByLabel('Location').fill('Roseau, Dominica');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden();
  // The list names the events' zone, as the public pages do (probe 78, F8).
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('March 10, 2031 at 10:00–12:30 (Dominica time)');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Ends at (optional)')).toHaveValue('12:30');
  await dialog.getByLabel('Location').fill('Portsmouth, Dominica');
  await dialog.getByLabel('Time').fill('16:30');
  // Now starting after 12:30 that day: refused at the end, with what to do; the next day is fine.
  await dialog.getByRole('button', { name: 'Update Event' }).click();
  await expect(dialog.getByText('The event must end after it starts')).toBeVisible();
  await expect(dialog.getByLabel('Ends at (optional)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Ends on (optional)').fill('2031-03-11');
  const saved = page.waitForResponse((r) => r.url().includes('events.update') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Update Event' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Event updated')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Portsmouth, Dominica');
  await expect(row).toContainText('March 10, 2031 at 16:30 to March 11, 2031 at 12:30');
  await cancelDiscards(page, `Edit ${title}`, 'Edit Event', 'Location', 'Portsmouth, Dominica');
  // So does /community's "Upcoming events" box (this event, or the sooner ones it lists first).
  await page.goto('/community');
  await expect(page.getByRole('region', { name: 'Upcoming events', exact: true })).toContainText('(Dominica time)');
  await page.goto('/admin/events');
  // Ended events stay in this list, marked "Past" (they have left the site's upcoming lists).
  await expect(row).toContainText('March 10, 2031');
  await expect(row.getByText('Past', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel('Date').fill('2020-03-10');
  // Its end date cleared: it ends the day it starts (at 18:00), so it no longer runs to 2031.
  await dialog.getByLabel('Ends on (optional)').fill('');
  await dialog.getByLabel('Ends at (optional)').fill('18:00');
  await dialog.getByRole('button', { name: 'Update Event' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Past', { exact: true })).toBeVisible();
  await expect(row).toContainText('March 10, 2020 at 16:30–18:00');

  await deleteThroughRowMenu(page, title, 'event');
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
});

test('user: create, edit, cancel, delete', async ({ page }) => {
  const username = uniqueName('dlg');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create New User' });
  // Sent empty: every field's message at once, the password's too (it used to wait for the others).
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(`${username}@example.com`);
  await dialog.getByLabel('Full Name').fill('Dialog Person');
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Edit ${username}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Full Name').fill('Dialog Person Edited');
  // A new password that is too short is named at its field; emptied, the old one is kept.
  await dialog.getByLabel('New password (optional)').fill('abc');
  await dialog.getByRole('button', { name: 'Update User' }).click();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await dialog.getByLabel('New password (optional)').fill('');
  await dialog.getByRole('button', { name: 'Update User' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Dialog Person Edited');
  await cancelDiscards(page, `Edit ${username}`, 'Edit User', 'Full Name', 'Dialog Person Edited');

  // Deleting asks for the admin's own password: a wrong one is said at its field and deletes nothing;
  // Cancel forgets what was typed.
  await deleteThroughRowMenu(page, username, 'user', 'not-my-password');
  dialog = page.getByRole('dialog', { name: `Delete the user '${username}'?` });
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(/Your current password is not correct/);
  await expect(dialog.getByLabel('Your password')).toHaveValue('not-my-password');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${username}` })).toBeVisible();
  await page.getByRole('button', { name: `More actions for ${username}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(dialog.getByLabel('Your password')).toHaveValue('');
  await dialog.getByLabel('Your password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${username}` })).toHaveCount(0);
});

test("a failed save's toast never covers the dialog's buttons, on a phone's screen too", async ({ page }) => {
  // Found by the probe of 2026-11-29: the error toast sat over "Create User" at the bottom of the screen.
  await page.setViewportSize({ width: 412, height: 700 });
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel('Username').fill('admin');
  await dialog.getByLabel('Email').fill(`${uniqueName('taken')}@example.com`);
  await dialog.getByLabel('Full Name').fill('Taken Name');
  await dialog.getByLabel('Password').fill('secret123');
  const create = dialog.getByRole('button', { name: 'Create User' });
  await create.click();
  // In the dialog (the page behind it is inert): read out from the dialog's own live region, and dismissable.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to create user' })).toBeVisible();
  const toast = toastCard(dialog, 'Failed to create user');
  await expect(toast).toBeVisible();
  await expect(page.locator('#toasts [data-toast]')).toHaveCount(0);
  const [toastBox, buttonBox] = [await toast.boundingBox(), await create.boundingBox()];
  expect(toastBox && buttonBox).toBeTruthy();
  const overlaps = toastBox!.y < buttonBox!.y + buttonBox!.height && buttonBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps, `toast ${JSON.stringify(toastBox)} over button ${JSON.stringify(buttonBox)}`).toBe(false);
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
  // The button takes the next tap.
  await dialog.getByLabel('Username').fill(uniqueName('free'));
  await create.click();
  await expect(dialog).toBeHidden();
});

test('a save with no connection says so in words, keeps the typing and the keyboard on its button, and goes through once back online (probe 41, F3 and F4)', async ({
  page,
  context,
}) => {
  const title = `Offline ${uniqueName('V')}`;
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel('Event Title').fill(title);
  await dialog.getByLabel('Description').fill('Typed on a ferry with no signal.');
  await dialog.getByLabel('Date').fill('2031-04-10');
  await dialog.getByLabel('Time').fill('10:00');
  await dialog.getByLabel('Location').fill('Roseau, Dominica');
  await context.setOffline(true);
  // A live page that lost its connection is no saved copy.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('nothing you send can reach the site');
  const create = dialog.getByRole('button', { name: 'Create Event' });
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to create event' })).toContainText('The site could not be reached');
  await expect(dialog.getByText('Failed to fetch')).toHaveCount(0);
  await expect(create).toBeEnabled();
  await expect(create).toBeFocused();
  await expect(dialog.getByLabel('Event Title')).toHaveValue(title);
  await context.setOffline(false);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  await deleteThroughRowMenu(page, title, 'event');
});

test('a create whose answer is lost says it may be stored, and the list shows it once back online: no second copy (probe 68, F1)', async ({
  page,
  context,
}) => {
  const title = `Lost answer ${uniqueName('V')}`;
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel('Event Title').fill(title);
  await dialog.getByLabel('Description').fill('Saved, but the signal dropped before the answer.');
  await dialog.getByLabel('Date').fill('2031-04-11');
  await dialog.getByLabel('Time').fill('10:00');
  await dialog.getByLabel('Location').fill('Roseau, Dominica');
  // The request reaches the server and is stored; the phone loses its signal before the answer.
  await page.route('**/trpc/events.create**', async (route) => {
    await route.fetch();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: 'Failed to create event' });
  await expect(alert).toContainText('may or may not have been created');
  await expect(alert).toContainText('look for it in the list before you create it again');
  await expect(dialog.getByLabel('Event Title')).toHaveValue(title);
  await page.unroute('**/trpc/events.create**');
  await context.setOffline(false);
  // The list was read again once the site answered (nothing else reads it here): the event is
  // there, once, and the admin need not create it again.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(1);
  await deleteThroughRowMenu(page, title, 'event');
});

test('on a phone, a refused edit shows its reason on screen and at the field it is about (probe 41, F2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const username = uniqueName('ask');
  const created = await page.request.post('/api/admin/users', {
    data: { username, email: `${username}@example.com`, fullName: 'Asked For Proof', password: 'secret123', role: 'user' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: `Edit ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Email').fill(`${username}.new@example.com`);
  await dialog.getByRole('button', { name: 'Update User' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to update user' })).toBeVisible();
  const toast = toastCard(dialog, 'Failed to update user');
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport({ ratio: 1 });
  const password = dialog.getByLabel('Your password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Nothing was saved.
  const listed = (await (await page.request.get(`/api/admin/users?q=${username}`)).json()) as { items: { email: string }[] };
  expect(listed.items).toEqual([expect.objectContaining({ email: `${username}@example.com` })]);
});

test('deleting the only row of the last page shows the page that is now last', async ({ page }) => {
  // Found by the probe of 2026-11-29: 'Page 4 of 3' and 'No users match your search.' over an empty list.
  const prefix = uniqueName('pg');
  for (let n = 0; n < 21; n++) {
    const username = `${prefix}_${String(n).padStart(2, '0')}`;
    const res = await page.request.post('/api/admin/users', {
      data: { username, email: `${username}@example.com`, fullName: 'Pager Person', role: 'user', password: 'secret123' },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(prefix);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  const rows = page.getByRole('row').filter({ hasText: prefix });
  await expect(rows).toHaveCount(1);
  const last = (await rows.textContent()) ?? '';
  const username = new RegExp(`${prefix}_\\d\\d`).exec(last)?.[0] ?? '';
  await deleteThroughRowMenu(page, username, 'user', ADMIN.password);
  await expect(pages).toContainText('Page 1 of 1');
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(20);
});

test('subscriber: add, a duplicate refused at its field, edit, cancel, delete', async ({ page }) => {
  const email = `${uniqueName('sub')}@example.com`;
  const edited = `${uniqueName('edited')}@example.com`;
  await page.goto('/admin/subscribers');
  await page.getByRole('button', { name: 'Add Subscriber' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Subscriber' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByRole('button', { name: 'Add Subscriber' }).click();
  await expect(dialog).toBeHidden();

  // The same address again: refused at the field, focused, the dialog kept open.
  await page.getByRole('button', { name: 'Add Subscriber' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Subscriber' });
  const again = dialog.getByLabel('Email Address');
  await again.fill(email);
  await dialog.getByRole('button', { name: 'Add Subscriber' }).click();
  await expect(again).toHaveAccessibleDescription(/That email address is already on the list\./);
  await expect(again).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Edit ${email}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Subscriber' });
  await dialog.getByLabel('Email Address').fill(edited);
  await dialog.getByLabel('Active subscriber').uncheck();
  await dialog.getByRole('button', { name: 'Save Subscriber' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: edited });
  await expect(row).toContainText('Inactive');
  await cancelDiscards(page, `Edit ${edited}`, 'Edit Subscriber', 'Email Address', edited);

  await deleteThroughRowMenu(page, edited, 'subscriber');
  await expect(page.getByRole('button', { name: `Edit ${edited}` })).toHaveCount(0);
});

test('newsletter: a short subject refused at its field, cancel keeps the draft, back to editing, send; the subscriber gets their copy and its link unsubscribes them', async ({
  page,
}) => {
  const reader = `${uniqueName('reader')}@example.com`;
  expect((await page.request.post('/api/newsletter/subscribe', { data: { email: reader } })).status()).toBe(200);
  const subject = `News ${uniqueName('N')}`;
  const body = 'Two free workshops this month.\n\nThe programme:\nhttps://example.dm/community/events';
  await page.goto('/admin/subscribers');
  await page.getByRole('button', { name: 'Send Newsletter' }).click();
  let dialog = page.getByRole('dialog', { name: 'Send Newsletter' });
  await dialog.getByLabel('Subject').fill('Hi');
  await dialog.getByLabel('Message').fill(body);
  await dialog.getByRole('button', { name: 'Review and send' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveAccessibleDescription('Subject must be at least 3 characters');
  await dialog.getByLabel('Subject').fill(subject);
  // Cancel closes without sending, and the draft is still there when it opens again.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Send Newsletter' }).click();
  dialog = page.getByRole('dialog', { name: 'Send Newsletter' });
  await expect(dialog.getByLabel('Subject')).toHaveValue(subject);
  await expect(dialog.getByLabel('Message')).toHaveValue(body);
  // A test copy to the admin alone, as subscribers will read it; the draft stays.
  await dialog.getByRole('button', { name: 'Send me a test' }).click();
  await expect(notice(dialog, 'status')).toContainText('A test copy is on its way to');
  await expect
    .poll(() => readMailbox().find((m) => m.subject === `[Test] ${subject}`)?.text ?? '', { timeout: 30_000 })
    .toContain('Two free workshops this month.');
  expect(readMailbox().filter((m) => m.to.includes(reader) && m.subject.startsWith('[Test]'))).toEqual([]);
  await expect(dialog.getByLabel('Subject')).toHaveValue(subject);
  // An edit after the test: the note no longer says the copy is of this text; undoing the edit brings it back.
  await dialog.getByLabel('Message').fill(`${body} One more line.`);
  await expect(notice(dialog, 'status')).toContainText('is of an earlier version of this text');
  await dialog.getByLabel('Message').fill(body);
  await expect(notice(dialog, 'status')).toContainText('A test copy is on its way to');
  // The second step names what is sent; going back keeps the text.
  await dialog.getByRole('button', { name: 'Review and send' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this newsletter?' });
  await expect(confirm).toContainText(subject);
  // Probe 31 F4: each step takes the focus with it (the pressed button is gone), to its question and back to the Subject.
  await expect(confirm.getByText('A sent newsletter cannot be called back.')).toBeFocused();
  await confirm.getByRole('button', { name: 'Back to editing' }).click();
  await expect(page.getByRole('dialog', { name: 'Send Newsletter' }).getByLabel('Subject')).toHaveValue(subject);
  await expect(page.getByRole('dialog', { name: 'Send Newsletter' }).getByLabel('Subject')).toBeFocused();
  await page.getByRole('dialog', { name: 'Send Newsletter' }).getByRole('button', { name: 'Review and send' }).click();
  // Probe 31 F2: a double press is one send, and the admin is told it was sent (not the refused second one's "not sent").
  await confirm.getByRole('button', { name: 'Send now' }).dblclick();
  await expect(confirm).toBeHidden();
  await expect(page.locator('#toasts')).toContainText('Newsletter sent');
  await expect(page.getByText('Newsletter not sent')).toHaveCount(0);
  const sent = page.getByRole('region', { name: 'Sent newsletters' });
  await expect(sent.getByText(subject)).toBeVisible();
  // Sent once: the dialog starts empty again.
  await page.getByRole('button', { name: 'Send Newsletter' }).click();
  await expect(page.getByRole('dialog', { name: 'Send Newsletter' }).getByText(/test copy/i)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Send Newsletter' }).getByLabel('Subject')).toHaveValue('');
  await page.getByRole('dialog', { name: 'Send Newsletter' }).getByRole('button', { name: 'Cancel' }).click();

  // The reader's copy arrives over SMTP with their own link, which works without signing in.
  let copy: { text: string } | undefined;
  await expect
    .poll(() => (copy = readMailbox().find((m) => m.to.includes(reader) && m.subject === subject)), { timeout: 30_000 })
    .toBeTruthy();
  expect(copy!.text).toContain('Two free workshops this month.');
  const link = /(https?:\/\/\S+\/unsubscribe\?token=[\w-]+)/.exec(copy!.text)![1]!;
  const visitor = await page.context().browser()!.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitorPage.getByText('You have been unsubscribed.')).toBeVisible();
  await visitor.close();
  await page.getByRole('searchbox', { name: 'Search subscribers' }).or(page.getByLabel('Search subscribers')).first().fill(reader);
  await expect(page.getByRole('row').filter({ hasText: reader })).toContainText('Inactive');
});

test("subscriber: after a conflict on a paged list, the dialog holds the other admin's change and keeps the typed address; the next save keeps both", async ({
  page,
}) => {
  const email = `${uniqueName('both')}@example.com`;
  const typed = `${uniqueName('typed')}@example.com`;
  const created = await page.request.post('/api/admin/subscribers', { data: { email, subscribed: true } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto('/admin/subscribers');
  await page.getByLabel('Search subscribers').fill(email);
  await page.getByRole('button', { name: `Edit ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Subscriber' });
  await expect(dialog.getByLabel('Active subscriber')).toBeChecked();
  // Another admin deactivates it while this dialog is open.
  expect((await page.request.patch(`/api/admin/subscribers/${id}`, { data: { subscribed: false } })).status()).toBe(200);
  await dialog.getByLabel('Email Address').fill(typed);
  await dialog.getByRole('button', { name: 'Save Subscriber' }).click();
  await expect(page.getByText(EDIT_CONFLICT_MERGED)).toBeVisible();
  await expect(dialog.getByLabel('Active subscriber')).not.toBeChecked();
  await expect(dialog.getByLabel('Email Address')).toHaveValue(typed);
  await dialog.getByRole('button', { name: 'Save Subscriber' }).click();
  await expect(dialog).toBeHidden();
  // Polled, as in the course test above (the same read-after-write race was seen here once).
  await expect
    .poll(async () => {
      const list = (await (await page.request.get(`/api/admin/subscribers?q=${encodeURIComponent(typed)}`)).json()) as {
        items: { id: number; email: string; subscribed: boolean }[];
      };
      return list.items;
    })
    .toEqual([expect.objectContaining({ id, email: typed, subscribed: false })]);
  expect((await page.request.delete(`/api/admin/subscribers/${id}`)).status()).toBe(200);
});

test('settings: leaving a tab with edits not saved asks first; staying keeps them, leaving saves nothing', async ({ page }) => {
  // Found by the probe of 2026-11-29: the tabs are links, and what was typed was silently dropped.
  await page.goto('/admin/settings');
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  await tabs.getByRole('link', { name: 'General' }).click();
  const typed = `Unsaved ${uniqueName('u')}`;
  await page.getByLabel('Site tagline').fill(typed);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await tabs.getByRole('link', { name: 'Notifications' }).click();
  await expect.poll(() => asked).toEqual(['You have changes that are not saved. Leave without saving them?']);
  await expect(page.getByLabel('Site tagline')).toHaveValue(typed);
  page.once('dialog', (dialog) => void dialog.accept());
  await tabs.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByLabel('Admin email recipients')).toBeVisible();
  await tabs.getByRole('link', { name: 'General' }).click();
  await expect(page.getByLabel('Site tagline')).not.toHaveValue(typed);
});

test('settings: a save refused because another admin saved first keeps what was typed and shows their change; the next save keeps both', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'General' }).click();
  const tagline = page.getByLabel('Site tagline');
  const hours = page.getByLabel('Office hours');
  await expect(hours).not.toHaveValue('');
  // General is saved with a real contact email (spec section 5): this install may have none yet.
  const contactEmail = 'hello@school.example';
  await page.getByLabel('Contact email').fill(contactEmail);
  // Another admin changes the office hours while this form is open.
  const company = (await (await page.request.get('/api/settings')).json()) as Record<string, unknown>;
  const theirHours = `Mon-Thu 8-4 ${uniqueName('h')}`;
  const fields = [
    'id',
    'companyName',
    'companyTagline',
    'contactEmail',
    'contactPhone',
    'officeAddress',
    'facebookUrl',
    'twitterUrl',
    'instagramUrl',
    'youtubeUrl',
    'telegramUrl',
    'discordUrl',
  ];
  const body = { ...Object.fromEntries(fields.map((f) => [f, company[f] ?? null])), contactEmail };
  const theirs = await page.request.patch(`/api/settings/${String(company.id)}`, { data: { ...body, officeHours: theirHours } });
  expect(theirs.status(), await theirs.text()).toBe(200);
  const typed = `Learn crypto safely ${uniqueName('t')}`;
  await tagline.fill(typed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(EDIT_CONFLICT_MERGED)).toBeVisible();
  await expect(hours).toHaveValue(theirHours);
  await expect(tagline).toHaveValue(typed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('General settings have been updated successfully.')).toBeVisible();
  expect(await (await page.request.get('/api/settings')).json()).toMatchObject({ companyTagline: typed, officeHours: theirHours });
  // Put back what the other tests read.
  const restored = await page.request.patch(`/api/settings/${String(company.id)}`, {
    data: { ...body, officeHours: company.officeHours },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('settings: every tab saves an edit; a bad recipient list is named', async ({ page }) => {
  await page.goto('/admin/settings');
  // Each save is waited for by its own section's message: the previous tab's 'Settings updated'
  // may still be showing, and a reload made before this save was answered lost it (CI, desktop).
  const save = async (section: 'General' | 'Notifications' | 'Appearance' | 'Content') => {
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${section} settings have been updated successfully.`).first()).toBeVisible();
  };

  const tagline = `Learn safely ${uniqueName('t')}`;
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'General' }).click();
  await page.getByLabel('Site tagline').fill(tagline);
  // General is not saved without a real contact email (spec section 5): this install may have none yet.
  await page.getByLabel('Contact email').fill('hello@school.example');
  await save('General');

  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Notifications' }).click();
  await page.getByLabel('Admin email recipients').fill('admin@example.com, not-an-address');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('"not-an-address" is not a valid email address').first()).toBeVisible();
  await page.getByLabel('Admin email recipients').fill('admin@example.com, team@example.com');
  await save('Notifications');

  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Appearance' }).click();
  await page.getByLabel('Logo URL').fill('https://example.com/logo.png');
  await save('Appearance');

  const footer = `Footer ${uniqueName('f')}`;
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Content' }).click();
  await page.getByLabel('Footer text').fill(footer);
  await save('Content');

  // The address keeps the section: a reload reopens Content, with what was saved.
  await page.reload();
  await page.waitForFunction(pageIsLive);
  await expect(page).toHaveURL(/[?&]tab=content\b/);
  await expect(page.getByLabel('Footer text')).toHaveValue(footer);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'General' }).click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(page.getByLabel('Site tagline')).toHaveValue(tagline);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByLabel('Admin email recipients')).toHaveValue('admin@example.com, team@example.com');
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Appearance' }).click();
  await expect(page.getByLabel('Logo URL')).toHaveValue('https://example.com/logo.png');
  await page.getByLabel('Logo URL').fill('');
  await save('Appearance');
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByLabel('Footer text')).toHaveValue(footer);
});
