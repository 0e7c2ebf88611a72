/**
 * Which cache tags an answer depends on, from its path. A write empties only the entries that
 * depend on a tag it declares (cache-tags.ts), so the mapping errs on the side of more tags: a path
 * it does not know depends on everything.
 */
import { CACHE_TAGS, type CacheTag } from './cache-tags';

const EVERYTHING: readonly CacheTag[] = CACHE_TAGS;

/** tRPC router name -> tags of its reads. Content pages include policies read from the settings. */
const ROUTER_TAGS: Record<string, readonly CacheTag[]> = {
  blog: ['blog'],
  courses: ['courses'],
  events: ['events', 'settings'],
  // The frame's settings say whether sample courses, events or articles remain (issue 28).
  settings: ['settings', 'courses', 'events', 'blog'],
  content: ['content', 'settings'],
};

/** REST read path prefix (after /api) -> tags. */
const REST_TAGS: [RegExp, readonly CacheTag[]][] = [
  [/^\/blog-posts(\/|$)/, ROUTER_TAGS.blog!],
  [/^\/courses(\/|$)/, ROUTER_TAGS.courses!],
  // The calendar file carries the organiser's name from the settings.
  [/^\/events(\/|$)/, ROUTER_TAGS.events!],
  // GET /api/settings carries no demo flag (only the frame's settings.site does): settings alone.
  [/^\/settings(\/|$)/, ['settings']],
  [/^\/content(\/|$)/, ROUTER_TAGS.content!],
  // The API description changes only with a deploy.
  [/^\/openapi\.json$/, []],
];

/** The tags of the answer at `path` (no query). Pages, the feed and the sitemap show everything. */
export function cacheTagsFor(path: string): readonly CacheTag[] {
  if (path.startsWith('/api/')) {
    const rest = path.slice('/api'.length);
    return REST_TAGS.find(([pattern]) => pattern.test(rest))?.[1] ?? EVERYTHING;
  }
  if (path.startsWith('/trpc/')) {
    // A batch is "/trpc/blog.list,settings.site": the union of its procedures' tags.
    const tags = new Set<CacheTag>();
    let procedures: string[];
    try {
      procedures = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
    } catch {
      return EVERYTHING; // a malformed escape: not a procedure this mapping knows
    }
    for (const procedure of procedures) {
      const known = ROUTER_TAGS[procedure.split('.')[0] ?? ''];
      if (!known) return EVERYTHING;
      known.forEach((tag) => tags.add(tag));
    }
    return [...tags];
  }
  return EVERYTHING;
}
