/**
 * First-load budget: the gzip size of the JavaScript and CSS each public page downloads when it
 * is opened and left alone until the network is idle, measured in a real browser against the
 * production build. Sizes are deterministic, so this is a test, not a benchmark.
 * docs/decisions/2026-11-23-islands.md explains how public pages stay under 100 KB.
 */
import { gzipSync } from 'node:zlib';
import { publicRoutes } from '../src/content/public-routes';
import type { Response } from '@playwright/test';
import { expect, pageIsLive, test } from './fixtures';

/** The budgets. */
const JS_BUDGET = 100 * 1024;
const CSS_BUDGET = 15 * 1024;
/** What an anonymous reader really gets: the islands script and the behaviours, no React (it
 * loads only when a widget is used). Kept tight so that regression shows at once. */
const READER_JS = 20 * 1024;
/** Pages measured side by side, each in its own context. */
const PAGES_AT_ONCE = 4;

/** Chunks that must never be part of a public page's first load (Vite names chunks after their first module). */
const NOT_ON_FIRST_LOAD: [RegExp, string][] = [
  [/\/assets\/(subscribers|users|blog|settings|dashboard|admin|profile)-/, 'admin or account screens'],
  [/\/assets\/markdown-/, 'the markdown renderer (pages get HTML)'],
  [/\/assets\/(client|matchContext|useRouter|link)-/, 'the client-side router (public pages are islands)'],
  [/\/assets\/(trpc|browser-api|coerce)-/, 'the API client and zod (forms load them when used)'],
  [/\/assets\/(login-form|register-form|contact-form|newsletter-box)-/, 'form code (loads when the form is used)'],
  [/\/assets\/(hydrate|react-dom|toaster)-/, 'React and the widgets (they load when a widget is wanted)'],
];

test.describe('first-load budget', () => {
  test('every public page loads at most 100 KB of JS and 15 KB of CSS (gzip), and none of the code it does not need at once', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const posts = (await (await request.get('/api/blog-posts')).json()) as { slug: string }[];
    expect(posts.length).toBeGreaterThan(0);
    const routes = [...publicRoutes, `/news/${posts[0]!.slug}`, '/search?q=seed+phrase', '/offline'];
    const report: string[] = [];
    // Pages are measured a few at a time: each waits for the network to be idle for half a second
    // twice, so the test mostly waits; what a page downloads does not depend on its neighbours.
    const measure = async (route: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const assets: { url: string; type: string; bytes: number; gzip: number; encoding: string }[] = [];
      // Each response is read while the page is still open: read after it closed, a body could be
      // lost and the page counted with no JS at all (seen at three workers).
      const reads: Promise<void>[] = [];
      page.on('response', (response) => void reads.push(readAsset(response)));
      const readAsset = async (response: Response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet' && !response.url().endsWith('.js')) return;
        // The browser may have dropped a body from its buffer when several pages load at once: the
        // same URL from the server then (the size is the file's, measured the same way).
        const body =
          (await response.body().catch(() => undefined)) ??
          (await request
            .get(response.url())
            .then((r) => r.body())
            .catch(() => Buffer.alloc(0)));
        assets.push({
          url: response.url(),
          type: type === 'stylesheet' ? 'stylesheet' : 'script',
          bytes: body.length,
          gzip: gzipSync(body).length,
          encoding: response.headers()['content-encoding'] ?? '',
        });
      };
      const answer = await page.goto(route, { waitUntil: 'networkidle' });
      // The page itself, not a 503 "try again" (which loads no script and would read as JS 0).
      expect(answer?.status(), route).toBe(200);
      await page.waitForFunction(pageIsLive);
      await page.waitForLoadState('networkidle');
      // The stylesheet is inlined into the page: count it as CSS, as if it were a file.
      const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join(''));
      await Promise.all(reads);
      await context.close();
      return { route, assets, inlineCss };
    };
    const measured: Awaited<ReturnType<typeof measure>>[] = [];
    for (let i = 0; i < routes.length; i += PAGES_AT_ONCE)
      measured.push(...(await Promise.all(routes.slice(i, i + PAGES_AT_ONCE).map(measure))));
    for (const { route, assets, inlineCss } of measured) {
      const js = assets.filter((a) => a.type === 'script').reduce((sum, a) => sum + a.gzip, 0);
      const css = assets.filter((a) => a.type === 'stylesheet').reduce((sum, a) => sum + a.gzip, 0) + gzipSync(inlineCss).length;
      report.push(`${route}\tJS ${(js / 1024).toFixed(1)} KB\tCSS ${(css / 1024).toFixed(1)} KB\t${assets.length} files`);
      expect(js, `${route} JS`).toBeGreaterThan(1024); // the measurement really saw the islands script
      expect(js, `${route} JS`).toBeLessThanOrEqual(JS_BUDGET);
      expect(js, `${route} JS`).toBeLessThanOrEqual(READER_JS);
      expect(css, `${route} CSS`).toBeGreaterThan(2 * 1024); // the measurement really saw the styles
      expect(css, `${route} CSS`).toBeLessThanOrEqual(CSS_BUDGET);
      // Served from the .br/.gz files written at build time (files under 512 bytes are not worth it).
      for (const asset of assets.filter((a) => a.bytes >= 1024)) expect(asset.encoding, asset.url).toMatch(/^(br|gzip)$/);
      const names = assets.map((a) => new URL(a.url).pathname).join(' ');
      for (const [pattern, what] of NOT_ON_FIRST_LOAD) expect(names, `${route} loads ${what}`).not.toMatch(pattern);
    }
    // eslint-disable-next-line no-console -- the sizes per page are the useful output of this test
    console.log(report.join('\n'));
  });
});
