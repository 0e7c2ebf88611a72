import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { isStaleSave, saveFailureMessage } from '../../lib/edit-conflict';
import { applyServerIssues } from '../../lib/server-issues';
import { trpc } from '../../trpc';
import { toast } from '../toast/toast-store';

export const savedToast = (section: string) =>
  toast({ title: 'Settings updated', description: `${section} settings have been updated successfully.` });

/**
 * A settings form's refused save. Refused as stale (another admin saved first), the settings are
 * read again: the form keeps what was typed and shows their values elsewhere (lib/edit-conflict.ts),
 * with the version the next save is judged against.
 */
export function useSettingsSaveFailure() {
  const utils = trpc.useUtils();
  /** With the form's `setError`, a refusal that names a field (a wrong password, a rule) is said there too. */
  return <T extends FieldValues>(error: unknown, setError?: UseFormSetError<T>) => {
    if (setError) applyServerIssues(error, setError);
    if (isStaleSave(error)) void Promise.all([utils.settings.admin.invalidate(), utils.settings.site.invalidate()]);
    toast({ title: 'Failed to update settings', description: saveFailureMessage(error, 'Please try again.'), variant: 'destructive' });
  };
}
