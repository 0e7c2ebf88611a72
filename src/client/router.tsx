/**
 * One router factory for both sides. The server passes a tRPC client that calls procedures
 * in-process; the browser passes one that calls /trpc. A fresh QueryClient per router, so
 * nothing leaks between server requests.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../server/routers/_app';
import { DefaultPending } from './components/spinner';
import { routeTree } from './routeTree.gen';
import { trpc } from './trpc';

export function createQueryClient() {
  // Spec section 7: data never goes stale, no refetch on focus, no polling, no retries.
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

export function createAppRouter(trpcClient: TRPCClient<AppRouter>, opts: { nonce?: string } = {}) {
  const queryClient = createQueryClient();
  const trpcUtils = createTRPCQueryUtils({ client: trpcClient, queryClient });
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc: trpcUtils },
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    defaultPendingComponent: DefaultPending,
    scrollRestoration: true,
    ssr: opts.nonce ? { nonce: opts.nonce } : undefined,
    Wrap: ({ children }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;
export type RouterContext = { queryClient: QueryClient; trpc: ReturnType<typeof createTRPCQueryUtils<AppRouter>> };

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
