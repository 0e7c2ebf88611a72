import { ANY_SCREEN, expect, test } from './fixtures';
import { openMenuIfPhone } from './helpers';
import { publicRoutes } from '../src/content/public-routes';

test('the exchange and wallet comparisons are readable at this width (cards on a phone, tables on a desktop)', async ({
  page,
  isMobile,
}) => {
  await page.goto('/guides/exchanges');
  const table = page.getByRole('table', { name: 'Exchange comparison' });
  const coinbase = page.getByRole('heading', { level: 3, name: 'Coinbase' });
  if (isMobile) {
    await expect(table).toBeHidden();
    await expect(coinbase).toBeVisible();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } else {
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /Coinbase/ })).toContainText('see the trade preview');
  }
  // The table's figures link the pages that state them (issue 28).
  await expect(page.getByRole('link', { name: /KuCoin VIP Fee Structure/ })).toHaveAttribute(
    'href',
    'https://www.kucoin.com/support/48142946141635',
  );
  await page.goto('/guides/wallets');
  await expect(page.getByText('$50-$200').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('Free (printing)').filter({ visible: true }).first()).toBeVisible();
});

test('the security accordion keeps one topic open at a time', ANY_SCREEN, async ({ page }) => {
  await page.goto('/security');
  const topic = (name: string) => page.locator('details', { has: page.getByRole('heading', { name }) });
  await topic('Wallet Security').locator('summary').click();
  await expect(topic('Wallet Security')).toHaveAttribute('open', '');
  await topic('Common Scams').locator('summary').click();
  await expect(topic('Common Scams')).toHaveAttribute('open', '');
  await expect(topic('Wallet Security')).not.toHaveAttribute('open');
  await expect(page.getByText('Guaranteed daily or weekly returns are a sign of fraud.')).toBeVisible();
  await topic('Common Scams').locator('summary').click();
  await expect(topic('Common Scams')).not.toHaveAttribute('open');
});

test('a reader finds a lesson through the menu and reads it', async ({ page }) => {
  await page.goto('/');
  await openMenuIfPhone(page);
  await page.getByRole('link', { name: 'Education', exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cryptocurrency Education' })).toBeVisible();
  await page
    .getByRole('link', { name: /Stablecoins: Digital Dollars/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Stablecoins/ })).toBeVisible();
  await expect(page.getByText('Issuer risk.')).toBeVisible();
});

test('a cookie named in the cookie policy reads as its name, without the backticks of its markdown', ANY_SCREEN, async ({ page }) => {
  await page.goto('/cookie-policy');
  const name = page.locator('article code', { hasText: '__Host-dce_session' });
  await expect(name).toBeVisible();
  // The typography plugin draws a backtick before and after inline code: a reader saw `__Host-dce_session`.
  const marks = await name.evaluate((el) => [getComputedStyle(el, '::before').content, getComputedStyle(el, '::after').content]);
  expect(marks).toEqual(['none', 'none']);
});

test(
  'no public page scrolls sideways on a 320 px phone: wide tables scroll inside themselves (probe 26, F3)',
  ANY_SCREEN,
  async ({ page }) => {
    test.setTimeout(5 * 60_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const path of publicRoutes) {
      await page.goto(path);
      // Laid out as a reader scrolling down would see it (sections below the fold are skipped until then).
      await page.evaluate(() =>
        document.querySelectorAll<HTMLElement>('.below-fold').forEach((el) => (el.style.contentVisibility = 'visible')),
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
    }
    expect(wide).toEqual([]);
    // The contacts after a scam: the table is whole inside its box, which a keyboard can scroll.
    await page.goto('/security/after-a-scam');
    const box = page.getByRole('region', { name: 'Table' }).first();
    await expect(box).toHaveAttribute('tabindex', '0');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  },
);
