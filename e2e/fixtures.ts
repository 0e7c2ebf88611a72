/**
 * `page.goto` that also waits for the page to come alive. Server-rendered pages are visible at
 * once, but buttons only work after hydration; a test that clicks earlier would race the bundle.
 * Island pages (the route's `hydrate` fact, src/client/route-facts.ts) say `<html data-islands="ready">` once the islands
 * wanted at load are live; whole-app pages delete window.$_TSR once the router has hydrated.
 */
import { test as base, type Browser, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

export const pageIsLive = () =>
  document.documentElement.dataset.islands ? document.documentElement.dataset.islands === 'ready' : !('$_TSR' in window);

export function withHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(pageIsLive);
    return response;
  };
  // Sign-in and sign-up end with a full page load: wait for that page to hydrate too, or a
  // choice made in a controlled field before hydration would be reset by React.
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    await page.waitForFunction(pageIsLive);
  };
  return page;
}

/** A fresh visitor (own cookies) whose navigations wait for hydration. */
export async function newVisitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  return withHydration(await (await browser.newContext(options)).newPage());
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(withHydration(page));
  },
});
