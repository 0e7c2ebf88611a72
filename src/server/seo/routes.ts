/** /rss.xml, /sitemap.xml and /robots.txt, so news is found and shared. */
import express, { type Request } from 'express';
import escapeHtml from 'escape-html';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import { asc, desc, eq, isNull } from 'drizzle-orm';
import { publicRoutes } from '../../content/public-routes';
import type { Db } from '../db/client';
import { blogPosts, courses } from '../db/schema';
import { readCompany, readSection } from '../services/settings';
// Text stored before the schemas dropped them may hold characters XML cannot (one made the feed unreadable).
import { withoutInvisible } from '../../shared/schemas/common';
import { dominicaYear } from '../../shared/dominica-time';

/**
 * An article's RSS guid (isPermaLink="false"): a tag URI (RFC 4151) from its id, never its
 * address. The address changes when an admin renames the slug, and feed readers then showed the
 * post again as new (probe 41, F10). Not an http URL, so nothing takes it for a link; the host
 * only names the site, and the year is fixed, as the scheme asks.
 */
function newsGuid(siteUrl: string, postId: number): string {
  return `tag:${new URL(siteUrl).hostname},2026:news-post-${String(postId)}`;
}

export function createSeoRouter(opts: { db: Db; publicUrl?: string }) {
  const seo = express.Router({ caseSensitive: true });
  const siteUrl = (req: Request) => opts.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

  const publishedPosts = () =>
    opts.db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(100);

  seo.get('/rss.xml', async (req, res, next) => {
    try {
      const base = siteUrl(req);
      const [company, content, posts] = await Promise.all([readCompany(opts.db), readSection(opts.db, 'content'), publishedPosts()]);
      const feed = new Feed({
        title: `${company.companyName}: Crypto News`,
        description: content.homepageDescription,
        id: `${base}/community`,
        link: `${base}/community`,
        language: 'en',
        copyright: `© ${dominicaYear()} ${company.companyName}`,
        updated: posts[0]?.updatedAt ?? new Date(),
        feedLinks: { rss: `${base}/rss.xml` },
      });
      for (const post of posts) {
        feed.addItem({
          title: post.title,
          id: newsGuid(base, post.id),
          link: `${base}/news/${post.slug}`,
          // An excerpt is plain text (the site shows it as text); a feed's description is HTML to
          // its readers, so what an admin typed as `<b>` reads as `<b>`, not bold or a tag (probe 34, N1).
          description: escapeHtml(post.excerpt),
          date: post.publishedAt ?? post.updatedAt,
        });
      }
      res.type('application/rss+xml; charset=utf-8').set('Cache-Control', 'public, max-age=300').send(withoutInvisible(feed.rss2()));
    } catch (err) {
      next(err);
    }
  });

  seo.get('/sitemap.xml', async (req, res, next) => {
    try {
      const stream = new SitemapStream({ hostname: siteUrl(req) });
      for (const route of publicRoutes.filter((r) => r !== '/auth'))
        stream.write({ url: route, changefreq: route === '/' ? 'daily' : 'weekly' });
      for (const post of await publishedPosts()) stream.write({ url: `/news/${post.slug}`, lastmod: post.updatedAt.toISOString() });
      // The courses on offer: what the operator most wants found (probe 26, F8). Archived ones are not.
      const offered = await opts.db
        .select({ id: courses.id, updatedAt: courses.updatedAt })
        .from(courses)
        .where(isNull(courses.archivedAt))
        .orderBy(asc(courses.id));
      for (const course of offered) stream.write({ url: `/courses/${course.id}`, lastmod: course.updatedAt.toISOString() });
      stream.end();
      const xml = await streamToPromise(stream);
      res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=300').send(xml.toString());
    } catch (err) {
      next(err);
    }
  });

  seo.get('/robots.txt', (req, res) => {
    const base = siteUrl(req);
    res
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /dashboard',
          'Disallow: /profile',
          'Disallow: /account',
          'Disallow: /api/',
          'Disallow: /trpc/',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  return seo;
}
