import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, PASSWORD_CHANGED_HERE, type ChangePasswordFormInput } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormName, FormNotice } from '../../../components/ui/form-notice';
import { flashFieldError, useFormFlash } from '../../../lib/form-flash';
import { trpc } from '../../../trpc';
import { flashAutoFocus, showServerError, useFocusFirstFlashError, withFieldMessages } from './server-errors';
import { FormFailure } from './form-failure';
import { StepUpFields } from './step-up-fields';

const FIELDS = ['currentPassword', 'code', 'newPassword', 'confirmPassword'] as const;

/** A real post to /account (server/forms/account-form-handlers.ts) until the code is live, and without JavaScript. */
export function ChangePasswordForm({ askCode }: { askCode: boolean }) {
  const flash = withFieldMessages(useFormFlash('account-password'), FIELDS);
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const [failed, setFailed] = useState<string>();
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => form.reset(),
    onError: (error) => setFailed(showServerError(error, form.setError, FIELDS, 'Could not change the password.', 'account-password')),
  });
  useFocusFirstFlashError(flash, FIELDS, (name) => form.setFocus(name as (typeof FIELDS)[number]));
  const focusFirst = flashAutoFocus(flash, FIELDS);
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => errors[name]?.message ?? flashFieldError(flash, form.formState, name);
  const submit = form.handleSubmit(({ currentPassword, code, newPassword }) => {
    setFailed(undefined);
    change.mutate({ currentPassword, newPassword, ...(typeof code === 'string' && code ? { code } : {}) });
  });
  return (
    // Posted without JavaScript, the answer comes back at this form (the fragment outlives the redirect).
    <form id="account-password" method="post" action="/account#account-password" noValidate onSubmit={submit} className="space-y-4">
      <FormName name="account-password" />
      <FormNotice flash={flash} hidden={form.formState.submitCount > 0} />
      {change.isSuccess ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200">
          {PASSWORD_CHANGED_HERE}
        </p>
      ) : null}
      <StepUpFields
        password={form.register('currentPassword')}
        code={askCode ? form.register('code') : undefined}
        errors={{ currentPassword: error('currentPassword'), code: error('code') }}
        autoFocus={focusFirst}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={error('newPassword')}
        {...focusFirst('newPassword')}
        {...form.register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={error('confirmPassword')}
        {...focusFirst('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      <FormFailure message={failed} formId="account-password" />
      <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending} sendsNatively>
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
