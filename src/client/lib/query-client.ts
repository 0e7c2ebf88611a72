import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: data never goes stale, no refetch on focus, no polling, no retries. A save tried
 * offline fails at once (networkMode 'always') and its form says so, keeping what was typed: by
 * default TanStack paused it, and the button sat on "Sending..." with no word for as long as the
 * phone was offline (probe of 2026-11-29; a learner who closed the tab lost the message unknowing).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
