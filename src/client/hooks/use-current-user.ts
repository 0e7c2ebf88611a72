import { trpc } from '../trpc';

/** The signed-in user or null. Prefetched by the root route, so there is no loading flash. */
export function useCurrentUser() {
  const { data } = trpc.auth.current.useQuery();
  return data ?? null;
}

export function useSettings() {
  return trpc.settings.site.useQuery().data;
}
