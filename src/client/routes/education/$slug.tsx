import { readingPageSeo } from '../../lib/seo';
import { ReadingTools } from '../../components/offline/reading-tools';
import { createFileRoute, Link } from '@tanstack/react-router';
import { formatCalendarDay } from '../../../shared/format';
import { RenderedMarkdown } from '../../components/markdown/rendered-markdown';
import { loadContentPage } from '../../lib/content-loader';
import { trpc } from '../../trpc';
import { withSiteName } from '../../lib/page-title';
import { MarkDone } from '../../components/progress/mark-done';
import { LessonQuiz } from '../../components/progress/lesson-quiz';
import { useCurrentUser } from '../../hooks/use-current-user';

export const Route = createFileRoute('/education/$slug')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context, params }) => {
    const head = await loadContentPage(context, 'lessons', params.slug);
    await context.trpc.progress.quiz.ensureData({ slug: params.slug });
    return head;
  },
  head: ({ loaderData, match, params }) =>
    loaderData
      ? readingPageSeo(match.context.settings, {
          title: withSiteName(match, `${loaderData.title} | Free Lesson`),
          description: loaderData.description,
          path: `/education/${params.slug}`,
        })
      : { meta: [{ title: 'Lesson not found' }] },
  component: LessonPage,
});

function LessonPage() {
  const { slug } = Route.useParams();
  const lesson = trpc.content.page.useQuery({ collection: 'lessons', slug }).data;
  const quiz = trpc.progress.quiz.useQuery({ slug }).data;
  const user = useCurrentUser();
  if (!lesson) return null;
  return (
    <article>
      <header className="bg-gradient-to-br from-primary-strong to-accent-strong px-4 py-12 text-white">
        <div className="mx-auto max-w-3xl">
          <Link to="/education" className="text-sm font-medium text-white hover:text-white">
            <span aria-hidden="true">←</span> All lessons
          </Link>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{lesson.title}</h1>
          <p className="mt-3 text-white">{lesson.description}</p>
          <p className="mt-3 text-sm text-white">
            {lesson.level} · {lesson.duration} · Last reviewed {formatCalendarDay(lesson.lastReviewed)}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <RenderedMarkdown html={lesson.html} callouts toc />
        {quiz ? <LessonQuiz slug={slug} questions={quiz.questions} /> : null}
        <MarkDone collection="lessons" slug={slug} userId={user?.id} />
        <ReadingTools />
        <p className="mt-10 rounded-lg bg-slate-100 p-4 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-300">
          This lesson is education, not financial or investment advice. Crypto prices are volatile and transfers are irreversible.
        </p>
      </div>
    </article>
  );
}
