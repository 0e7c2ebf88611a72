import { guideCards } from '../../content';
import { describe, expect, it } from 'vitest';
import { createClient, signedInClient } from '../../../test/http';
import { demoPosts } from '../db/seed-data';
import { seededSiteForFile } from '../../../test/seeded-site';

const site = seededSiteForFile({ seedDemo: true });
const slug = demoPosts[0]!.slug;

describe('being found', () => {
  it('an article page carries its title, description, canonical, Open Graph, Twitter and NewsArticle JSON-LD', async () => {
    const res = await createClient(site.server.baseUrl).get(`/news/${slug}`);
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain(`<title>${demoPosts[0]!.title} | Dominica Crypto Education</title>`);
    expect(html).toMatch(/<meta name="description" content="A sample article [^"]*Dominica&#x27;s Virtual Asset Business Act/);
    expect(html).toContain(`<link rel="canonical" href="${site.server.baseUrl}/news/${slug}"`);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain(`<meta property="og:url" content="${site.server.baseUrl}/news/${slug}"`);
    expect(html).toContain('<meta name="twitter:card"');
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'NewsArticle', headline: demoPosts[0]!.title });
    expect(html).toContain('<h1');
    expect(html).toContain('Back to Crypto News');
    expect(html).toContain('Last updated on');
    expect(html).toContain('<h2>Who the Act is aimed at</h2>');
  });

  it('a missing article answers 404 with the not-found screen', async () => {
    const res = await createClient(site.server.baseUrl).get('/news/no-such-article');
    expect(res.status).toBe(404);
    expect(res.text).toContain('News Article Not Found');
    expect(res.text).toContain('Return to Community');
  });

  it('RSS, sitemap and robots list the published posts', async () => {
    const client = createClient(site.server.baseUrl);
    const rss = await client.get('/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    expect(rss.text).toContain('<rss version="2.0"');
    expect(rss.text).toContain(`${site.server.baseUrl}/news/${slug}`);
    const sitemap = await client.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${site.server.baseUrl}/news/${slug}</loc>`);
    expect(sitemap.text).toContain(`<loc>${site.server.baseUrl}/legal</loc>`);
    // Every guide /guides links to, under the slug it links to (issue 15).
    for (const guide of guideCards) expect(sitemap.text).toContain(`<loc>${site.server.baseUrl}/guides/${guide.slug}</loc>`);
    expect(sitemap.text).not.toContain('banking-first-national');
    const robots = await client.get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${site.server.baseUrl}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /admin');
  });

  it('an excerpt is text in the feed too: typed markup is escaped, never read as HTML by a feed reader (probe 34, N1)', async () => {
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    const created = await admin.post('/api/blog-posts', {
      title: 'Markup in an excerpt',
      slug: 'markup-in-an-excerpt',
      content: 'Body of the article, long enough.',
      excerpt: 'Tags like <img src=x onerror=alert(1)> & <b>bold</b> are shown as typed.',
      coverImage: '',
      published: true,
    });
    expect(created.status, created.text).toBe(201);
    const rss = (await createClient(site.server.baseUrl).get('/rss.xml')).text;
    expect(rss).toContain('Tags like &lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt; are shown as typed.');
    expect(rss).not.toContain('<img src=x');
  });

  it("an article's RSS guid is the same after its slug is renamed, and is no link (probe 41, F10)", async () => {
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    const article = {
      title: 'A post renamed in the feed',
      slug: 'feed-guid-before',
      content: 'Body of the article.',
      excerpt: 'An excerpt long enough.',
      published: true,
    };
    const created = await admin.post('/api/blog-posts', article);
    expect(created.status, created.text).toBe(201);
    const item = async (slug: string) => {
      const rss = (await createClient(site.server.baseUrl).get('/rss.xml')).text;
      const found = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!).find((x) => x.includes(`/news/${slug}</link>`));
      expect(found, `an item linking to /news/${slug}`).toBeDefined();
      return { guid: /<guid[^>]*>([^<]*)<\/guid>/.exec(found!)?.[1], permaLink: /<guid isPermaLink="([^"]*)"/.exec(found!)?.[1] };
    };
    const before = await item(article.slug);
    const host = new URL(site.server.baseUrl).hostname;
    expect(before).toEqual({ guid: `tag:${host},2026:news-post-${String(created.json.id)}`, permaLink: 'false' });

    const renamed = await admin.put(`/api/blog-posts/${String(created.json.id)}`, { ...article, slug: 'feed-guid-after' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await item('feed-guid-after')).toEqual(before);
  });

  it('the sitemap lists every course on offer, at once, and not one that is gone (probe 26, F8)', async () => {
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    const created = await admin.post('/api/courses', {
      title: 'A course to be found',
      description: 'A course description long enough.',
      level: 'Beginner',
      duration: '2 weeks',
      price: 2500,
      downloadUrl: 'https://example.com/found.zip',
    });
    expect(created.status, created.text).toBe(201);
    const loc = `<loc>${site.server.baseUrl}/courses/${String(created.json.id)}</loc>`;
    const sitemap = async () => (await createClient(site.server.baseUrl).get('/sitemap.xml')).text;
    expect(await sitemap()).toContain(loc);
    expect((await admin.delete(`/api/courses/${String(created.json.id)}`)).status).toBe(200);
    expect(await sitemap()).not.toContain(loc);
  });
});
