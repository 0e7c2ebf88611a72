/**
 * Probe 22 D3: a newsletter's unsubscribe link cut short by a mail client's line wrapping, or run on
 * with what followed it, is told the same sentence as a wrong link, with the page's script and
 * without it (the native send came back with no message; the script showed zod's "Too small:
 * expected string to have >=16 characters").
 */
import { UNSUBSCRIBE_LINK_INVALID } from '../src/shared/schemas/subscribers';
import { ANY_SCREEN, expect, test, withHydration } from './fixtures';

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
        await page.getByRole('button', { name: 'Unsubscribe' }).click();
        await expect(page.getByRole('alert'), token).toHaveText(UNSUBSCRIBE_LINK_INVALID);
      }
      await context.close();
    },
  );
}
