import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CANNOT_SEND_MAIL } from '../../../../shared/mail-unavailable';
import { changeEmailFormSchema, type ChangeEmailFormInput } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { WriteToUs } from '../../../components/write-to-us';
import { useMailEnabled } from '../../../hooks/use-mail-enabled';
import { FormName, FormNotice } from '../../../components/ui/form-notice';
import { flashFieldError, flashValue, useFormFlash } from '../../../lib/form-flash';
import { trpc } from '../../../trpc';
import { flashAutoFocus, showServerError, useFocusFirstFlashError, withFieldMessages } from './server-errors';
import { FormFailure } from './form-failure';
import { StepUpFields } from './step-up-fields';

const FIELDS = ['newEmail', 'currentPassword', 'code'] as const;

/** Asks for the new address; it changes when the link mailed there is opened. */
export function ChangeEmailForm({ currentEmail, askCode }: { currentEmail: string; askCode: boolean }) {
  const flash = withFieldMessages(useFormFlash('account-email'), FIELDS);
  const mailEnabled = useMailEnabled();
  const form = useForm<ChangeEmailFormInput>({
    resolver: zodResolver(changeEmailFormSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: flash?.values.newEmail ?? '', currentPassword: '', code: '' },
  });
  const [failed, setFailed] = useState<string>();
  const request = trpc.account.requestEmailChange.useMutation({
    onSuccess: () => form.reset({ newEmail: '', currentPassword: '', code: '' }),
    onError: (error) => setFailed(showServerError(error, form.setError, FIELDS, 'Could not send the confirmation link.', 'account-email')),
  });
  useFocusFirstFlashError(flash, FIELDS, (name) => form.setFocus(name as (typeof FIELDS)[number]));
  const focusFirst = flashAutoFocus(flash, FIELDS);
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => errors[name]?.message ?? flashFieldError(flash, form.formState, name);
  const submit = form.handleSubmit(({ newEmail, currentPassword, code }) => {
    setFailed(undefined);
    request.mutate({ newEmail, currentPassword, ...(typeof code === 'string' && code ? { code } : {}) });
  });
  return (
    // Posted without JavaScript, the answer comes back at this form (the fragment outlives the redirect).
    <form id="account-email" method="post" action="/account#account-email" noValidate onSubmit={submit} className="space-y-4">
      <FormName name="account-email" />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Your email address is <strong className="break-all">{currentEmail}</strong>.{' '}
        {mailEnabled ? (
          'We send a link to the new address; the change happens when you open it. Your current address is told about the request.'
        ) : (
          // The change needs the link mailed to the new address (probe 67, F2).
          <>
            {CANNOT_SEND_MAIL}, so it cannot send the link that changes your address. <WriteToUs />
          </>
        )}
      </p>
      <FormNotice flash={flash} hidden={form.formState.submitCount > 0} />
      {request.isSuccess ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200">
          {request.data.message}
        </p>
      ) : null}
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        error={error('newEmail')}
        {...flashValue(flash, 'newEmail')}
        {...focusFirst('newEmail')}
        {...form.register('newEmail')}
      />
      <StepUpFields
        password={form.register('currentPassword')}
        code={askCode ? form.register('code') : undefined}
        errors={{ currentPassword: error('currentPassword'), code: error('code') }}
        autoFocus={focusFirst}
      />
      <FormFailure message={failed} formId="account-email" />
      <Button type="submit" className="w-full sm:w-auto" disabled={request.isPending} sendsNatively>
        {request.isPending ? 'Sending...' : 'Send confirmation link'}
      </Button>
    </form>
  );
}
