import { readingPageSeo } from '../../lib/seo';
import { ReadingTools } from '../../components/offline/reading-tools';
import { createFileRoute, Link } from '@tanstack/react-router';
import { formatCalendarDay } from '../../../shared/format';
import { RenderedMarkdown } from '../../components/markdown/rendered-markdown';
import { loadContentPage } from '../../lib/content-loader';
import { trpc } from '../../trpc';
import { withSiteName } from '../../lib/page-title';
import { MarkDone } from '../../components/progress/mark-done';
import { useCurrentUser } from '../../hooks/use-current-user';

export const Route = createFileRoute('/security/$topic')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: ({ context, params }) => loadContentPage(context, 'security', params.topic),
  head: ({ loaderData, match, params }) =>
    loaderData
      ? readingPageSeo(match.context.settings, {
          title: withSiteName(match, `${loaderData.title} | Security`),
          description: loaderData.description,
          path: `/security/${params.topic}`,
        })
      : { meta: [{ title: 'Not found' }] },
  component: SecurityTopicPage,
});

function SecurityTopicPage() {
  const { topic } = Route.useParams();
  const page = trpc.content.page.useQuery({ collection: 'security', slug: topic }).data;
  const user = useCurrentUser();
  if (!page) return null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/security" className="text-sm font-medium text-primary hover:underline">
        <span aria-hidden="true">←</span> Security & Best Practices
      </Link>
      <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last reviewed {formatCalendarDay(page.lastReviewed)}</p>
      <div className="mt-8">
        <RenderedMarkdown html={page.html} callouts toc />
        <MarkDone collection="security" slug={topic} userId={user?.id} />
        <ReadingTools />
      </div>
    </article>
  );
}
