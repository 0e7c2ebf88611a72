/**
 * Sharing (issue 26, item 5): every public page carries Open Graph and Twitter card tags with a
 * preview image, and /og/<path>.png draws that image for pages without a cover. The page list is
 * the site's own (content/public-routes.ts, what the sitemap lists), so a new page is checked too.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../../content/public-routes';
import { demoPosts } from '../db/seed-data';
import { seededSiteForFile } from '../../../test/seeded-site';
import { createClient, signedInClient } from '../../../test/http';
import { shareImagePath } from '../../shared/share-image';

const site = seededSiteForFile({ seedDemo: true });
const pages = [...publicRoutes, `/news/${demoPosts[0]!.slug}`];

function meta(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

describe('share previews', () => {
  it.each(pages)('%s has Open Graph and Twitter card tags, each once', async (path) => {
    const res = await createClient(site.server.baseUrl).get(path);
    expect(res.status).toBe(200);
    const html = res.text;
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:site_name', 'og:type'])
      expect(meta(html, 'property', key), `${path} ${key}`).toBeTruthy();
    for (const key of ['twitter:card', 'twitter:title', 'twitter:image']) expect(meta(html, 'name', key), `${path} ${key}`).toBeTruthy();
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
    expect(meta(html, 'property', 'og:url')).toBe(`${site.server.baseUrl}${path}`);
    // No cover on these pages: the drawn preview of this very page.
    if (!path.startsWith('/news/')) expect(meta(html, 'property', 'og:image')).toBe(`${site.server.baseUrl}${shareImagePath(path)}`);
  });

  it('signed-in and admin pages carry no share tags (their preview images do not exist)', async () => {
    // Found by the probe of 2026-11-29: /profile, /account, /dashboard and /admin pointed og:image at a 404.
    const learner = await signedInClient(site.server.baseUrl, site.database.db, 'user');
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    for (const [client, path] of [
      [learner, '/profile'],
      [learner, '/account'],
      [admin, '/dashboard'],
      [admin, '/admin'],
      [admin, '/admin/users'],
    ] as const) {
      const html = (await client.get(path)).text;
      expect(html, path).toContain('</head>');
      expect(html, path).not.toMatch(/property="og:|name="twitter:/);
    }
  });

  it("a preview is drawn in the site's own colours, and redrawn when they change (probe 24, D4)", async () => {
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    const pixel = async (x: number, y: number) => {
      const res = await fetch(site.server.baseUrl + shareImagePath('/legal'));
      expect(res.status).toBe(200);
      const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + 3)].map((c) => c.toString(16).padStart(2, '0')).join('');
    };
    const current = (await admin.get('/api/admin/settings')).json as unknown as { appearance: Record<string, unknown> };
    for (const [primary, secondary] of [
      ['#1e3a8a', '#7c2d12'],
      ['#14532d', '#312e81'],
    ] as const) {
      const saved = await admin.put('/api/admin/settings/appearance', {
        ...((await admin.get('/api/admin/settings')).json as unknown as { appearance: Record<string, unknown> }).appearance,
        primaryColor: primary,
        secondaryColor: secondary,
      });
      expect(saved.status, saved.text).toBe(200);
      expect(await pixel(10, 300)).toBe(primary.slice(1));
      expect(await pixel(600, 625)).toBe(secondary.slice(1));
    }
    await admin.put('/api/admin/settings/appearance', {
      ...((await admin.get('/api/admin/settings')).json as unknown as { appearance: Record<string, unknown> }).appearance,
      primaryColor: current.appearance.primaryColor,
      secondaryColor: current.appearance.secondaryColor,
    });
  });

  it('a preview follows its page at once: none before it is published, redrawn when retitled, gone when deleted (probe of 2026-11-29)', async () => {
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    const slug = `preview-follows-${Date.now()}`;
    const image = async () => {
      const res = await fetch(site.server.baseUrl + shareImagePath(`/news/${slug}`));
      return { status: res.status, cache: res.headers.get('x-cache'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    // Asked for before the article exists (a guessable slug): a 404 that must not outlive its publication.
    expect((await image()).status).toBe(404);
    const post = {
      title: 'A preview headline',
      slug,
      content: 'Content long enough.',
      excerpt: 'An excerpt long enough.',
      published: true,
    };
    const created = await admin.post('/api/blog-posts', post);
    expect(created.status, created.text).toBe(201);
    const drawn = await image();
    expect(drawn.status).toBe(200);
    // Kept in the one answer cache, under its rule.
    const again = await image();
    expect([again.cache, again.bytes.equals(drawn.bytes)]).toEqual(['HIT', true]);
    expect((await admin.put(`/api/blog-posts/${String(created.json.id)}`, { ...post, title: 'Another headline entirely' })).status).toBe(
      200,
    );
    const retitled = await image();
    expect([retitled.status, retitled.cache, retitled.bytes.equals(drawn.bytes)]).toEqual([200, null, false]);
    expect((await admin.delete(`/api/blog-posts/${String(created.json.id)}`)).status).toBe(200);
    expect((await image()).status).toBe(404);
  });

  it.each(['/', '/education', '/legal', '/guides/binance', `/news/${demoPosts[0]!.slug}`])(
    'the preview image of %s is a 1200x630 PNG of a sane size, cached publicly',
    async (path) => {
      const res = await fetch(site.server.baseUrl + shareImagePath(path));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toContain('public');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeGreaterThan(5_000);
      expect(body.length).toBeLessThan(120_000);
      const info = await sharp(body).metadata();
      expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
    },
  );

  it.each([
    '/og/admin.png',
    '/og/dashboard.png',
    '/og/profile.png',
    '/og/news/no-such-article.png',
    '/og/guides/no-such-guide.png',
    '/og/Education.png',
    '/og/%2e%2e/%2e%2e/etc/passwd.png',
    '/og/..%2f..%2fetc%2fpasswd.png',
    '/og/%00.png',
    '/og/education.png%00',
    '/og/' + 'a/'.repeat(40) + 'x.png',
    '/og/' + 'x'.repeat(3000) + '.png',
    '/og/<script>.png',
    '/og/-.png',
  ])("%s is a 404 (with a NUL in it, the edge's 400), never a 500", async (path) => {
    const res = await createClient(site.server.baseUrl).get(path);
    expect(res.status).toBe(path.includes('%00') ? 400 : 404);
    expect(res.headers.get('content-type')).not.toContain('image/png');
  });
});
