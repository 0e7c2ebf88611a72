/**
 * What makes a source link one a reader can follow (issue 28): it opens the page that states the
 * claim, not a site's home page or an index of pages (news lists, press-release lists, a
 * legislation list). Used by the content tests for the markdown pages and for the sources of the
 * data-driven pages (comparison tables, the /security index).
 */
import type { ContentSource } from './schema';

/** Last path segments that name a list of pages rather than one page. */
const INDEX_SEGMENTS = new Set([
  'news',
  'press-releases',
  'press-release',
  'pr',
  'media',
  'blog',
  'blogs',
  'publications',
  'legislation',
  'laws',
  'ask-cfpb',
  'announcements',
  'search',
]);

/** Why a URL is not a page a reader can check a claim on, or undefined if it is one. */
export function indexLikeReason(url: string): string | undefined {
  const { pathname, search } = new URL(url);
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 && search === '') return 'a bare domain (home page)';
  const last = segments.at(-1)?.toLowerCase();
  if (last && INDEX_SEGMENTS.has(last)) return `an index page (/${last})`;
  return undefined;
}

/** The first source that is a bare domain or an index page, with the reason, or undefined. */
export function findIndexLikeSource(sources: readonly ContentSource[]): string | undefined {
  for (const source of sources) {
    const reason = indexLikeReason(source.url);
    if (reason) return `${source.url}: ${reason}`;
  }
  return undefined;
}

/** The distinct sites (host names without www.) a list of sources comes from. */
export function hostsOf(sources: readonly ContentSource[]): Set<string> {
  return new Set(sources.map((s) => new URL(s.url).hostname.replace(/^www\./, '')));
}
