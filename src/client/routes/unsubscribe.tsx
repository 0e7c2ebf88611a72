import { createFileRoute, Link } from '@tanstack/react-router';
import { tokenSearch } from '../lib/search-params';
import { Button } from '../components/ui/button';
import { errorMessage } from '../lib/trpc-errors';
import { trpc } from '../trpc';

/** The link in every newsletter email. Opening it changes nothing; the button does (no state change on GET). */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  head: () => ({ meta: [{ title: 'Unsubscribe | Dominica Crypto Education' }, { name: 'robots', content: 'noindex' }] }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useSearch();
  const unsubscribe = trpc.subscribers.unsubscribe.useMutation();
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Unsubscribe from the newsletter</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-6">
          You have been unsubscribed. You can subscribe again at any time on the{' '}
          <Link to="/community" className="text-primary underline">
            Community page
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-600 dark:text-slate-300">Press the button to stop receiving our newsletter emails.</p>
          {unsubscribe.isError ? (
            <p role="alert" className="mt-4 text-sm text-red-600">
              {errorMessage(unsubscribe.error, 'Could not unsubscribe. Please try again.')}
            </p>
          ) : null}
          <Button className="mt-6" disabled={!token || unsubscribe.isPending} onClick={() => token && unsubscribe.mutate({ token })}>
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </section>
  );
}
