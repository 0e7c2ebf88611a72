/**
 * Open Graph and Twitter card tags for every page that does not write its own: taken from the
 * page's resolved title and description, with the page's generated preview image
 * (shared/share-image.ts) when the page names no image of its own (an article with a cover does).
 * Rendered in <head> after the router's tags, so a page's own og:* tags always win. Public pages
 * only (the route's `access` fact).
 * A page without a canonical link of its own (seoMeta writes one) gets one here, the same address
 * as its og:url: without it /contact?utm_source=x was a second copy of /contact to a search engine
 * (probe 29, F5).
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { shareImagePath } from '../../shared/share-image';
import { absoluteUrl } from './seo';
import { showsNotFound } from '../../shared/not-found-match';

type Meta = { title?: string; name?: string; property?: string; content?: string };
type Link = { rel?: string; href?: string };

/** The last value the matched routes give a tag (child routes override their parents, as the router does). */
function lastValue(metas: Meta[], key: 'title' | string): string | undefined {
  for (let i = metas.length - 1; i >= 0; i--) {
    const m = metas[i]!;
    if (key === 'title' ? m.title : m.name === key || m.property === key) return key === 'title' ? m.title : m.content;
  }
  return undefined;
}

export function ShareTags({ siteUrl, siteName }: { siteUrl: string | undefined; siteName: string }) {
  const nonce = useRouter().options.ssr?.nonce;
  const {
    metas,
    links,
    pathname,
    notFound,
    private: isPrivate,
  } = useRouterState({
    select: (s) => ({
      metas: s.matches.flatMap((m) => (m.meta ?? []) as Meta[]).filter(Boolean),
      links: s.matches.flatMap((m) => (m.links ?? []) as Link[]).filter(Boolean),
      pathname: s.location.pathname,
      notFound: s.matches.some(showsNotFound),
      // Signed-in and admin pages are never shared (nor seen by a link preview): no tags, and no
      // preview image, which exists only for public pages (the probe of 2026-11-29 found 404s).
      private: s.matches.some((m) => m.staticData.access !== undefined && m.staticData.access !== 'public'),
    }),
    structuralSharing: true,
  });
  if (!siteUrl || notFound || isPrivate) return null;
  const has = (key: string) => metas.some((m) => m.name === key || m.property === key);
  const title = lastValue(metas, 'og:title') ?? lastValue(metas, 'title') ?? siteName;
  const description = lastValue(metas, 'og:description') ?? lastValue(metas, 'description') ?? '';
  const image = lastValue(metas, 'og:image') ?? absoluteUrl(siteUrl, shareImagePath(pathname));
  // The page's own address (seoMeta's og:url and canonical), else its path without the query
  // string: every ?utm_source=… copy names the one page.
  const ownCanonical = links.find((l) => l.rel === 'canonical')?.href;
  const url = lastValue(metas, 'og:url') ?? ownCanonical ?? absoluteUrl(siteUrl, pathname);
  const tags: Array<[attribute: 'name' | 'property', key: string, value: string]> = [
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:url', url],
    ['property', 'og:site_name', siteName],
    ['property', 'og:image', image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return (
    <>
      {tags
        .filter(([, key]) => !has(key))
        .map(([attribute, key, value]) => (
          <meta key={key} {...{ [attribute]: key }} content={value} nonce={nonce} />
        ))}
      {ownCanonical ? null : <link rel="canonical" href={url} nonce={nonce} />}
    </>
  );
}
