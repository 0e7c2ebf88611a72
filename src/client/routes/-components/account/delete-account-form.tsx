import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ACCOUNT_DELETED_PATH,
  deleteAccountFormSchema,
  OWN_ADMIN_DELETE_MESSAGE,
  type DeleteAccountFormInput,
} from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { FormName, FormNotice } from '../../../components/ui/form-notice';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { flashFieldError, useFormFlash } from '../../../lib/form-flash';
import { trpc } from '../../../trpc';
import { flashAutoFocus, showServerError, useFocusFirstFlashError, withFieldMessages } from './server-errors';
import { FormFailure } from './form-failure';
import { StepUpFields } from './step-up-fields';

const FIELDS = ['confirm', 'currentPassword', 'code'] as const;

/**
 * Deleting is confirmed by a box that names the account and the current password: the same
 * confirmation with or without JavaScript (a dialog would need the code).
 */
export function DeleteAccountForm({ username, askCode, isPrimaryAdmin }: { username: string; askCode: boolean; isPrimaryAdmin: boolean }) {
  const flash = withFieldMessages(useFormFlash('account-delete'), FIELDS);
  const form = useForm<DeleteAccountFormInput>({
    resolver: zodResolver(deleteAccountFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', code: '' },
  });
  const [failed, setFailed] = useState<string>();
  // The signed-in user, prefetched by the root route: known when the page is rendered on the server.
  const isAdmin = useCurrentUser()?.role === 'admin';
  const remove = trpc.account.deleteAccount.useMutation({
    // A full load: every cached answer of the signed-in account goes with it.
    onSuccess: () => window.location.assign(ACCOUNT_DELETED_PATH),
    onError: (error) => setFailed(showServerError(error, form.setError, FIELDS, 'Could not delete the account.', 'account-delete')),
  });
  useFocusFirstFlashError(flash, FIELDS, (name) => form.setFocus(name as (typeof FIELDS)[number]));
  const focusFirst = flashAutoFocus(flash, FIELDS);
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => errors[name]?.message ?? flashFieldError(flash, form.formState, name);
  const submit = form.handleSubmit(({ currentPassword, code }) => {
    setFailed(undefined);
    remove.mutate({ currentPassword, ...(typeof code === 'string' && code ? { code } : {}) });
  });
  if (isPrimaryAdmin) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">The primary admin account cannot be deleted.</p>;
  }
  if (isAdmin) {
    // The server refuses an admin's own deletion (probe 35, F3): the reason and the way, not a button that can only fail.
    return <p className="text-sm text-slate-600 dark:text-slate-300">{OWN_ADMIN_DELETE_MESSAGE}</p>;
  }
  const confirmError = error('confirm');
  return (
    // Posted without JavaScript, the answer comes back at this form (the fragment outlives the redirect).
    <form id="account-delete" method="post" action="/account#account-delete" noValidate onSubmit={submit} className="space-y-4">
      <FormName name="account-delete" />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Deleting your account removes your profile, your course enrollments, your progress and your certificates (their verification codes
        stop working), and signs you out. It cannot be undone. A record of payments we confirmed is kept for our accounts, without your name
        or email; our activity log and the copies of emails we sent you stay with our administrators. Your newsletter subscription, if you
        have one, is separate: unsubscribe with the link in any newsletter email.
      </p>
      <FormNotice flash={flash} hidden={form.formState.submitCount > 0} />
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? 'delete-confirm-error' : undefined}
            {...focusFirst('confirm')}
            {...form.register('confirm')}
          />
          <span>
            Yes, delete my account <strong className="break-all">{username}</strong> and everything in it.
          </span>
        </label>
        {confirmError ? (
          <p id="delete-confirm-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {confirmError}
          </p>
        ) : null}
      </div>
      <StepUpFields
        password={form.register('currentPassword')}
        code={askCode ? form.register('code') : undefined}
        errors={{ currentPassword: error('currentPassword'), code: error('code') }}
        autoFocus={focusFirst}
      />
      <FormFailure message={failed} formId="account-delete" />
      <Button type="submit" variant="danger" className="w-full sm:w-auto" disabled={remove.isPending || remove.isSuccess} sendsNatively>
        {remove.isPending ? 'Deleting...' : `Delete account ${username}`}
      </Button>
    </form>
  );
}
