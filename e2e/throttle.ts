/**
 * Lighthouse's mobile profile on a page: CPU slowed 4x, slow 4G (150 ms, 1.6 Mbit/s down,
 * 750 kbit/s up). The specs that act before a page's code is live use it, so the bundle is
 * really still on its way when they tap.
 */
import type { BrowserContext, Page } from '@playwright/test';

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** A new page of the context, throttled like a mid-range phone on slow 4G. */
export async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await throttle(page);
  return page;
}
