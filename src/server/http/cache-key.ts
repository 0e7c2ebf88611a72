import { SEARCH_QUERY_PARAMETERS } from '../../shared/search-kinds';
/**
 * What identifies a cached answer. Only the query parameters that some cached route actually reads
 * are part of the key (and of the URL the app sees on that path), so `/?bust=N` is the entry of `/`
 * instead of a fresh render per N. A URL that carries a token (password reset, unsubscribe) is
 * personal: it is never served from nor stored in the shared cache.
 */

/**
 * Every query parameter a cached route reads, in one place:
 * - pages: `/auth` (tab, intent, courseId, redirect), `/profile` (enroll: the anonymous visitor is
 *   sent on to /auth with it), `/dashboard` (tab);
 * - REST: `/api/events?upcoming=true`;
 * - search: `/search?q=` and `/api/search?q=&limit=` (SEARCH_QUERY_PARAMETERS in shared/search-kinds.ts);
 * - tRPC GET reads: `input` and `batch`.
 * A new route that reads another parameter must add it here, or the cache drops it before the app.
 */
export const CACHE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'tab',
  'intent',
  'courseId',
  'redirect',
  'enroll',
  'upcoming',
  'input',
  'batch',
  ...SEARCH_QUERY_PARAMETERS['/search'],
  ...SEARCH_QUERY_PARAMETERS['/api/search'],
]);

/** A parameter whose name mentions a token marks the URL as personal (reset and unsubscribe links). */
const PERSONAL_PARAM = /token/i;

export type CacheTarget =
  | { cacheable: false }
  /** `url` is the path with only the known parameters, in their original order: the key and what the app renders. */
  | { cacheable: true; url: string };

export function cacheTarget(rawUrl: string): CacheTarget {
  const queryStart = rawUrl.indexOf('?');
  if (queryStart === -1) return { cacheable: true, url: rawUrl };
  const path = rawUrl.slice(0, queryStart);
  const params = new URLSearchParams(rawUrl.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (PERSONAL_PARAM.test(name)) return { cacheable: false };
    if (CACHE_QUERY_PARAMS.has(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return { cacheable: true, url: query ? `${path}?${query}` : path };
}
