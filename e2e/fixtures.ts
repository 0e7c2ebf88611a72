/**
 * `page.goto` that also waits for the page to come alive. Server-rendered pages are visible at
 * once, but buttons only work after hydration; a test that clicks earlier would race the bundle.
 * Island pages (the route's `hydrate` fact, src/client/route-facts.ts) say `<html data-islands="ready">` once the islands
 * wanted at load are live; whole-app pages delete window.$_TSR once the router has hydrated, and
 * window.__earlyTaps once every part of the page has and links are the router's (lib/early-taps.ts).
 * Also here: each worker's own server (`siteUrl`, the specs' baseURL), the hydration-error watch,
 * and the server's warnings, errors and 4xx/5xx answers printed when a test fails (a run's
 * servers are gone after).
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_PORT } from './ports';
import { ADMIN } from './helpers';
import { startSiteServer, type SiteServer } from './site-server';

export { expect };

/**
 * A test whose outcome cannot depend on the screen (a server answer, a form's messages, offline
 * reading, printing): it runs once, on the phone project, where learners are
 * (playwright.config.ts drops it from the desktop project by this tag).
 */
export const ANY_SCREEN = { tag: '@any-screen' };
export type { Page } from '@playwright/test';

export const pageIsLive = () =>
  document.documentElement.dataset.islands
    ? document.documentElement.dataset.islands === 'ready'
    : !('$_TSR' in window) && !('__earlyTaps' in window);

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

/**
 * React's hydration errors (production builds name them by number). When the first client
 * render differs from the server's HTML, React throws the HTML away and renders afresh: a tap or
 * a native form send landing in that moment is lost (an early Enroll was, 1 run in 3).
 */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|didn't match the client/i;

type WatchHydration = (context: BrowserContext) => void;

/** A log line worth showing with a failure: warn or worse (pino's 40, 50, 60), or an answer of 4xx or 5xx. */
const WORTH_SHOWING = /"level":(4|5|6)\d\b|"statusCode":[45]\d\d\b/;

/** `POST /profile 303 12ms` from a request log line (src/server/http/request-log.ts), or nothing for other lines. */
function answerLine(line: string): string | undefined {
  if (!line.includes('"statusCode"')) return undefined;
  try {
    const entry = JSON.parse(line) as { time?: number; req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };
    if (!entry.req?.method || !entry.res?.statusCode) return undefined;
    const at = entry.time ? new Date(entry.time).toISOString().slice(11, 23) : '';
    return `${at} ${entry.req.method} ${entry.req.url} ${entry.res.statusCode} ${entry.responseTime ?? '?'}ms`;
  } catch {
    return undefined;
  }
}

export const test = base.extend<{ watchHydration: WatchHydration; serverLogOnFailure: void }, { site: SiteServer; siteUrl: string }>({
  // Each worker has its own server and database (issue 24, item 7): workers run side by side
  // without seeing each other's settings, samples or payment queue. The port follows the worker's
  // index, which is never reused, so a worker replaced after a failure cannot meet its
  // predecessor's server still stopping.
  site: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startSiteServer({
        port: E2E_BASE_PORT + workerInfo.workerIndex,
        dataDir: `.tmp/e2e-data-${workerInfo.workerIndex}`,
        adminPassword: ADMIN.password,
      });
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  siteUrl: [async ({ site }, provide) => provide(site.url), { scope: 'worker' }],
  baseURL: async ({ siteUrl }, provide) => provide(siteUrl),

  // What the worker's server logged at warn or worse, and its 4xx/5xx answers, while a failed
  // test ran, printed with the failure: the server and its log are gone once the run ends, and a
  // 500 or a 503 a test met is explained there (a reset in a CI run could not be, for want of it).
  serverLogOnFailure: [
    async ({ site }, provide, testInfo) => {
      const from = site.output().length;
      await provide();
      if (testInfo.status === testInfo.expectedStatus) return;
      const logged = site.output().slice(from).split('\n');
      const lines = logged.filter((line) => WORTH_SHOWING.test(line));
      const shown = lines.length ? lines.slice(-40).join('\n') : '(no warning, error or 4xx/5xx answer)';
      // Every answer in one short line: whether a tap sent anything at all (a flaky failure of
      // payment-method.spec.ts could not be explained without it).
      const answers = logged.flatMap((line) => answerLine(line) ?? []).slice(-60);
      process.stderr.write(
        `\n--- server log during "${testInfo.title}" (${testInfo.project.name}): warnings, errors, 4xx/5xx answers:\n${shown}\n` +
          `--- its last ${answers.length} answers:\n${answers.join('\n')}\n---\n`,
      );
    },
    { auto: true },
  ],

  // Every context of every test, the default one and those a test opens itself, is watched, and
  // a test fails if any of its pages hit a hydration error, whatever the test itself checks.
  watchHydration: [
    async ({ browser }, provide) => {
      const seen: string[] = [];
      const watched = new WeakSet<BrowserContext>();
      const watch: WatchHydration = (context) => {
        if (watched.has(context)) return;
        watched.add(context);
        context.on('weberror', (error) => {
          const message = error.error().message;
          if (HYDRATION_ERROR.test(message)) seen.push(`${error.page()?.url() ?? '(page)'}: ${message.slice(0, 160)}`);
        });
      };
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context);
        return context;
      };
      try {
        await provide(watch);
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, 'React hydration errors on the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, watchHydration }, provide) => {
    watchHydration(page.context());
    await provide(withHydration(page));
  },
});
