import { expect, test } from './fixtures';

test('a lesson ends with its dated sources, official first, each a working link', async ({ page }) => {
  await page.goto('/education/stablecoins');
  await expect(page.getByText('no longer on Tron')).toBeVisible();
  const sources = page.getByRole('heading', { name: 'Sources', exact: true });
  await sources.scrollIntoViewIfNeeded();
  await expect(sources).toBeVisible();
  const list = page.locator('h2:text-is("Sources") ~ ul').first();
  const first = list.getByRole('link').first();
  await expect(first).toHaveAttribute('href', 'https://www.eccb-centralbank.org/news/eccb-commemorates-48-years-of-ec-dollar-peg');
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(list).toContainText('(official)');
  // Each source links the page that says it, never a bare domain (issue 28).
  for (const href of await list.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))) {
    expect(new URL(href).pathname.length, href).toBeGreaterThan(1);
  }
});

test('/legal names the page it links to (the FSU legislation index, not a PDF) and lists where to report', async ({ page }) => {
  await page.goto('/legal');
  const official = page.getByRole('link', { name: /Financial Services Unit's legislation page/ });
  await expect(official).toHaveAttribute('href', 'https://fsu.gov.dm/legislation');
  // No link to the FSU claims to be the Act's PDF (the FATF's own guidance, a PDF, may say it is one).
  await expect(page.locator('a[href*="fsu.gov.dm"]', { hasText: /PDF/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Financial Intelligence Unit' }).first()).toHaveAttribute('href', 'https://fiu.gov.dm/');
});
