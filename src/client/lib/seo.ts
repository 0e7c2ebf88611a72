import { shareImagePath } from '../../shared/share-image';

/** Head tags for pages that are shared on WhatsApp and Facebook: title, description, canonical, OG, Twitter. */
export interface SeoInput {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  siteName: string;
  type?: 'website' | 'article';
  image?: string | null;
  publishedTime?: string;
  modifiedTime?: string;
}

export function seoMeta(s: SeoInput) {
  const meta = [
    { title: s.title },
    { name: 'description', content: s.description },
    { property: 'og:title', content: s.title },
    { property: 'og:description', content: s.description },
    { property: 'og:type', content: s.type ?? 'website' },
    { property: 'og:url', content: s.url },
    { property: 'og:site_name', content: s.siteName },
    { name: 'twitter:card', content: s.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: s.title },
    { name: 'twitter:description', content: s.description },
  ];
  if (s.image) meta.push({ property: 'og:image', content: s.image }, { name: 'twitter:image', content: s.image });
  if (s.publishedTime) meta.push({ property: 'article:published_time', content: s.publishedTime });
  if (s.modifiedTime) meta.push({ property: 'article:modified_time', content: s.modifiedTime });
  return { meta, links: [{ rel: 'canonical', href: s.url }] };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so it cannot close the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** An absolute URL for a possibly relative one. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * The share preview of a long reading page (lesson, guide, security topic, the Act summary, a
 * community article): WhatsApp and Facebook show its title, description and its drawn preview image.
 */
export function readingPageSeo(
  settings: { siteUrl: string; companyName: string } | undefined,
  page: { title: string; description: string; path: string },
) {
  if (!settings) return { meta: [{ title: page.title }, { name: 'description', content: page.description }] };
  return seoMeta({
    title: page.title,
    description: page.description,
    url: absoluteUrl(settings.siteUrl, page.path),
    siteName: settings.companyName,
    type: 'article',
    // The page's own drawn preview (its title on the site's colours), not the bare icon.
    image: absoluteUrl(settings.siteUrl, shareImagePath(page.path)),
  });
}
