import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '../../../../shared/schemas/auth';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { AppLink } from '../../../components/app-link';
import { Button, buttonClass } from '../../../components/ui/button';
import { valuesTypedEarly } from '../../../lib/typed-early';
import { trpc } from '../../../trpc';

const FORM_ID = 'forgot-password-form';

/** 'Forgot password?': the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ backHref }: { backHref: string }) {
  const form = useForm<z.input<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: valuesTypedEarly(FORM_ID, { email: '' }),
  });
  const request = trpc.auth.requestPasswordReset.useMutation();
  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200">
          {request.data.message}
        </p>
        <AppLink href={backHref} className={buttonClass('secondary', 'w-full')}>
          Back to Sign In
        </AppLink>
      </div>
    );
  }
  return (
    <form id={FORM_ID} noValidate onSubmit={form.handleSubmit((v) => request.mutate(v))} className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <TextField label="Email" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
      {request.isError ? (
        <p className="text-sm text-red-600">{errorMessage(request.error, 'Could not send the email. Please try again.')}</p>
      ) : null}
      <Button type="submit" className="w-full" disabled={request.isPending}>
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
