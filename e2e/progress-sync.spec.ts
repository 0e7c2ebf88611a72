/**
 * A lesson marked done while the page's first sync is still on its way (issue 24, found by the
 * two-worker browser run): the sync's answer predates the mark, and painting it as the device's
 * copy showed the lesson undone again, both on the page and in the device's copy, though the mark's
 * own request had saved it. The sync's answer is held here until the mark is made, as a slow
 * network or a busy server holds it.
 */
import { expect, test } from './fixtures';
import { uniqueName } from './helpers';

test('a lesson marked done during the first sync stays done when that sync answers', async ({ page }) => {
  const username = uniqueName('syncer');
  const registered = await page.request.post('/api/register', {
    data: { username, fullName: `Sam ${username}`, email: `${username}@example.com`, password: 'learner-pass-1' },
  });
  expect(registered.status()).toBe(201);

  let releaseSync = () => {};
  const syncHeld = new Promise<void>((resolve) => (releaseSync = resolve));
  await page.route('**/api/progress/sync', async (route) => {
    const response = await route.fetch();
    await syncHeld;
    await route.fulfill({ response });
  });

  await page.goto('/education/crypto-wallets');
  const marker = page.locator('[data-progress-page="lessons/crypto-wallets"]');
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(marker.getByRole('status')).toHaveText('Marked as done. Saved to your account.');

  releaseSync();
  // The page marks the sync done (in this tab's session storage) right after painting its answer.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('dce-progress-synced'))).toBe('1');
  await expect(marker).toHaveAttribute('data-done', 'true');
  await expect(marker.getByRole('button', { name: 'Mark as not done' })).toBeVisible();

  // The account has it, and so does the next page load (the device's copy was not rolled back).
  const progress = (await (await page.request.get('/api/progress')).json()) as { slug: string }[];
  expect(progress.map((p) => p.slug)).toContain('crypto-wallets');
  await page.unrouteAll({ behavior: 'wait' });
  await page.goto('/education#tracks');
  await page.goto('/education/crypto-wallets');
  await expect(marker).toHaveAttribute('data-done', 'true');
});
