/**
 * The one use of a TanStack Router internal in this codebase: a server render without hydration
 * output, for island pages (docs/decisions/2026-11-23-islands.md).
 *
 * TanStack Router 1.170 has no public option for a page that is never hydrated. Its request
 * contract (`ServerSsr`) has `disableHydration()`, documented as the way to "opt this request out
 * of hydration output entirely ... instead of dehydrate()", but marked framework-only, and
 * `createRequestHandler` always calls `dehydrate()` after loading. So, when the request's ServerSsr
 * is attached (the public `serverSsrLifecycle` hook), its `dehydrate` is answered by disabling
 * hydration instead. hydration-opt-out.test.tsx renders through `createRequestHandler` with and
 * without this and fails when an upgrade changes either side of it.
 */
import type { AnyRouter } from '@tanstack/react-router';

export function withoutHydration<TRouter extends AnyRouter>(router: TRouter): TRouter {
  router.serverSsrLifecycle = {
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        serverSsr.dehydrate = async () => serverSsr.disableHydration();
      },
    ],
  };
  return router;
}
