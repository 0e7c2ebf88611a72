import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { tokenSearch } from '../../shared/search-params';
import { passwordResetFormSchema } from '../../shared/schemas/auth';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/field';
import { errorMessage } from '../lib/trpc-errors';
import { trpc } from '../trpc';
import { FormName } from '../components/ui/form-notice';
import { flashFieldError, flashFormMessage, useFormFlash } from '../lib/form-flash';
import { withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/reset-password')({
  staticData: { hydrate: 'app', query: ['token'], access: 'public' },
  validateSearch: tokenSearch,
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Choose a New Password') }, { name: 'robots', content: 'noindex' }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const form = useForm<z.input<typeof passwordResetFormSchema>>({
    resolver: zodResolver(passwordResetFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = trpc.auth.resetPassword.useMutation();
  // The answer to a native send (before the code was live, or without JavaScript).
  const flash = useFormFlash('reset-password');
  const { errors } = form.formState;
  const flashError = (name: string) => flashFieldError(flash, form.formState, name);
  const failed = reset.isError
    ? errorMessage(reset.error, 'Could not change the password.')
    : form.formState.submitCount
      ? undefined
      : // The token is a hidden field (from the link): its message is the form's.
        flashFormMessage(flash, ['password', 'confirmPassword']);
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      {!token ? (
        <p className="mt-4 text-slate-600 dark:text-slate-300">
          This page needs the link from your email.{' '}
          <Link to="/auth" search={{ tab: 'forgot' }} className="text-primary underline">
            Ask for a new link
          </Link>
          .
        </p>
      ) : reset.isSuccess || flash?.success ? (
        <div role="status" className="mt-6 space-y-4">
          <p>Your password has been changed, and you have been signed out everywhere.</p>
          <Link to="/auth" className="font-medium text-primary underline">
            Sign in with your new password
          </Link>
        </div>
      ) : (
        <form
          method="post"
          action={`/reset-password?token=${encodeURIComponent(token)}`}
          noValidate
          onSubmit={form.handleSubmit((v) => reset.mutate({ token, password: v.password }))}
          className="mt-6 space-y-4"
        >
          <FormName name="reset-password" />
          <input type="hidden" name="token" value={token} />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message ?? flashError('password')}
            {...form.register('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message ?? flashError('confirmPassword')}
            {...form.register('confirmPassword')}
          />
          {failed ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {failed}{' '}
              <Link to="/auth" search={{ tab: 'forgot' }} className="underline">
                Ask for a new link
              </Link>
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={reset.isPending} sendsNatively>
            {reset.isPending ? 'Saving...' : 'Set New Password'}
          </Button>
        </form>
      )}
    </section>
  );
}
