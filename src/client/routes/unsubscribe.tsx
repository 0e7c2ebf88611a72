import { createFileRoute, Link } from '@tanstack/react-router';
import { tokenSearch } from '../../shared/search-params';
import { Button } from '../components/ui/button';
import { errorMessage } from '../lib/trpc-errors';
import { trpc } from '../trpc';
import { FormName } from '../components/ui/form-notice';
import { flashFormMessage, useFormFlash } from '../lib/form-flash';
import { withSiteName } from '../lib/page-title';

/** The link in every newsletter email. Opening it changes nothing; the button does (no state change on GET). */
export const Route = createFileRoute('/unsubscribe')({
  staticData: { hydrate: 'app', query: ['token'], access: 'public' },
  validateSearch: tokenSearch,
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Unsubscribe') }, { name: 'robots', content: 'noindex' }] }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useSearch();
  const unsubscribe = trpc.subscribers.unsubscribe.useMutation();
  // The answer to a native send (before the code was live, or without JavaScript).
  const flash = useFormFlash('unsubscribe');
  // The form's only field is hidden (the token from the link): its message is the form's.
  const failed = unsubscribe.isError
    ? errorMessage(unsubscribe.error, 'Could not unsubscribe. Please try again.')
    : flashFormMessage(flash);
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Unsubscribe from the newsletter</h1>
      {unsubscribe.isSuccess || flash?.success ? (
        <p role="status" className="mt-6">
          You have been unsubscribed. You can subscribe again at any time on the{' '}
          <Link to="/community" className="text-primary underline">
            Community page
          </Link>
          .
        </p>
      ) : (
        // A real post (server/forms/native-form-posts.ts): it works before the page's code is live and without JavaScript.
        <form
          method="post"
          action={token ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe'}
          onSubmit={(e) => {
            e.preventDefault();
            if (token) unsubscribe.mutate({ token });
          }}
        >
          <FormName name="unsubscribe" />
          <input type="hidden" name="token" value={token ?? ''} />
          <p className="mt-4 text-slate-600 dark:text-slate-300">Press the button to stop receiving our newsletter emails.</p>
          {failed ? (
            <p role="alert" className="mt-4 text-sm text-red-600">
              {failed}
            </p>
          ) : null}
          <Button type="submit" className="mt-6" disabled={!token || unsubscribe.isPending} sendsNatively>
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </form>
      )}
    </section>
  );
}
