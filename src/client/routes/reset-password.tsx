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
import { flashFieldError, flashFocus, flashFormMessage, useFormFlash } from '../lib/form-flash';
import { withSiteName } from '../lib/page-title';

/** The server's INVALID_RESET_LINK, without the sentence the link beside it says. */
const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';

/** Sign-in takes the username, not the address the link came to: a learner who forgot it learns it here (probe 45, finding 4). */
function SignInName({ username }: { username?: string }) {
  return username ? (
    <p>
      Your username is <strong className="font-semibold">{username}</strong>. Sign in with it and your new password.
    </p>
  ) : null;
}

export const Route = createFileRoute('/reset-password')({
  staticData: { hydrate: 'app', query: ['token'], access: 'public' },
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // A used, expired or replaced link says so at once, not after two passwords were typed (probe 45).
  // Looking spends nothing; the page stays `private, no-store` (its address carries the token).
  loader: async ({ context, deps }): Promise<{ live: boolean }> =>
    deps.token ? context.trpc.auth.resetLinkStatus.ensureData({ token: deps.token }) : { live: false },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Choose a New Password') }, { name: 'robots', content: 'noindex' }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const { live } = Route.useLoaderData();
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
          <SignInName username={reset.data?.username ?? flash?.values.username} />
          <Link to="/auth" className="font-medium text-primary underline">
            Sign in with your new password
          </Link>
        </div>
      ) : !live ? (
        <p role="alert" className="mt-6 text-slate-700 dark:text-slate-200">
          {INVALID_RESET_LINK}{' '}
          <Link to="/auth" search={{ tab: 'forgot' }} className="font-medium text-primary underline">
            Ask for a new link
          </Link>
        </p>
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
            {...flashFocus(flash, 'password')}
            {...form.register('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message ?? flashError('confirmPassword')}
            {...flashFocus(flash, 'confirmPassword')}
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
