import { TRPCClientError } from '@trpc/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Show the server's field issues (`error.data.issues`) under the matching fields. */
export function applyServerIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (!(error instanceof TRPCClientError)) return;
  const issues = (error.data as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  for (const issue of issues) {
    if (issue.path) setError(issue.path as Path<T>, { type: 'server', message: issue.message });
  }
}
