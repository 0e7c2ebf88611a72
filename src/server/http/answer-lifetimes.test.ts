/**
 * Answers made in the same moment are not all thrown away in the same moment (answer-cache.ts
 * lifetimeAround): a class that signs in together would otherwise have every page made again
 * together, each render holding up every request behind it.
 */
import { describe, expect, it } from 'vitest';
import { clockedCache } from '../../../test/clocked-cache';
import { keepUntil } from '../db/read-recorder';
import { lifetimeAround, SHARED_CACHE_CONTROL } from './answer-cache';

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

  it('a shared answer that turns false by the clock is kept by a CDN, fresh or stale, no later than then (probe 78, F4)', async () => {
    // clockedCache's clock starts at 1,000,000: an event listed by these answers ends 90 s and 30 s on.
    const pageEnds = 1_000_000 + 90_000;
    const apiEnds = 1_000_000 + 30_000;
    const site = await clockedCache((app) => {
      app.get('/events-page', (_req, res) => {
        keepUntil(pageEnds);
        res.type('html').send('<p>Coming up: the workshop</p>');
      });
      app.get('/api/upcoming', (_req, res) => {
        keepUntil(apiEnds);
        res.json([{ title: 'Workshop' }]);
      });
      app.get('/plain', (_req, res) => void res.type('html').send('<p>Nothing timed</p>'));
    });
    const cacheControl = async (path: string) => {
      const res = await fetch(site.base + path);
      return [res.headers.get('cache-control'), res.headers.get('x-cache') ?? 'MISS'];
    };
    try {
      expect(await cacheControl('/events-page')).toEqual(['public, max-age=0, s-maxage=60, stale-while-revalidate=30', 'MISS']);
      expect(await cacheControl('/api/upcoming')).toEqual(['public, max-age=0, s-maxage=30', 'MISS']);
      expect(await cacheControl('/plain')).toEqual([SHARED_CACHE_CONTROL, 'MISS']);
      site.clock.now += 20_000;
      // Served from this process's copy, counted down: never a CDN's licence past the end.
      expect(await cacheControl('/events-page')).toEqual(['public, max-age=0, s-maxage=60, stale-while-revalidate=10', 'HIT']);
      expect(await cacheControl('/api/upcoming')).toEqual(['public, max-age=0, s-maxage=10', 'HIT']);
      expect((await cacheControl('/plain'))[0]).toBe(SHARED_CACHE_CONTROL);
      site.clock.now += 50_000;
      // 20 s before the page's end: fresh for those 20 s at most, then not served stale.
      expect((await cacheControl('/events-page'))[0]).toBe('public, max-age=0, s-maxage=20, stale-while-revalidate=0');
    } finally {
      await site.close();
    }
  });
});
