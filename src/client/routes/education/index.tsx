import { createFileRoute, Link } from '@tanstack/react-router';
import { CourseList } from '../../components/courses/course-list';
import { FreeResources } from '../../components/education/free-resources';
import { buttonClass } from '../../components/ui/button';
import { withSiteName } from '../../lib/page-title';
import { ensureCourseCardsData } from '../../lib/course-cards-data';
import { TrackProgressList } from '../../components/progress/track-progress-list';
import { useCurrentUser } from '../../hooks/use-current-user';
import { trpc } from '../../trpc';

export const Route = createFileRoute('/education/')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: ({ context }) =>
    Promise.all([
      ensureCourseCardsData(context),
      context.trpc.content.list.ensureData({ collection: 'lessons' }),
      context.trpc.progress.tracks.ensureData(),
    ]),
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Cryptocurrency Education') },
      {
        name: 'description',
        content:
          'Premium courses and free lessons on Bitcoin, wallets, stablecoins, exchanges and security, written for Dominica and the Caribbean.',
      },
    ],
  }),
  component: EducationPage,
});

function EducationPage() {
  const tracks = trpc.progress.tracks.useQuery().data ?? [];
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Cryptocurrency Education</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Start with our free lessons, then go further with a premium course. Everything is written for people in Dominica and the wider
          Caribbean, in plain language, with no hype and no investment advice.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/admin" className={buttonClass('secondary')}>
            Admin Dashboard
          </Link>
          <Link to="/profile" className={buttonClass('secondary')}>
            User Profile
          </Link>
        </div>
      </header>
      <section aria-labelledby="premium-courses" className="mt-12">
        <h2 id="premium-courses" className="mb-6 text-2xl font-semibold">
          Premium courses
        </h2>
        <CourseList />
      </section>
      <section aria-labelledby="free-resources" className="mt-12">
        <h2 id="free-resources" className="mb-6 text-2xl font-semibold">
          Free resources
        </h2>
        <FreeResources />
      </section>
      <section id="tracks" aria-labelledby="your-progress" className="mt-12 scroll-mt-20">
        <h2 id="your-progress" className="text-2xl font-semibold">
          Your progress
        </h2>
        <p className="mt-2 mb-6 max-w-3xl text-slate-600 dark:text-slate-300">
          Mark each page as done and pass each lesson's quiz. Finish a track to get a certificate with a code anyone can verify.
          {user
            ? ' Your progress is saved to your account.'
            : ' Signed out, your progress is kept on this device; sign in to keep it in your account.'}
        </p>
        <TrackProgressList tracks={tracks} userId={user?.id} />
      </section>
    </div>
  );
}
