import { createFileRoute, Link } from '@tanstack/react-router';
import { tokenSearch } from '../../shared/search-params';
import { Button } from '../components/ui/button';
import { errorMessage, isMissingPageError } from '../lib/trpc-errors';
import { trpc } from '../trpc';
import { FormName } from '../components/ui/form-notice';
import { flashFormMessage, useFormFlash } from '../lib/form-flash';
import { withSiteName } from '../lib/page-title';

/**
 * UNSUBSCRIBE_LINK_INVALID of shared/schemas/subscribers.ts, word for word (e2e/unsubscribe-links.spec.ts
 * holds them equal): that module brings zod, which this page's code does not load otherwise.
 */
const LINK_INVALID = 'This unsubscribe link is not valid. It may have been mistyped.';

/** The link in every newsletter email. Opening it changes nothing; the button does (no state change on GET). */
export const Route = createFileRoute('/unsubscribe')({
  staticData: { hydrate: 'app', query: ['token'], access: 'public' },
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // Where the link's address stands: opened again after it worked, the page says so (probe 37, F7).
  loader: async ({ context, deps }): Promise<{ link: 'none' | 'invalid' | 'subscribed' | 'unsubscribed' }> => {
    if (!deps.token) return { link: 'none' };
    try {
      const { subscribed } = await context.trpc.subscribers.linkStatus.ensureData({ token: deps.token });
      return { link: subscribed ? 'subscribed' : 'unsubscribed' };
    } catch (error) {
      if (isMissingPageError(error)) return { link: 'invalid' };
      throw error;
    }
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Unsubscribe') }, { name: 'robots', content: 'noindex' }] }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useSearch();
  const { link } = Route.useLoaderData();
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
      ) : link === 'unsubscribed' ? (
        <p role="status" className="mt-6">
          This address is already unsubscribed: no more newsletters go to it. You can subscribe again whenever you like on the{' '}
          <Link to="/community" className="text-primary underline">
            Community page
          </Link>
          .
        </p>
      ) : !token || link === 'invalid' ? (
        // A link that lost its token (cut by a mail client or a copy) can unsubscribe nobody: say so at once rather than show a dead button.
        <>
          <p role="alert" className="mt-6 text-sm text-red-600 dark:text-red-400">
            {LINK_INVALID}
          </p>
          <OtherWays />
        </>
      ) : (
        // A real post (server/forms/native-form-posts.ts): it works before the page's code is live and without JavaScript.
        <form
          method="post"
          action={`/unsubscribe?token=${encodeURIComponent(token)}`}
          onSubmit={(e) => {
            e.preventDefault();
            unsubscribe.mutate({ token });
          }}
        >
          <FormName name="unsubscribe" />
          <input type="hidden" name="token" value={token} />
          <p className="mt-4 text-slate-600 dark:text-slate-300">Press the button to stop receiving our newsletter emails.</p>
          {failed ? (
            <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
              {failed}
            </p>
          ) : null}
          {failed?.includes(LINK_INVALID) ? <OtherWays /> : null}
          <Button type="submit" className="mt-6" disabled={unsubscribe.isPending} sendsNatively>
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </form>
      )}
    </section>
  );
}

/** Where to go when the link cannot be used: the whole link again, or a person. */
function OtherWays() {
  return (
    <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
      Open the whole link from the bottom of the newsletter email, or write to us on the{' '}
      <Link to="/contact" className="text-primary underline">
        Contact page
      </Link>{' '}
      and we will take your address off the list.
    </p>
  );
}
