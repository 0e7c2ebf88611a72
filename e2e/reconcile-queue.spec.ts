/**
 * Issue 27: an admin reconciles payments in the queue: finds one by a code typed loosely, checks
 * the amounts, selects three, cancels once (nothing changes), bulk-approves with one note through
 * the confirm dialog, undoes one, and finds it back in the queue after a reload (the URL kept the
 * search). Runs on a laptop and a phone: the same queue must be usable on both.
 */
import { request } from '@playwright/test';
import { ANY_SCREEN, expect, test, type Page } from './fixtures';
import { ADMIN, login, toastCard, uniqueName } from './helpers';
import { configurePayments } from './payment-settings';

test.beforeAll(async ({ baseURL }) => configurePayments(baseURL!));

interface Enrolled {
  code: string;
  price: number;
}

/** A learner with three pending payments, one per method, made through the REST API. */
async function learnerWithThreePayments(baseURL: string) {
  const username = uniqueName('recon');
  const api = await request.newContext({ baseURL });
  const reg = await api.post('/api/register', {
    data: { username, fullName: `Recon ${username}`, email: `${username}@example.com`, password: 'secret123' },
  });
  expect(reg.status()).toBe(201);
  const courses = (await (await api.get('/api/courses')).json()) as { id: number; price: number }[];
  const enrolled: Enrolled[] = [];
  for (const [i, method] of (['cash', 'usdt', 'mobanking'] as const).entries()) {
    const course = courses[i]!;
    const res = await api.post('/api/enroll', { data: { courseId: course.id, paymentMethod: method } });
    expect(res.status()).toBe(201);
    enrolled.push({ code: ((await res.json()) as { paymentCode: string }).paymentCode, price: course.price });
  }
  await api.dispose();
  return { username, enrolled };
}

/** A learner with three pending payments, and the admin at the queue filtered to them (all three shown). */
async function queueOfThree(page: Page, baseURL: string) {
  const { username, enrolled } = await learnerWithThreePayments(baseURL);
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto(`/admin?tab=pending&q=${username}`);
  const rowOf = (code: string) => page.getByRole('row').filter({ hasText: code });
  await expect(rowOf(enrolled[2]!.code)).toBeVisible();
  return { username, enrolled, rowOf };
}

const usd = (cents: number) => `US$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

test('an admin finds, bulk-approves with one note, cancels once, and undoes one payment', async ({ page, baseURL, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const { username, enrolled } = await learnerWithThreePayments(baseURL!);
  const total = enrolled.reduce((sum, e) => sum + e.price, 0);

  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin?tab=pending');
  const search = page.getByLabel('Search payment code, reference, name or email');
  const rowsOf = (text: string) => page.getByRole('row').filter({ hasText: text });

  // 1. The code as a person types it from a bank statement: lower case, with a space.
  const first = enrolled[0]!;
  const loose = first.code.toLowerCase().replace('-', ' ');
  await search.fill(loose);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(loose).replace(/%20/g, '(%20|\\+)')}`));
  await expect(page.getByRole('row').filter({ hasText: first.code })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: first.code })).toContainText(usd(first.price));
  await expect(page.getByRole('row').filter({ hasText: first.code })).toContainText('Cash (in-office)');
  // The site's sample courses: their learners were told not to pay, and the row says so (probe 78, F5).
  await expect(page.getByRole('row').filter({ hasText: first.code })).toContainText('Sample, not paid');
  // Reconciling needs no sideways scrolling, on a phone too: amount, method, code, learner and the actions in view.
  const table = page.getByRole('region', { name: 'Pending payments table' });
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  const approve = table.getByRole('button', { name: `Approve ${first.code} from Recon ${username}` });
  // boundingBox() does not wait for the button to be drawn: null (and so Infinity) once in 25 throttled runs.
  await expect(approve).toBeVisible();
  const approveBox = await approve.boundingBox();
  expect((approveBox?.x ?? Infinity) + (approveBox?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Who paid, in full view (a phone cannot open a tooltip): the username and address (probe 58, F7).
  const firstRow = page.getByRole('row').filter({ hasText: first.code });
  await expect(firstRow).toContainText(`@${username} · ${username}@example.com`);
  // The selection box takes a thumb's tap beside it, not only on its 16 px (probe 57, F8).
  const box = firstRow.getByRole('checkbox');
  const tapArea = firstRow.locator('label:has(input[type="checkbox"])');
  const area = await tapArea.boundingBox();
  if (isMobile) expect(Math.min(area!.width, area!.height)).toBeGreaterThanOrEqual(44);
  await tapArea.click({ position: { x: 3, y: 3 } });
  await expect(box).toBeChecked();
  await box.click();
  await expect(box).not.toBeChecked();

  // 2. All three of the learner's payments: select all of the filtered rows.
  await search.fill(username);
  const rows = rowsOf(`Recon ${username}`);
  await expect(rows).toHaveCount(3);
  for (const e of enrolled) await expect(rowsOf(e.code)).toContainText(usd(e.price));
  await expect(rowsOf(enrolled[1]!.code)).toContainText('USDT (TRC-20)');
  await expect(rowsOf(enrolled[2]!.code)).toContainText('Mobile Banking');
  // Shift-click: the first and the third select the second too.
  await rows.nth(0).getByRole('checkbox').click();
  await rows
    .nth(2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  for (let i = 0; i < 3; i++) await expect(rows.nth(i).getByRole('checkbox')).toBeChecked();
  const bar = page.getByRole('region', { name: 'Bulk decision' });
  await expect(bar).toContainText(`3 selected · ${usd(total)}`);
  await bar.getByLabel('One note for all (optional, shown to each learner)').fill('Matched on the bank statement');

  // 3. Cancel first: nothing changes.
  await bar.getByRole('button', { name: 'Approve 3 selected' }).click();
  let dialog = page.getByRole('dialog', { name: 'Approve 3 payments?' });
  await expect(dialog).toContainText(`Approve 3 payments totalling ${usd(total)}`);
  await page.screenshot({ path: testInfo.outputPath(`queue-confirm-${isMobile ? 390 : 1280}.png`) });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  const stillPending = await page.request.get(`/api/admin/enrollments/pending?q=${username}`);
  expect(((await stillPending.json()) as unknown[]).length).toBe(3);

  // 4. Approve for real, with the one note.
  await bar.getByRole('button', { name: 'Approve 3 selected' }).click();
  dialog = page.getByRole('dialog', { name: 'Approve 3 payments?' });
  await expect(dialog.getByLabel('Note to each learner (optional)')).toHaveValue('Matched on the bank statement');
  // The toaster's live region is on the page, empty, before anything is said: a screen reader reads
  // words arriving in a region it knows, often not a region inserted with its words in it.
  const announcer = page.locator('#toasts [role="status"][aria-live="polite"]');
  await expect(announcer).toHaveText('');
  await announcer.evaluate((region) => region.setAttribute('data-was-here', ''));
  await dialog.getByRole('button', { name: 'Approve 3 payments' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 payments approved' })).toBeVisible();
  await expect(page.locator('#toasts [role="status"][data-was-here]')).toContainText('3 payments approved');
  const toast = toastCard(page, '3 payments approved');
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`queue-toast-${isMobile ? 390 : 1280}.png`) });
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No pending enrollments match')).toBeVisible();

  // 5. Undo one from the recent decisions: whose decision it is can be read in full, on a phone too.
  const undone = enrolled[1]!;
  const decision = page.getByRole('listitem').filter({ hasText: undone.code });
  await expect(decision).toContainText(`Recon ${username}`);
  expect(await decision.locator('span').evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).length)).toBe(0);
  await page.getByRole('button', { name: `Undo approval of ${undone.code}` }).click();
  await expect(page.getByText('Decision undone: back to pending')).toBeVisible();
  await expect(rowsOf(undone.code)).toHaveCount(1);

  // 6. A reload keeps the search; the undone one is back in the queue, the others stay approved.
  await page.reload();
  await expect(page.getByLabel('Search payment code, reference, name or email')).toHaveValue(username);
  await expect(rowsOf(`Recon ${username}`)).toHaveCount(1);
  await expect(rowsOf(undone.code)).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath(`queue-${isMobile ? 390 : 1280}.png`), fullPage: true });
  const csv = await (await page.request.get('/api/admin/enrollments/export')).text();
  const mine = csv.split('\n').filter((l) => l.includes(`${username}@example.com`));
  expect(mine.filter((l) => l.includes(',confirmed,'))).toHaveLength(2);
  expect(mine.filter((l) => l.includes(`,${undone.code},pending,USDT,`))).toHaveLength(1);
});

test('a reference two learners both claim is flagged Duplicate in full view, with the whole course title, on a phone too', async ({
  page,
  baseURL,
}) => {
  // A USDT transaction id as learners paste it: 64 hex digits, longer than any cell.
  const reference = `${uniqueName('dup')}`.padEnd(64, 'a1b2c3d4');
  const codes: string[] = [];
  for (let i = 0; i < 2; i++) {
    const username = uniqueName('dupref');
    const api = await request.newContext({ baseURL });
    await api.post('/api/register', {
      data: { username, fullName: `Dup ${username}`, email: `${username}@example.com`, password: 'secret123' },
    });
    const [course] = (await (await api.get('/api/courses')).json()) as { id: number }[];
    const res = await api.post('/api/enroll', { data: { courseId: course!.id, paymentMethod: 'cash', paymentReference: reference } });
    expect(res.status()).toBe(201);
    codes.push(((await res.json()) as { paymentCode: string }).paymentCode);
    await api.dispose();
  }
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto(`/admin?tab=pending&q=${reference}`);
  for (const code of codes) {
    const row = page.getByRole('row').filter({ hasText: code });
    const badge = row.getByText('Duplicate', { exact: true }).filter({ visible: true });
    await expect(badge).toBeVisible();
    // Inside its cell, not cut off past its edge (a cut reference used to take the warning with it).
    const inside = await badge.evaluate((el) => {
      const cell = el.closest('td')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.right <= cell.right + 0.5 && box.left >= cell.left - 0.5;
    });
    expect(inside).toBe(true);
    // The course title is read whole wherever it shows (nothing hidden past the cell).
    const title = row.getByText('Sample course: Crypto Basics for the Caribbean').filter({ visible: true });
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});

test('a single reject asks first, and Cancel leaves the payment pending', async ({ page, baseURL }) => {
  const { username, enrolled } = await learnerWithThreePayments(baseURL!);
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  // The filters come from the URL: a shared link opens the same view.
  await page.goto(`/admin?tab=pending&method=mobanking&q=${username}`);
  await expect(page.getByLabel('Payment method')).toHaveValue('mobanking');
  const row = page.getByRole('row').filter({ hasText: enrolled[2]!.code });
  await expect(page.getByRole('row').filter({ hasText: `Recon ${username}` })).toHaveCount(1);
  await row.getByRole('button', { name: /^Reject / }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 1 payment?' });
  await expect(dialog).toContainText(`Reject 1 payment totalling ${usd(enrolled[2]!.price)}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);
  // The method filter then cleared: back shows the filtered view again.
  await page.getByLabel('Payment method').selectOption('');
  await expect(page).not.toHaveURL(/method=/);
  await expect(page.getByRole('row').filter({ hasText: `Recon ${username}` })).toHaveCount(3);
  await page.goBack();
  await expect(page).toHaveURL(/method=mobanking/);
  await expect(page.getByRole('row').filter({ hasText: `Recon ${username}` })).toHaveCount(1);
});

test('an approval is refused when the learner changed how they pay after the queue showed it, and the row shows the change', async ({
  page,
  baseURL,
}) => {
  // Found by the probe of 2026-11-29: the queue showed USDT with a transaction id, the learner
  // switched to cash (the id cleared), and Approve confirmed it against the id that was gone.
  const username = uniqueName('stale');
  const learner = await request.newContext({ baseURL });
  expect(
    (
      await learner.post('/api/register', {
        data: { username, fullName: `Stale ${username}`, email: `${username}@example.com`, password: 'secret123' },
      })
    ).status(),
  ).toBe(201);
  const [course] = (await (await learner.get('/api/courses')).json()) as { id: number }[];
  const enrolled = await learner.post('/api/enroll', {
    data: { courseId: course!.id, paymentMethod: 'usdt', paymentReference: 'TX-STALE-1' },
  });
  expect(enrolled.status()).toBe(201);
  const { id, paymentCode } = (await enrolled.json()) as { id: number; paymentCode: string };

  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto(`/admin?tab=pending&q=${paymentCode}`);
  const row = page.getByRole('row').filter({ hasText: paymentCode });
  await expect(row).toContainText('TX-STALE-1');

  // Meanwhile, the learner changes their mind.
  expect((await learner.put(`/api/enrollments/${id}/method`, { data: { paymentMethod: 'cash' } })).status()).toBe(200);
  await learner.dispose();

  await row.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByText(/the learner changed how they pay for enrollment \d+ after you opened the queue/)).toBeVisible();
  // Nothing was decided, and the queue now shows the payment as it is.
  await expect(row).toContainText('Cash (in-office)');
  await expect(row).not.toContainText('TX-STALE-1');
  await expect(row.getByRole('button', { name: /^Approve / })).toBeEnabled();
});

test('a batch refused because another admin decided one of it names that payment by its code and learner, and closes', async ({
  page,
  baseURL,
}) => {
  const { username, enrolled } = await queueOfThree(page, baseURL!);
  const rows = page.getByRole('row').filter({ hasText: `Recon ${username}` });
  await expect(rows).toHaveCount(3);
  // The second row's payment, read before the dialog makes the page behind it inert.
  const second = await rows.nth(1).textContent();
  const code = enrolled.find((e) => second?.includes(e.code))!.code;
  await rows.nth(0).getByRole('checkbox').click();
  await rows.nth(1).getByRole('checkbox').click();
  await page.getByRole('region', { name: 'Bulk decision' }).getByRole('button', { name: 'Approve 2 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 2 payments?' });
  // Meanwhile another admin rejects the second of them.
  const pending = (await (await page.request.get(`/api/admin/enrollments/pending?q=${code}`)).json()) as { id: number }[];
  expect((await page.request.post(`/api/admin/enrollments/${pending[0]!.id}/reject`, { data: { notes: 'Not paid' } })).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Approve 2 payments' }).click();
  await expect(page.getByText(`${code} (Recon ${username}) is no longer pending: it was rejected.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Nothing was approved; the queue shows what is pending now, nothing selected.
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Bulk decision' })).toHaveCount(0);
});

test(
  'a bulk approval whose answer is lost: the dialog leaves the payments it decided, and the queue still decides (probe 74, F1)',
  ANY_SCREEN,
  async ({ page, baseURL }) => {
    const { username, enrolled, rowOf } = await queueOfThree(page, baseURL!);
    const rows = page.getByRole('row').filter({ hasText: `Recon ${username}` });
    const third = await rows.nth(2).textContent();
    const left = enrolled.find((e) => third?.includes(e.code))!.code;
    await rows.nth(0).getByRole('checkbox').click();
    await rows.nth(1).getByRole('checkbox').click();
    await page.getByRole('region', { name: 'Bulk decision' }).getByRole('button', { name: 'Approve 2 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 2 payments?' });
    // The site carries the decision out, and its answer never reaches the phone.
    await page.route('**/trpc/enrollments.bulk**', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await dialog.getByRole('button', { name: 'Approve 2 payments' }).click();
    // "No answer from the site" is shown first, for as long as the list takes to be read again
    // (one toast at a time: a fast read replaces it before a check can see it). The list read
    // again shows both gone, which only the no-answer path reads: the dialog's question no longer stands.
    await expect(toastCard(page, '2 payments no longer pending')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    // And the queue still decides: the page was not left with dead buttons.
    await page.unroute('**/trpc/enrollments.bulk**');
    await rowOf(left)
      .getByRole('button', { name: /^Approve / })
      .click();
    await expect(toastCard(page, /^1 payment approved/)).toBeVisible();
    await expect(rows).toHaveCount(0);
  },
);

test(
  'a single reject confirmed after another admin approved that payment closes its dialog and says so (probe 41, F12)',
  ANY_SCREEN,
  async ({ page, baseURL }) => {
    const { enrolled, rowOf } = await queueOfThree(page, baseURL!);
    const code = enrolled[0]!.code;
    await rowOf(code)
      .getByRole('button', { name: /^Reject / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject 1 payment?' });
    await expect(dialog).toContainText('Reject 1 payment totalling');
    await dialog.getByLabel('Reason, shown to each learner (optional)').fill('The transfer bounced back');
    // Meanwhile another admin approves it.
    const pending = (await (await page.request.get(`/api/admin/enrollments/pending?q=${code}`)).json()) as { id: number }[];
    expect((await page.request.post(`/api/admin/enrollments/${pending[0]!.id}/approve`, { data: {} })).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Reject 1 payment' }).click();
    await expect(page.getByText('This enrollment was already approved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The note typed is not lost with the dialog: the toast carries it, to copy (probe 77, F7).
    await expect(toastCard(page, 'Failed to reject enrollment')).toContainText('“The transfer bounced back”');
    await expect(rowOf(code)).toHaveCount(0);
  },
);

test('a second tap where Approve was never approves the payment that moved up under it', async ({ page, baseURL }) => {
  // Found by the probe of 2026-11-29: once a decided row left the list, the next row's Approve
  // slid under the pointer, and a double tap approved a payment nobody had looked at.
  const { enrolled, rowOf } = await queueOfThree(page, baseURL!);
  const approveFirst = rowOf(enrolled[0]!.code).getByRole('button', { name: /^Approve / });
  await approveFirst.scrollIntoViewIfNeeded();
  const box = (await approveFirst.boundingBox())!;
  await approveFirst.click();
  await expect(rowOf(enrolled[0]!.code)).toHaveCount(0);
  // The next row's Approve is now where the pointer is: the same tap again, at once.
  const next = rowOf(enrolled[1]!.code).getByRole('button', { name: /^Approve / });
  const moved = (await next.boundingBox())!;
  expect(Math.abs(moved.y - box.y)).toBeLessThan(box.height);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Nothing more was decided: both others still wait, and Approve works again a moment later.
  await page.waitForTimeout(1500);
  await expect(rowOf(enrolled[1]!.code)).toHaveCount(1);
  await expect(rowOf(enrolled[2]!.code)).toHaveCount(1);
  await expect(next).toBeEnabled();
});

test(
  'an Undo whose decision another admin has since changed undoes nothing, and says why (probe 77, F1)',
  ANY_SCREEN,
  async ({ page, baseURL }) => {
    const { enrolled, rowOf } = await queueOfThree(page, baseURL!);
    const code = enrolled[0]!.code;
    await rowOf(code)
      .getByRole('button', { name: /^Approve / })
      .click();
    const toasts = page.locator('#toasts');
    await expect(toasts).toContainText('1 payment approved');
    // Meanwhile another admin undoes that approval and rejects the payment, with a note.
    const recent = (await (await page.request.get('/api/admin/enrollments/recent')).json()) as { id: number; paymentCode: string }[];
    const id = recent.find((r) => r.paymentCode === code)!.id;
    expect((await page.request.post(`/api/admin/enrollments/${id}/undo`, { data: {} })).status()).toBe(200);
    expect((await page.request.post(`/api/admin/enrollments/${id}/reject`, { data: { notes: 'No transfer received' } })).status()).toBe(
      200,
    );
    // The first admin's Undo, still on screen, means the approval: it no longer stands.
    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toastCard(page, 'Could not undo')).toContainText('decided again since (it is now rejected)');
    const after = (await (await page.request.get('/api/admin/enrollments/recent')).json()) as { id: number; paymentStatus: string }[];
    expect(after.find((r) => r.id === id)?.paymentStatus).toBe('rejected');
    // Listed as the other admin's rejection, which can still be undone on purpose.
    await expect(page.getByRole('button', { name: `Undo rejection of ${code}` })).toBeVisible();
  },
);

test('a double click on Approve, or Enter twice in the confirm dialog, decides once and keeps its Undo', async ({ page, baseURL }) => {
  // Found by the probe of 2026-11-29 (16): both taps went out, and the second one's refusal
  // ("already approved") replaced the first one's "approved… Undo" toast.
  const { username, enrolled } = await queueOfThree(page, baseURL!);
  const rows = page.getByRole('row').filter({ hasText: `Recon ${username}` });
  await expect(rows).toHaveCount(3);
  const toasts = page.locator('#toasts');

  await page
    .getByRole('row')
    .filter({ hasText: enrolled[0]!.code })
    .getByRole('button', { name: /^Approve / })
    .dblclick();
  await expect(toasts).toContainText('1 payment approved');
  await expect(toasts.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(toasts).not.toContainText('Failed');
  await expect(rows).toHaveCount(2);

  await rows.nth(0).getByRole('checkbox').click();
  await rows.nth(1).getByRole('checkbox').click();
  await page.getByRole('region', { name: 'Bulk decision' }).getByRole('button', { name: 'Reject 2 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 2 payments?' });
  await dialog.getByRole('button', { name: 'Reject 2 payments' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(toasts).toContainText('2 payments rejected');
  await page.waitForTimeout(1000);
  await expect(toasts).not.toContainText('Nothing was changed');
  await expect(toasts.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(rows).toHaveCount(0);
});

test('approving from the keyboard leaves focus on the next payment, not lost at the top of the page, where another Enter approves nobody', async ({
  page,
  baseURL,
}) => {
  // Probe 2026-11-29 (16): Enter on Approve, the row left, and focus fell to <body>. Probe 65 (F6):
  // focus then sat on the next learner's Approve, and one more Enter approved a payment unread.
  const { enrolled, rowOf } = await queueOfThree(page, baseURL!);
  await rowOf(enrolled[0]!.code)
    .getByRole('button', { name: /^Approve / })
    .focus();
  await page.keyboard.press('Enter');
  await expect(rowOf(enrolled[0]!.code)).toHaveCount(0);
  const nextBox = rowOf(enrolled[1]!.code).getByRole('checkbox');
  await expect(nextBox).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1000);
  await expect(rowOf(enrolled[1]!.code)).toHaveCount(1);
  await expect(nextBox).not.toBeChecked();
  // Tab goes on to that payment's Approve.
  await page.keyboard.press('Tab');
  await expect(rowOf(enrolled[1]!.code).getByRole('button', { name: /^Approve / })).toBeFocused();
});
