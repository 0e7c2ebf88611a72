/**
 * The office learners pay cash at is described once, in Settings > General: the Payments tab shows
 * it read-only with a link there, and only says whether cash is accepted
 * (docs/decisions/2026-11-29-office-one-source.md).
 */
import { expect, newVisitor, test } from './fixtures';
import { ADMIN, login, register, uniqueName } from './helpers';
import { configurePayments, E2E_OFFICE } from './payment-settings';

test.beforeAll(async ({ baseURL }) => configurePayments(baseURL!));

test('Payments tab: cash switched off and on with a checkbox, the office edited in General, and learners sent to that office', async ({
  page,
  browser,
  isMobile,
  viewport,
}) => {
  test.setTimeout(150_000);
  const office = `${uniqueName('Unit ')}, 7 Kennedy Avenue, Roseau`;
  const hours = 'Wednesday-Friday 9AM-1PM';
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin/settings?tab=payments');
  const officeBox = page.getByTestId('cash-office');
  await expect(officeBox).toContainText(E2E_OFFICE.officeAddress);
  await expect(officeBox).toContainText(E2E_OFFICE.officeHours);
  // Not editable here: no address or hours field on this tab.
  await expect(page.getByLabel('Office address')).toHaveCount(0);
  await expect(page.getByLabel('Opening hours')).toHaveCount(0);

  // The link goes to General, where the office is changed.
  await officeBox.getByRole('link', { name: 'Change the address and hours in General' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.getByLabel('Address', { exact: true }).fill(office);
  await page.getByLabel('Office hours').fill(hours);
  // General is not saved without a real contact email (spec section 5): this install has none yet.
  await page.getByLabel('Contact email').fill('hello@school.example');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('General settings have been updated successfully.')).toBeVisible();

  // Back on Payments: General's new office; cash switched off, and still off after a reload.
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Payments' }).click();
  await expect(officeBox).toContainText(office);
  await expect(officeBox).toContainText(hours);
  const accept = page.getByLabel('Accept cash at the office');
  await expect(accept).toBeChecked();
  await accept.uncheck();
  await page.getByLabel('Your password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payments settings have been updated successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Accept cash at the office')).not.toBeChecked();

  // A learner is not offered cash.
  const learner = await newVisitor(browser, { isMobile, viewport, hasTouch: isMobile });
  const name = uniqueName('cashier');
  await register(learner, { username: name, fullName: 'Cash Learner', email: `${name}@example.com`, password: 'secret123' });
  await learner.waitForURL('**/profile');
  const methods = learner.getByLabel('Payment method');
  await expect(methods.locator('option', { hasText: 'USDT' })).toHaveCount(1);
  await expect(methods.locator('option', { hasText: 'Cash (in-office)' })).toHaveCount(0);

  // Cash accepted again: the learner pays at General's office, at General's hours.
  await page.getByLabel('Accept cash at the office').check();
  await page.getByLabel('Your password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payments settings have been updated successfully.')).toBeVisible();
  await learner.goto('/profile');
  await learner.getByLabel('Course', { exact: true }).selectOption({ index: 1 });
  await learner.getByLabel('Payment method').selectOption({ label: 'Cash (in-office)' });
  await learner.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(learner.getByText(/Your enrollment is pending/)).toBeVisible();
  const card = learner.getByRole('region', { name: /How to pay for/ }).filter({ hasText: office });
  await expect(card).toBeVisible();
  await expect(card).toContainText(hours);
  await learner.context().close();
});
