/**
 * One router factory for both sides. The server passes a tRPC client that calls procedures
 * in-process; the browser passes one that calls /trpc. A fresh QueryClient per router, so
 * nothing leaks between server requests.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../server/routers/_app';
import { ClientNavigationContext } from './components/app-link';
import { DefaultPending } from './components/spinner';
import { RouteError } from './components/route-error';
import { IslandsServerContext, type IslandsServer } from './islands/server-context';
import { LowDataContext } from './lib/low-data-context';
import { createQueryClient } from './lib/query-client';
import { parseSearch, stringifySearch } from './lib/query-values';
import { routeTree } from './routeTree.gen';
import { trpc } from './trpc';
import { FORM_FLASH_QUERY_KEY, type FormFlash } from '../shared/form-flash';

export function createAppRouter(
  trpcClient: TRPCClient<AppRouter>,
  opts: { nonce?: string; islands?: IslandsServer; flash?: FormFlash; lowData?: boolean } = {},
) {
  const queryClient = createQueryClient();
  // In the query cache, so whole-app pages get it in their dehydrated state like any other data.
  if (opts.flash) queryClient.setQueryData(FORM_FLASH_QUERY_KEY, opts.flash);
  const trpcUtils = createTRPCQueryUtils({ client: trpcClient, queryClient });
  const navigate = (href: string) => void router.navigate({ href });
  const router = createRouter({
    routeTree,
    // One spelling per page: `/Education` is not `/education` (our links and slugs are lower case;
    // parameters such as a certificate's code keep their case). Matched case-blind, each spelling
    // was a render and an entry of its own in the answer cache.
    caseSensitive: true,
    // The query's values are the text sent (lib/query-values.ts).
    parseSearch,
    stringifySearch,
    context: { queryClient, trpc: trpcUtils, trpcClient },
    defaultPreloadStaleTime: 0,
    // Low-data mode: nothing is downloaded before the reader asks for it.
    defaultPreload: opts.lowData ? false : 'intent',
    defaultPendingComponent: DefaultPending,
    // Inside the frame, and out of a session that changed under the page (components/route-error.tsx).
    defaultErrorComponent: RouteError,
    // Island pages have no client router to restore scroll positions: the browser does it.
    scrollRestoration: opts.islands ? false : restoreScrollAfterHydration(),
    ssr: opts.nonce ? { nonce: opts.nonce } : undefined,
    Wrap: ({ children }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <IslandsServerContext.Provider value={opts.islands ?? null}>
            <LowDataContext.Provider value={opts.lowData ?? false}>
              <ClientNavigationContext.Provider value={navigate}>{children}</ClientNavigationContext.Provider>
            </LowDataContext.Provider>
          </IslandsServerContext.Provider>
        </QueryClientProvider>
      </trpc.Provider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

/**
 * The router's scroll restoration, except on the render that hydrates the server's page. There the
 * router scrolled the window back to the top, and on a slow phone the reader has often scrolled
 * before the code arrived: the page jumped under their finger, and a tap aimed at a button landed on
 * whatever the jump brought there (a lost Enroll in the e2e runs of 2026-11-27). The browser has
 * already put a first load where it belongs (at the top, or at its #hash).
 */
function restoreScrollAfterHydration() {
  let hydrated = false;
  return () => {
    if (hydrated) return true;
    hydrated = true;
    return false;
  };
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;
export type RouterContext = {
  queryClient: QueryClient;
  trpc: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
  /** Calls that must not go through the query cache (lib/session-check.ts). */
  trpcClient: TRPCClient<AppRouter>;
};

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
