/**
 * Whether a route match is showing the not-found page: a loader's `notFound()` sets its status; a
 * path no route matches is marked only by `_notFound`, a field TanStack Router declares on its
 * route matches but names as internal (no public flag says "this is the global not-found page").
 * Kept in shared code, the one place that reads it, because the client bundle cannot import
 * src/server/library-internals.ts, where the other internals are listed.
 * If an upgrade drops it, the type check fails, and so do library-internals.test.ts and
 * ssr/pages.http.test.ts (the 404 page's own title).
 */
export function showsNotFound(match: { status: string; _notFound?: boolean }): boolean {
  return match.status === 'notFound' || match._notFound === true;
}
