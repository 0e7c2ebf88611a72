import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';

/** 'Forgot password?': the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<z.input<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const request = trpc.auth.requestPasswordReset.useMutation();
  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200">
          {request.data.message}
        </p>
        <Button variant="secondary" className="w-full" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => request.mutate(v))} className="space-y-4">
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
      <button type="button" onClick={onBack} className="w-full text-center text-sm font-medium text-primary hover:underline">
        Back to Sign In
      </button>
    </form>
  );
}
