/**
 * Answers made in the same moment are not all thrown away in the same moment (answer-cache.ts
 * lifetimeAround): a class that signs in together would otherwise have every page made again
 * together, each render holding up every request behind it.
 */
import { describe, expect, it } from 'vitest';
import { clockedCache } from '../../../test/clocked-cache';
import { lifetimeAround } from './answer-cache';

describe('how long an answer is kept', () => {
  it('is drawn from half to one and a half times its kind’s lifetime', () => {
    expect(lifetimeAround(30_000, () => 0)).toBe(15_000);
    expect(lifetimeAround(30_000, () => 0.5)).toBe(30_000);
    expect(lifetimeAround(30_000, () => 0.999)).toBeLessThan(45_000);
  });

  it('answers made in one moment expire over a spread of moments, none before half and all by one and a half times', async () => {
    const site = await clockedCache((app) =>
      app.get('/:page', (req, res) => {
        res.json({ page: req.params.page });
      }),
    );
    const kept = async (path: string) => (await fetch(site.base + path)).headers.get('x-cache') === 'HIT';
    const pages = Array.from({ length: 40 }, (_, n) => `/page-${n}`);
    try {
      for (const page of pages) expect(await kept(page)).toBe(false); // made now
      site.clock.now += 29_999;
      for (const page of pages) expect(await kept(page)).toBe(true);
      site.clock.now += 30_001; // the lifetime itself: some gone, some still kept
      const atLifetime: boolean[] = [];
      for (const page of pages) atLifetime.push(await kept(page));
      expect(atLifetime).toContain(true);
      expect(atLifetime).toContain(false);
      site.clock.now += 30_000; // one and a half times: every answer made in the first moment is gone
      const stillFirst = pages.filter((_, n) => atLifetime[n]);
      for (const page of stillFirst) expect(await kept(page)).toBe(false);
    } finally {
      await site.close();
    }
  });
});
