import type { ReactNode } from 'react';
import { RefreshFailed } from './refresh-failed';
import { Spinner } from './spinner';

/** What QueryState reads of a TanStack (or tRPC) query. */
interface ShownQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isRefetchError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A list or panel read from the site, in its three states: loading (a spinner with `loading` for
 * screen readers), failed before it ever had data (`failed`, as an alert), and shown (`children`
 * with the data, or `empty` for an empty list). A list that has data keeps it when reading it again fails, with RefreshFailed's
 * word and Try again above it: one place for that rule, so no list can show "Failed to load" over
 * what was on screen (probe 74, F2). A query with no data once it is no longer pending has
 * failed: TanStack Query never resolves a query to `undefined`.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  failedClassName = '',
  empty,
  children,
}: {
  query: ShownQuery<T>;
  loading: string;
  failed: ReactNode;
  /** Spacing for the failure's line where its place needs it. */
  failedClassName?: string;
  /** Shown instead of `children` when the data is an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <RefreshFailed query={query} />
      {query.isPending ? (
        <Spinner label={loading} />
      ) : query.data === undefined ? (
        <p role="alert" className={`text-red-600 dark:text-red-400 ${failedClassName}`.trim()}>
          {failed}
        </p>
      ) : empty !== undefined && Array.isArray(query.data) && query.data.length === 0 ? (
        empty
      ) : (
        children(query.data)
      )}
    </>
  );
}
