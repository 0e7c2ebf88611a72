import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearProfileCopy } from '../lib/offline-enrollments';
import { ACCOUNT_DELETED } from '../../shared/schemas/account';
import { useFormFlash } from '../lib/form-flash';
import { withSiteName } from '../lib/page-title';

/** Where a deleted account's browser lands (signed out): with or without JavaScript. */
export const Route = createFileRoute('/account_/deleted')({
  staticData: { hydrate: 'app', query: [], access: 'public' },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Account Deleted') }, { name: 'robots', content: 'noindex' }] }),
  component: AccountDeletedPage,
});

function AccountDeletedPage() {
  // Read so the one-time answer of a native send is spent here.
  useFormFlash('account-delete');
  // The deleted account's offline copy of /profile goes with it.
  useEffect(() => clearProfileCopy(), []);
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Account deleted</h1>
      <p role="status" className="mt-6">
        {ACCOUNT_DELETED}
      </p>
      <p className="mt-6">
        <Link to="/" className="text-primary underline">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
