import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { FormFlash } from '../../../../shared/form-flash';
import { CANNOT_SEND_MAIL, CONTACT_PAGE_PATH } from '../../../../shared/mail-unavailable';
import { passwordResetRequestSchema } from '../../../../shared/schemas/auth';
import { TextField } from '../../../components/ui/field';
import { FormName, FormNotice } from '../../../components/ui/form-notice';
import { errorMessage } from '../../../lib/trpc-errors';
import { AppLink } from '../../../components/app-link';
import { WriteToUs } from '../../../components/write-to-us';
import { Button, buttonClass } from '../../../components/ui/button';
import { flashFieldError, flashFocus, flashValue } from '../../../lib/form-flash';
import { valuesTypedEarly } from '../../../lib/typed-early';
import { trpc } from '../../../trpc';

const FORM_ID = 'forgot-password-form';

/**
 * 'Forgot password?': the answer is the same whether or not the account exists. `mailEnabled`
 * false (no SMTP_URL): the page says no link can be sent, and points to the contact page.
 */
export function ForgotPasswordForm({
  backHref,
  action,
  flash,
  mailEnabled,
}: {
  backHref: string;
  action: string;
  flash?: FormFlash;
  mailEnabled: boolean;
}) {
  const form = useForm<z.input<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: valuesTypedEarly(FORM_ID, { email: '' }),
  });
  const request = trpc.auth.requestPasswordReset.useMutation();
  // Sent by the island, or natively (the page then comes back with the server's answer).
  const sentMessage = request.isSuccess ? request.data.message : flash?.success;
  if (sentMessage) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200">
          {sentMessage}
        </p>
        {mailEnabled ? null : (
          <AppLink href={CONTACT_PAGE_PATH} className={buttonClass('primary', 'w-full')}>
            Contact us
          </AppLink>
        )}
        <AppLink href={backHref} className={buttonClass('secondary', 'w-full')}>
          Back to Sign In
        </AppLink>
      </div>
    );
  }
  return (
    // A real post (server/forms/native-form-posts.ts) until the island is live, and without JavaScript.
    <form
      id={FORM_ID}
      method="post"
      action={action}
      noValidate
      onSubmit={form.handleSubmit((v) => request.mutate(v))}
      className="space-y-4"
    >
      <FormName name="forgot-password" />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {mailEnabled ? (
          'Enter the email address of your account and we will send you a link to choose a new password.'
        ) : (
          <>
            {CANNOT_SEND_MAIL}, so it cannot send you a link to choose a new password. <WriteToUs />
          </>
        )}
      </p>
      <FormNotice flash={flash} hidden={form.formState.submitCount > 0} />
      {/* Refused natively (no script, or sent before it arrived): focus back at the field (probe 73, F1). */}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message ?? flashFieldError(flash, form.formState, 'email')}
        {...flashValue(flash, 'email')}
        {...flashFocus(flash, 'email', 'email')}
        {...form.register('email')}
      />
      {request.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(request.error, 'Could not send the email. Please try again.')}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={request.isPending} sendsNatively>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm">
        <AppLink href={backHref} className="font-medium text-primary hover:underline">
          Back to Sign In
        </AppLink>
      </p>
    </form>
  );
}
