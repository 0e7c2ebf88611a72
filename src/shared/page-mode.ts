/**
 * How a server-rendered page comes alive in the browser (docs/decisions/2026-11-23-islands.md).
 *
 * - Reading pages (home, lessons, guides, news, community, legal, contact, sign-in and every other
 *   public page) are HTML with a few islands: the interactive parts (theme switch, phone menu,
 *   account menu, toasts, forms, tab switchers) hydrate one by one, as their own small React roots,
 *   after the first paint. Links are plain links: the next page comes as HTML from the server
 *   (and usually from its response cache). No router, query cache or page code is downloaded.
 * - The signed-in workspaces (profile, dashboard, administration) and the e-mailed token pages
 *   hydrate the whole app with its client-side router, as a single-page app.
 */
const WHOLE_APP_PATH = /^\/(profile|account|dashboard|admin|reset-password|unsubscribe)(\/|$)/;

export function hydratesWholeApp(pathname: string): boolean {
  return WHOLE_APP_PATH.test(pathname);
}

/** A public page that only shows content: an island page that takes no credentials (not /auth). */
export function isReadingPage(pathname: string): boolean {
  return !hydratesWholeApp(pathname) && pathname !== '/auth';
}
