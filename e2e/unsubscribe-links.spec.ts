/**
 * Probe 22 D3: a newsletter's unsubscribe link cut short by a mail client's line wrapping, or run on
 * with what followed it, is told the same sentence as a wrong link, with the page's script and
 * without it (the native send came back with no message; the script showed zod's "Too small:
 * expected string to have >=16 characters").
 */
import { UNSUBSCRIBE_LINK_INVALID } from '../src/shared/schemas/subscribers';
import { ANY_SCREEN, expect, test, withHydration } from './fixtures';
import { notice } from './helpers';

/** Cut, three encoded spaces (what a wrapped link can leave), run on, and the right length but unknown. */
const TOKENS = ['abc', '%20%20%20', 'x'.repeat(200), 'x'.repeat(20)];

for (const javaScriptEnabled of [true, false]) {
  test(
    `a cut, run-on or unknown link gets the one sentence (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`,
    ANY_SCREEN,
    async ({ browser, isMobile, viewport }) => {
      const context = await browser.newContext({ javaScriptEnabled, isMobile, viewport, hasTouch: isMobile });
      // With the script on, each visit waits until the page is live, so the button's click is the script's.
      const page = javaScriptEnabled ? withHydration(await context.newPage()) : await context.newPage();
      for (const token of TOKENS) {
        await page.goto(`/unsubscribe?token=${token}`);
        // Said at once (probe 37, F7: the page now asks where the link's address stands), no button to press.
        await expect(notice(page, 'alert'), token).toHaveText(UNSUBSCRIBE_LINK_INVALID);
        await expect(page.getByRole('button', { name: 'Unsubscribe' }), token).toHaveCount(0);
      }
      await context.close();
    },
  );
}

/** Probe 31 F6: a link that lost its whole token is told the same at once, with where else to go, not shown a dead button. */
for (const javaScriptEnabled of [true, false]) {
  test(
    `a link without its token says so at once (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`,
    ANY_SCREEN,
    async ({ browser, isMobile, viewport }) => {
      const context = await browser.newContext({ javaScriptEnabled, isMobile, viewport, hasTouch: isMobile });
      const page = javaScriptEnabled ? withHydration(await context.newPage()) : await context.newPage();
      for (const path of ['/unsubscribe', '/unsubscribe?token=']) {
        await page.goto(path);
        await expect(notice(page, 'alert'), path).toHaveText(UNSUBSCRIBE_LINK_INVALID);
        await expect(page.getByRole('link', { name: 'Contact page' }), path).toBeVisible();
        await expect(page.getByRole('button', { name: 'Unsubscribe' }), path).toHaveCount(0);
      }
      await context.close();
    },
  );
}
