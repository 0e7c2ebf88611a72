import { request } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { ADMIN, login, logout, register, uniqueName } from './helpers';
import { configurePayments } from './payment-settings';

// USDT and mobile banking are offered only once an admin has entered their instructions.
test.beforeAll(async ({ baseURL }) => configurePayments(baseURL!));

const COURSE = 'Crypto Security Masterclass';

async function enrollFromProfile(page: Page, method: string, reference?: string) {
  await page.getByLabel('Payment method').selectOption({ label: method });
  if (reference) await page.getByLabel('Payment reference (optional)').fill(reference);
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page.getByText(/Your enrollment is pending/)).toBeVisible();
}

async function decide(page: Page, username: string, action: 'Approve' | 'Reject', note: string) {
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Pending Enrollments' }).click();
  await page.getByLabel('Search payment code, reference, name or email').fill(username);
  // The queue's rows (issue 27): one line each, decided with one note through a confirm dialog.
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Approve / }) });
  await expect(row).toHaveCount(1);
  if (action === 'Approve') {
    await row.getByRole('checkbox').check();
    await page.getByLabel('One note for all (optional, shown to each learner)').fill(note);
    await page.getByRole('button', { name: 'Approve 1 selected' }).click();
  } else {
    await row.getByRole('button', { name: /^Reject / }).click();
  }
  const dialog = page.getByRole('dialog', { name: `${action} 1 payment?` });
  if (action === 'Reject') await dialog.getByLabel('Reason, shown to each learner (optional)').fill(note);
  await dialog.getByRole('button', { name: `${action} 1 payment` }).click();
  await expect(page.getByText(action === 'Approve' ? '1 payment approved' : '1 payment rejected')).toBeVisible();
  await expect(row).toHaveCount(0);
  await logout(page);
}

test('a visitor signs up to enroll, pays with USDT, is approved and gets the materials; another is rejected and sees why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // 1. The visitor picks a course on /education and signs up from its card.
  await page.goto('/education');
  const card = page.getByRole('article').filter({ hasText: COURSE });
  await card.getByRole('link', { name: 'Sign Up to Enroll' }).click();
  await expect(page).toHaveURL(/intent=enroll/);
  const learner = uniqueName('payer');
  await register(
    page,
    { username: learner, fullName: 'Paying Learner', email: `${learner}@example.com`, password: 'secret123' },
    page.url(),
  );
  // 2. After sign-up they land on /profile with that course chosen.
  await page.waitForURL(/\/profile\?enroll=\d+/);
  await expect(page.getByLabel('Course', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel('Course', { exact: true }).locator('option:checked')).toContainText(COURSE);
  await enrollFromProfile(page, 'USDT', 'TX-E2E-42');
  // Enrollments are cards on a phone (issue 26), each named by its course.
  const row = page.getByTestId('enrollment-card').filter({ hasText: COURSE });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Waiting for approval');
  await expect(row.getByRole('link', { name: 'Download materials' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Sample workbook/ })).toHaveCount(0);
  await logout(page);

  // 3. The admin approves with a note.
  await decide(page, learner, 'Approve', 'USDT received, welcome!');

  // 4. The learner sees Approved, the note and the download link.
  await login(page, learner, 'secret123');
  await page.waitForURL('**/profile');
  const approved = page.getByTestId('enrollment-card').filter({ hasText: COURSE });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('USDT received, welcome!');
  await expect(approved.getByRole('link', { name: 'Download materials' })).toHaveAttribute('href', /^https:\/\//);
  // The course's further materials too, each by its title (they were sent but never shown: probe 27, F1).
  await expect(approved.getByRole('region', { name: 'More materials' }).getByRole('link')).toHaveText([
    'Sample workbook: a recovery plan (sample link)',
  ]);
  await expect(approved.getByRole('link', { name: /^Sample workbook/ })).toHaveAttribute(
    'href',
    'https://example.com/sample/security-masterclass-workbook.pdf',
  );
  await logout(page);

  // 5. A second learner pays in cash and is rejected with a note.
  const second = uniqueName('rejected');
  await register(page, { username: second, fullName: 'Second Learner', email: `${second}@example.com`, password: 'secret123' });
  await page.waitForURL('**/profile');
  await page
    .getByLabel('Course', { exact: true })
    .selectOption({ label: 'Sample course: Crypto Basics for the Caribbean · US$49.99 (≈ EC$134.97)' });
  await enrollFromProfile(page, 'Cash (in-office)');
  await logout(page);
  await decide(page, second, 'Reject', 'We did not receive your cash payment');
  await login(page, second, 'secret123');
  await page.waitForURL('**/profile');
  const rejected = page.getByTestId('enrollment-card').filter({ hasText: 'Crypto Basics' });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('Enrollment rejected');
  await expect(rejected).toContainText('We did not receive your cash payment');
  // Nothing to send for a rejected enrollment: no amount to copy, only the code to quote (probe 67, F3).
  await expect(rejected.getByRole('heading', { name: 'Amount' })).toHaveCount(0);
  await expect(rejected.getByRole('button', { name: /^Copy amount/ })).toHaveCount(0);
  await expect(rejected.getByRole('heading', { name: 'Payment code' })).toBeVisible();
  await expect(rejected.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
});

test('a price raised while the learner looked at it is not charged unseen: the enrollment is refused and the list shows the new price', async ({
  page,
  baseURL,
}) => {
  // Probe 2026-11-29 (16): the form showed US$89.99, the admin raised it, and Enroll enrolled at the new price.
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  const title = `Price watch ${uniqueName('p')}`;
  const fields = {
    title,
    description: 'A course whose price moves.',
    level: 'Beginner',
    duration: '1 week',
    downloadUrl: 'https://example.org/m.zip',
  };
  const created = await admin.post('/api/courses', { data: { ...fields, price: 8999 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const username = uniqueName('watch');
  await register(page, { username, fullName: 'Price Watcher', email: `${username}@example.com`, password: 'secret123' });
  await page.waitForURL('**/profile');
  const course = page.getByLabel('Course', { exact: true });
  await expect(course.locator(`option[value="${id}"]`)).toContainText('US$89.99');
  await course.selectOption(String(id));
  await page.getByLabel('Payment method').selectOption({ label: 'Cash (in-office)' });
  expect((await admin.put(`/api/courses/${id}`, { data: { ...fields, price: 12999 } })).status()).toBe(200);
  await admin.dispose();

  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page.getByText(`The price of "${title}" is now US$129.99`)).toBeVisible();
  await expect(page.getByText(/Your enrollment is pending/)).toHaveCount(0);
  await expect(course.locator(`option[value="${id}"]`)).toContainText('US$129.99');
});

test('a course withdrawn while a learner waits: the card says Withdrawn and do not pay, with nothing to copy and pay (probe 57, F3)', async ({
  page,
  baseURL,
}) => {
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  const title = `Withdrawn ${uniqueName('w')}`;
  const created = await admin.post('/api/courses', {
    data: {
      title,
      description: 'A course that is withdrawn.',
      level: 'Beginner',
      duration: '1 week',
      downloadUrl: 'https://example.org/m.zip',
      price: 4500,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const username = uniqueName('waits');
  const learner = page.context().request;
  expect(
    (
      await learner.post('/api/register', {
        data: { username, fullName: 'Waiting Learner', email: `${username}@example.com`, password: 'secret123' },
      })
    ).status(),
  ).toBe(201);
  expect((await learner.post('/api/enroll', { data: { courseId: id, paymentMethod: 'cash' } })).status()).toBe(201);
  expect(((await (await admin.delete(`/api/courses/${id}`)).json()) as { outcome: string }).outcome).toBe('archived');
  await admin.dispose();

  await page.goto('/profile');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Withdrawn');
  await expect(card).toContainText('Course withdrawn');
  await expect(card).toContainText('do not pay for it');
  await expect(card).not.toContainText('Waiting for approval');
  await expect(card.getByRole('heading', { name: 'Amount' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Copy/ })).toHaveCount(0);

  // The admin's queue, on the same phone: marked withdrawn, with no Approve (the learner was told
  // it will not be approved), only Reject (probe 65, F1).
  await logout(page);
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto(`/admin?tab=pending&q=${username}`);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Course withdrawn').first()).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve / })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Reject / })).toBeVisible();
});
