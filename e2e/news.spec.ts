import { expect, newVisitor, test } from './fixtures';
import { ADMIN, login, uniqueName } from './helpers';

test('an admin writes a draft (a slug generated, then replaced by typing their own), publishes it, and a visitor reads it; the feed and sitemap list it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const word = uniqueName('Reef');
  const title = `Hurricane Season ${word} Backup Tips`;
  const generated = `hurricane-season-${word.toLowerCase()}-backup-tips`;
  const slug = `backup-tips-${word.toLowerCase()}`;

  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  // Clicked, as a person does (a pointer press, not .focus()): the title's blur generates the slug first.
  await dialog.getByLabel('Slug').click();
  await expect(dialog.getByLabel('Slug')).toHaveValue(generated);
  // Typing one's own replaces the generated slug (it is selected), not added to its end.
  await page.keyboard.type(slug);
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await dialog.getByLabel('Excerpt').fill('Keep two copies of your seed phrase in different parishes.');
  await dialog
    .getByLabel('Content (markdown)')
    .fill('## Two copies\n\nWrite it **twice** and keep the copies apart.\n\n<script>alert(1)</script>');
  await expect(dialog.getByRole('heading', { name: 'Two copies' })).toBeVisible(); // live preview
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Draft');

  // A visitor does not see the draft.
  const visitor = await newVisitor(browser);
  await visitor.goto('/community');
  await expect(visitor.getByRole('heading', { name: 'Community & Resources' })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await visitor.goto(`/news/${slug}`))?.status()).toBe(404);

  // Publish it.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('dialog').getByLabel('Published (visible to everyone)').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Update Article' }).click();
  await expect(page.getByText('News article updated successfully')).toBeVisible();

  await visitor.goto('/community');
  await visitor.getByRole('link', { name: `Read Article: ${title}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/news/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Two copies' })).toBeVisible();
  await expect(visitor.locator('article strong', { hasText: 'twice' })).toBeVisible();
  await expect(visitor.getByText('Last updated on')).toBeVisible();
  await expect(visitor.locator('article script')).toHaveCount(0);

  const rss = await (await request.get('/rss.xml')).text();
  expect(rss).toContain(`/news/${slug}`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/news/${slug}`);
});

test('a text the markdown parser takes minutes over stops the live preview, not the tab: the admin goes on typing and the preview says why', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog');
  const content = dialog.getByLabel('Content (markdown)');

  // A 16 KB run of * held the parser for minutes; on the page's thread it froze every field.
  await content.fill(`${'*'.repeat(8000)}x${'*'.repeat(8000)}`);
  await dialog.getByLabel('Title').fill('Still typing while it formats');
  await expect(dialog.getByLabel('Title')).toHaveValue('Still typing while it formats');
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  await expect(dialog.getByRole('status').filter({ hasText: 'The preview stopped' })).toBeVisible({ timeout: 20_000 });

  // A text it can format comes back (a new worker), and the warning goes.
  await content.fill('## Back to normal\n\nA **short** note.');
  await expect(dialog.getByRole('heading', { name: 'Back to normal' })).toBeVisible();
  await expect(dialog.locator('strong', { hasText: 'short' })).toBeVisible();
  await expect(dialog.getByText('The preview stopped')).toHaveCount(0);

  // Raw HTML in the text is not run or shown as markup in the preview, as on the page.
  await content.fill('Hello <img src=x onerror="document.title=\'pwned\'"> there');
  await expect(dialog.getByText('Hello')).toBeVisible();
  await expect(dialog.locator('[data-preview-status] img')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
