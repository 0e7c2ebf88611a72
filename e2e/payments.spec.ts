import { expect, test } from './fixtures';
import { ADMIN, login, logout, register, uniqueName } from './helpers';
import { configurePayments, E2E_USDT_ADDRESS } from './payment-settings';

test.beforeAll(async ({ baseURL }) => configurePayments(baseURL!));

test('a learner enrolls with each method and sees its instructions; the admin finds one by payment code, bulk-approves, and the CSV has the rows', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const learner = uniqueName('rails');
  await register(page, { username: learner, fullName: 'Rails Learner', email: `${learner}@example.com`, password: 'secret123' });
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/profile');
  const methods = [
    { label: 'Cash (in-office)', expect: '1 Test Street, Roseau' },
    { label: 'USDT', expect: E2E_USDT_ADDRESS },
    { label: 'Mobile Banking', expect: '000111222' },
  ];
  const codes: string[] = [];
  for (const m of methods) {
    // A different course each time: a course the learner holds is no longer offered, so the first
    // offered one is always a new one.
    await page.getByLabel('Course', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Payment method').selectOption({ label: m.label });
    await page.getByRole('button', { name: 'Enroll', exact: true }).click();
    await expect(page.getByText(/Your enrollment is pending/)).toBeVisible();
    const card = page.getByRole('region', { name: /How to pay for/ }).filter({ hasText: m.expect });
    await expect(card).toBeVisible();
    const code = (await card.getByTestId('payment-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^DCE-[A-Z0-9]{4}$/);
    codes.push(code);
    if (m.label === 'USDT') {
      await expect(card.getByRole('note')).toContainText('TRC-20');
      await expect(card.getByRole('img', { name: 'QR code of the USDT receiving address' })).toBeVisible();
      await card.getByLabel('Your transaction id or bank reference').fill('TX-RAILS-1');
      await card.getByRole('button', { name: 'Save reference' }).click();
      await expect(page.getByText('Payment reference saved')).toBeVisible();
    }
  }
  await logout(page);

  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Pending Enrollments' }).click();
  await page.getByLabel('Search payment code, reference, name or email').fill(codes[1]!);
  const rows = page.getByRole('row').filter({ hasText: 'Rails Learner' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('TX-RAILS-1');
  await page.getByLabel('Search payment code, reference, name or email').fill(learner);
  await expect(rows).toHaveCount(3);
  for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
  await page.getByLabel('One note for all (optional, shown to each learner)').fill('All paid, thank you');
  await page.getByRole('button', { name: 'Approve 3 selected' }).click();
  await page.getByRole('dialog', { name: 'Approve 3 payments?' }).getByRole('button', { name: 'Approve 3 payments' }).click();
  await expect(page.getByText('3 payments approved')).toBeVisible();
  await expect(rows).toHaveCount(0);

  const csv = await page.request.get('/api/admin/enrollments/export');
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).split('\n').filter((l) => l.includes(`${learner}@example.com`));
  expect(lines).toHaveLength(3);
  for (const code of codes) expect(lines.some((l) => l.includes(`,${code},confirmed,`))).toBe(true);
  // Methods in words in the accounting file (issue 27).
  expect(lines.some((l) => l.includes(',confirmed,Mobile Banking,'))).toBe(true);
  expect(lines.some((l) => l.includes('TX-RAILS-1'))).toBe(true);
});
