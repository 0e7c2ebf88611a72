/**
 * Probe 29, F2, F3, F5 and F6 over HTTP: a guide page never takes its title from the address and
 * never answers a 500 for a long one (an unwritten banking-{product} guide is generic and not indexed), every page in the sitemap names one canonical
 * address, and the policy pages and the news 404 describe themselves, not the home page.
 */
import { describe, expect, it } from 'vitest';
import { findContentPage, guideCards } from '../../content';
import { createClient } from '../../../test/http';
import { seededSiteForFile } from '../../../test/seeded-site';

const site = seededSiteForFile({ seedDemo: true });

const decode = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
const h1 = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]!));
const canonicals = (html: string) =>
  [...html.matchAll(/<link [^>]*rel="canonical"[^>]*>/g)].map((m) => decode(/href="([^"]*)"/.exec(m[0])?.[1] ?? ''));

async function companyName() {
  const settings = (await createClient(site.server.baseUrl).get('/api/settings')).json as unknown as { companyName: string };
  return settings.companyName;
}

describe('guide pages (probe 29, F2 and F3)', () => {
  it('an address too long to be a banking-{product} guide is the 404 page, never a 500', async () => {
    const client = createClient(site.server.baseUrl);
    for (const slug of [`banking-${'a'.repeat(94)}`, `banking-${'ab-'.repeat(40)}ab`, 'x'.repeat(400)]) {
      const res = await client.get(`/guides/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(h1(res.text), slug).toBe('Guide Not Found');
      expect(metaContent(res.text, 'description'), slug).toEqual(["The guide you're looking for doesn't exist or has been moved."]);
    }
  });

  it('a banking-{product} guide not written yet shows the notice (spec) under a generic name, never one from its address, and is not indexed', async () => {
    const client = createClient(site.server.baseUrl);
    for (const slug of ['banking-send-your-seed-phrase-to-support-on-whatsapp', 'banking-foo', 'banking-first-national']) {
      const res = await client.get(`/guides/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(h1(res.text), slug).toBe('Banking Guide');
      expect(title(res.text), slug).toBe(`Banking Guide | Guides | ${await companyName()}`);
      expect(metaContent(res.text, 'og:title'), slug).toEqual([`Banking Guide | Guides | ${await companyName()}`]);
      expect(metaContent(res.text, 'robots'), slug).toEqual(['noindex']);
      expect(res.text, slug).toContain('This guide is under development.');
      expect(res.text, slug).not.toMatch(/Seed Phrase|Banking Foo|Banking First National/i);
    }
  });

  it('every guide file still answers 200, named by its own title (a written guide) or its card (a planned one)', async () => {
    const client = createClient(site.server.baseUrl);
    for (const card of guideCards) {
      const res = await client.get(card.url);
      expect(res.status, card.url).toBe(200);
      const named = card.planned ? card.title : findContentPage('guides', card.slug)?.title;
      expect(h1(res.text), card.url).toBe(named);
      expect(title(res.text), card.url).toBe(`${named} | Guides | ${await companyName()}`);
      expect(canonicals(res.text), card.url).toEqual([`${site.server.baseUrl}${card.url}`]);
      expect(metaContent(res.text, 'robots'), card.url).toEqual([]);
    }
  });
});

describe('canonical addresses (probe 29, F5)', () => {
  it('every page in the sitemap has exactly one canonical link, equal to its og:url, also when asked with a query string', async () => {
    const client = createClient(site.server.baseUrl);
    const sitemap = (await client.get('/sitemap.xml')).text;
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
    expect(urls.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const url of urls) {
      const path = url.slice(site.server.baseUrl.length) || '/';
      for (const asked of [path, `${path}?utm_source=x`]) {
        const res = await client.get(asked);
        expect(res.status, asked).toBe(200);
        // In <head>, where search engines and link previews read them.
        const head = res.text.slice(0, res.text.indexOf('</head>'));
        const found = canonicals(head);
        const ogUrl = metaContent(head, 'og:url');
        expect(canonicals(res.text), asked).toEqual(found);
        if (found.length !== 1 || found[0] !== url || ogUrl.length !== 1 || ogUrl[0] !== url) {
          wrong.push(`${asked}: canonical ${JSON.stringify(found)}, og:url ${JSON.stringify(ogUrl)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});

describe('descriptions of the policy pages and the news 404 (probe 29, F6)', () => {
  it('each has a description of its own, not the home page’s, and the news 404 title names the site', async () => {
    const client = createClient(site.server.baseUrl);
    const [homeDescription] = metaContent((await client.get('/')).text, 'description');
    expect(homeDescription).toBeTruthy();
    const seen = new Map<string, string>();
    for (const route of [
      '/disclaimer',
      '/terms-of-service',
      '/privacy-policy',
      '/cookie-policy',
      '/news/no-such-article',
      '/no-such-page',
    ]) {
      const html = (await client.get(route)).text;
      const descriptions = metaContent(html, 'description');
      expect(descriptions, route).toHaveLength(1);
      const [description] = descriptions;
      expect(description, route).not.toBe(homeDescription);
      expect(description, route).toBeTruthy();
      expect(seen.get(description!), `${route} repeats the description of ${seen.get(description!)}`).toBeUndefined();
      seen.set(description!, route);
    }
    for (const route of ['/disclaimer', '/terms-of-service', '/privacy-policy', '/cookie-policy']) {
      const html = (await client.get(route)).text;
      // The share preview says the same as the page's own description.
      expect(metaContent(html, 'og:description'), route).toEqual(metaContent(html, 'description'));
    }
    const missing = await client.get('/news/no-such-article');
    expect(missing.status).toBe(404);
    expect(title(missing.text)).toBe(`News Article Not Found | ${await companyName()}`);
  });
});
