import { TRPCClientError } from '@trpc/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Show the server's field issues (`error.data.issues`: a schema's messages, a taken username or
 * email) under the matching fields, and move focus to the first of them, so the reader is taken
 * to what needs fixing rather than left with a toast. Returns whether any field was marked.
 */
export function applyServerIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const issues = (error.data as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  let marked = false;
  for (const issue of issues) {
    if (!issue.path) continue;
    setError(issue.path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
