import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRIMARY_ADMIN_ID } from '../../shared/constants';
import { DownloadLink } from '../components/ui/download-link';
import { buttonClass } from '../components/ui/button';
import { requireUser } from '../lib/guards';
import { withSiteName } from '../lib/page-title';
import { ChangeEmailForm } from './-components/account/change-email-form';
import { ChangePasswordForm } from './-components/account/change-password-form';
import { DeleteAccountForm } from './-components/account/delete-account-form';

/** A signed-in user's own account (issue 25): password, email, a copy of their data, deletion. */
export const Route = createFileRoute('/account')({
  staticData: { hydrate: 'app', query: [], access: 'signed-in' },
  beforeLoad: ({ context, location }) => ({ user: requireUser(context.user, location.href) }),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Account Settings') }, { name: 'robots', content: 'noindex' }] }),
  component: AccountPage,
});

function Section({
  id,
  title,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const border = tone === 'danger' ? 'border-red-200 dark:border-red-900' : 'border-slate-200 dark:border-slate-800';
  return (
    <section aria-labelledby={id} className={`rounded-xl border bg-white p-4 sm:p-6 dark:bg-slate-900 ${border}`}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AccountPage() {
  const { user } = Route.useRouteContext();
  // Two-factor authentication is for admin accounts: only they are asked for a code.
  const askCode = user.role === 'admin';
  return (
    // The page shows what the user typed (a username of up to 50 letters with no break, an email):
    // such a word wraps anywhere, here and in the sections' texts and buttons, rather than widen a phone's page.
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 wrap-anywhere sm:py-10">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Account settings</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Signed in as <strong>{user.username}</strong>.{' '}
          <Link to="/profile" className="text-primary underline">
            Back to My Courses
          </Link>
        </p>
      </header>
      <Section id="change-password" title="Change password">
        <ChangePasswordForm askCode={askCode} />
      </Section>
      <Section id="change-email" title="Change email address">
        <ChangeEmailForm currentEmail={user.email} askCode={askCode} />
      </Section>
      <Section id="download-data" title="Download my data">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          A file (JSON) with your profile, your course enrollments, your progress and certificates, and the newsletter subscription of your
          address once you have opened a link we emailed to it (a password reset or an email change): that shows the address is yours. It
          never contains your password.
        </p>
        {/* A plain link: the server answers with the file as an attachment. */}
        <DownloadLink href="/api/user/export" className={buttonClass('secondary', 'w-full sm:w-auto')}>
          Download my data
        </DownloadLink>
      </Section>
      <Section id="delete-account" title="Delete my account" tone="danger">
        <DeleteAccountForm username={user.username} askCode={askCode} isPrimaryAdmin={user.id === PRIMARY_ADMIN_ID} />
      </Section>
    </div>
  );
}
