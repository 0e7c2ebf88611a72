import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Gzip size of the JS and CSS each page downloads until the network is idle (what the budget test checks). */
export async function measureSizes(baseUrl: string, pages: string[]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const rows: { page: string; js: number; css: number }[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      let js = 0;
      let css = 0;
      const pending: Promise<void>[] = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType() === 'stylesheet' ? 'stylesheet' : response.url().endsWith('.js') ? 'script' : null;
        if (!type) return;
        pending.push(
          response
            .body()
            .then((body) => {
              if (type === 'script') js += gzipSync(body).length;
              else css += gzipSync(body).length;
            })
            .catch(() => {}),
        );
      });
      await tab.goto(baseUrl + page, { waitUntil: 'networkidle' });
      // Island pages load their script after the first paint: wait until it has run.
      await tab.waitForFunction(() => (document.documentElement.dataset.islands ?? 'ready') === 'ready');
      await tab.waitForLoadState('networkidle');
      await Promise.all(pending);
      // The stylesheet is inlined into the page: count it as CSS.
      css += gzipSync(
        await tab.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('')),
      ).length;
      await context.close();
      rows.push({ page, js, css });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
