/**
 * A list already on screen whose reading again failed: it stays, with a word and a way to try
 * again. Lists show their error in place of their data only when they never had any
 * (`isLoadingError`): after a save that got no answer every list on the page is read again
 * (lib/query-client.ts), and on a phone whose link is dead while it still counts as online that
 * read failed too, and replaced the learner's enrollments, payment code and the reference being
 * typed with "Failed to load" until a reload (probe 74, F2).
 */
interface RereadQuery {
  isRefetchError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export function RefreshFailed({ query }: { query: RereadQuery }) {
  if (!query.isRefetchError) return null;
  return (
    <p role="status" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
      Could not read this again from the site (you may be offline), so it may be out of date.{' '}
      <button
        type="button"
        className="font-medium underline disabled:opacity-60"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {query.isFetching ? 'Trying again…' : 'Try again'}
      </button>
    </p>
  );
}
