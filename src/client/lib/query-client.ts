import { MutationCache, QueryClient } from '@tanstack/react-query';
import { gotNoAnswer, isRefusalByTheData } from './trpc-errors';

/**
 * Spec section 7: data never goes stale, no refetch on focus, no polling, no retries. A save tried
 * offline fails at once (networkMode 'always') and its form says so, keeping what was typed: by
 * default TanStack paused it, and the button sat on "Sending..." with no word for as long as the
 * phone was offline (probe of 2026-11-29; a learner who closed the tab lost the message unknowing).
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false, networkMode: 'always' },
    },
    // A change refused because the data moved on (an enrollment decided meanwhile, a course enrolled
    // in from another tab, a payment method switched off) means the page shows what is no longer
    // true: everything on it is read again, whichever form was refused. Each form only refetched
    // on success, and the learner was told "already decided" beside a card still saying Pending
    // (probe 32, F1). Here, so no form has to remember it.
    mutationCache: new MutationCache({
      // A change can show on any page: a count on the dashboard, a row in another tab, a list the
      // admin saw before. Each form refetched only its own list, and the workspace kept showing
      // sample courses just removed, a dashboard count from before a delete, Approve on a course
      // just withdrawn, until a reload (probe 66, F1-F3). Here, so no form has to remember it:
      // what is on screen is read again now, and what is not is dropped, so the page that next
      // shows it reads it first (its loader finds nothing cached) instead of showing the old copy.
      onSuccess: () => {
        client.removeQueries({ type: 'inactive' });
        void client.invalidateQueries();
      },
      // No answer at all: the change may have been stored (probe 68, F1), so what is on screen is
      // read again too, once the site answers (reads wait while the browser is offline).
      onError: (error) => {
        if (isRefusalByTheData(error) || gotNoAnswer(error)) void client.invalidateQueries();
      },
    }),
  });
  return client;
}
