import { createFileRoute, Link } from '@tanstack/react-router';
import { INVALID_EMAIL_LINK } from '../../shared/schemas/account';
import { tokenSearch } from '../../shared/search-params';
import { Button } from '../components/ui/button';
import { FormName } from '../components/ui/form-notice';
import { useFormFlash } from '../lib/form-flash';
import { withSiteName } from '../lib/page-title';
import { errorMessage } from '../lib/trpc-errors';
import { trpc } from '../trpc';

/**
 * The link mailed to a new address. Opening it changes nothing (no state change on GET, and mail
 * scanners open links); the button does. Anyone holding the link may press it: no sign-in needed.
 */
export const Route = createFileRoute('/account_/confirm-email')({
  staticData: { hydrate: 'app', query: ['token'], access: 'public' },
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // Which address the button switches to (probe 45: the page never said), and whether the link
  // still works at all. Looking spends nothing; the page is `private, no-store` (a token in its address).
  loader: async ({ context, deps }): Promise<{ newEmail: string | null; forAnotherAccount: boolean }> =>
    deps.token ? context.trpc.account.emailChangeLink.ensureData({ token: deps.token }) : { newEmail: null, forAnotherAccount: false },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Confirm Your Email Address') }, { name: 'robots', content: 'noindex' }] }),
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { token } = Route.useSearch();
  const { newEmail, forAnotherAccount } = Route.useLoaderData();
  const confirm = trpc.account.confirmEmailChange.useMutation();
  // The answer to a native send (before the code was live, or without JavaScript).
  const flash = useFormFlash('confirm-email');
  // The form has no field of its own to show an error at: a refusal of its token is the page's message.
  const flashError = flash ? (flash.message ?? Object.values(flash.errors)[0]) : undefined;
  const failed = confirm.isError ? errorMessage(confirm.error, 'Could not confirm the address. Please try again.') : flashError;
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Confirm your new email address</h1>
      {confirm.isSuccess || flash?.success ? (
        <p role="status" className="mt-6">
          {confirm.data?.message ?? flash?.success}{' '}
          <Link to="/account" className="text-primary underline">
            Go to your account
          </Link>
        </p>
      ) : !token ? (
        <p className="mt-6 text-slate-600 dark:text-slate-300">{INVALID_EMAIL_LINK}</p>
      ) : !newEmail ? (
        // Used, expired or replaced: said at once, rather than a button that can only fail.
        <p role="alert" className="mt-6 text-slate-700 dark:text-slate-200">
          {failed ?? INVALID_EMAIL_LINK}{' '}
          <Link to="/account" className="text-primary underline">
            Go to your account
          </Link>
        </p>
      ) : (
        // A real post (server/forms/account-form-handlers.ts): it works before the page's code is live and without JavaScript.
        <form
          method="post"
          action={`/account/confirm-email?token=${encodeURIComponent(token)}`}
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate({ token });
          }}
        >
          <FormName name="confirm-email" />
          <input type="hidden" name="token" value={token} />
          <p className="mt-4 text-slate-600 dark:text-slate-300">
            Press the button to use{' '}
            {/* On a line of its own, broken only where it must be: a long address split mid-word was hard to check on a phone. */}
            <strong className="my-1 block font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100">{newEmail}</strong>
            {forAnotherAccount ? 'for the account that asked for this link.' : 'for your account.'}
          </p>
          {forAnotherAccount ? (
            // A shared laptop, or a stranger's request sent to this address (probe 71, F4): said before the press.
            <p role="note" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              You are signed in with another account. This link was asked for by a different account: the button gives that account this
              address, not yours. If you did not ask for it, do not press it.
            </p>
          ) : null}
          {failed ? (
            <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
              {failed}
            </p>
          ) : null}
          <Button type="submit" className="mt-6" disabled={confirm.isPending} sendsNatively>
            {confirm.isPending ? 'Confirming...' : 'Confirm email address'}
          </Button>
        </form>
      )}
    </section>
  );
}
