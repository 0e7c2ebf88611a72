import { createFileRoute, Link } from '@tanstack/react-router';
import { optionalPositiveId } from '../../shared/search-params';
import { isFreePrice } from '../../shared/free-course';
import { TwoFactorPanel } from '../components/settings/two-factor-panel';
import { requireUser } from '../lib/guards';
import { EnrollForm } from './-components/profile/enroll-form';
import { MyEnrollments } from './-components/profile/my-enrollments';
import { AcceptedMethods } from './-components/profile/accepted-methods';
import { PasskeysPanel } from './-components/account/passkeys-panel';
import { withSiteName } from '../lib/page-title';
import { trpc } from '../trpc';
import { useProfileCopy } from './-components/profile/use-profile-copy';
import { TrackProgress } from './-components/profile/track-progress';

export const Route = createFileRoute('/profile')({
  staticData: { hydrate: 'app', query: ['enroll'], access: 'signed-in' },
  validateSearch: (search: Record<string, unknown>): { enroll?: number } => ({ enroll: optionalPositiveId(search.enroll) }),
  beforeLoad: ({ context, location }) => ({ user: requireUser(context.user, location.href) }),
  loader: async ({ context }) => {
    // The payment instructions decide which methods the enroll form offers: in the server HTML too,
    // so the form works before (and without) its code.
    await Promise.all([
      context.trpc.courses.list.ensureData(),
      context.trpc.enrollments.mine.ensureData(),
      context.trpc.payments.instructions.ensureData(),
    ]);
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'My Courses') }, { name: 'robots', content: 'noindex' }] }),
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  const { enroll } = Route.useSearch();
  useProfileCopy(user.id, trpc.enrollments.mine.useQuery().data);
  // Loaded before the page renders (the loader), so the server's HTML says it too.
  const anyFree = (trpc.courses.list.useQuery().data ?? []).some((c) => isFreePrice(c.price));
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">My Courses</h1>
        {/* A name typed as one long word wraps rather than widen a phone's page (probe 22, D5). */}
        <p className="mt-2 text-slate-600 wrap-anywhere dark:text-slate-300">
          Welcome, <bdi>{user.fullName}</bdi>. Choose a course and how you will pay. <AcceptedMethods /> Once an administrator confirms your
          payment, your course materials appear below.
          {anyFree ? ' Free courses need no payment: their materials open as soon as you enroll.' : null}
        </p>
        <p className="mt-2">
          <Link to="/account" className="text-primary underline">
            Account settings
          </Link>
          : change your password or email, download your data, or delete your account.
        </p>
      </header>
      <EnrollForm key={enroll ?? 'none'} preselectedCourseId={enroll} />
      <section aria-labelledby="my-enrollments">
        <h2 id="my-enrollments" className="mb-4 text-xl font-semibold">
          Your enrollments
        </h2>
        <MyEnrollments />
      </section>
      <TrackProgress userId={user.id} />
      {/* Admins manage their own 2FA here too: reachable even when the site requires it and it is not set up yet. */}
      {user.role === 'admin' ? <TwoFactorPanel /> : null}
      <PasskeysPanel />
    </div>
  );
}
