/**
 * Facts about a route, declared on the route itself (TanStack Router `staticData`), read by the
 * server renderer and by the HTTP layer in front of it (docs/decisions/2026-11-25-route-facts.md).
 * Runs on both sides: nothing here may import the server.
 *
 * - `hydrate`: 'islands' pages are HTML with a few interactive parts that hydrate one by one
 *   (docs/decisions/2026-11-23-islands.md): no router, query cache or page code is downloaded.
 *   'app' pages (the signed-in workspaces, the e-mailed token pages) hydrate the whole app.
 * - `query`: the query parameters the route reads. They are the only ones that reach its render
 *   and key its cached answer; every other parameter is dropped before both.
 * - `access`: who may see it. The route's own guard (beforeLoad) enforces it; the fact says it.
 * - `isolateOpener`: the page takes credentials, so it is cut off from a cross-origin opener
 *   (COOP) even for an anonymous visitor. Anonymous visits to other public island pages are not.
 */
import type { AnyRoute, StaticDataRouteOption } from '@tanstack/react-router';

export type Hydration = 'islands' | 'app';
export type Audience = 'public' | 'signed-in' | 'admin';

declare module '@tanstack/react-router' {
  // Required fields: TanStack then makes `staticData` itself a required option of every route.
  interface StaticDataRouteOption {
    hydrate: Hydration;
    query: readonly string[];
    access: Audience;
    isolateOpener?: true;
  }
}

export type RouteFacts = StaticDataRouteOption;

/** A router's route matching, as much of it as this module needs (RouterCore's public API). */
interface RouteMatcher {
  getMatchedRoutes: (pathname: string) => readonly [ReadonlyArray<AnyRoute>, Record<string, string>, AnyRoute | undefined];
}

/**
 * The facts of the route that answers `pathname` (decoded, as the router matches it): the deepest
 * matched route's, or the root route's when nothing matches (the not-found page).
 */
export function factsOfPath(router: RouteMatcher, pathname: string): RouteFacts {
  const [branch, , found] = router.getMatchedRoutes(pathname);
  const route = found ?? branch[branch.length - 1];
  return route?.options.staticData ?? UNDECLARED;
}

/** What a route that declared nothing would get: the most conservative facts (never reached: a test requires facts on every route). */
const UNDECLARED: RouteFacts = { hydrate: 'islands', query: [], access: 'admin', isolateOpener: true };
