import { readingPageSeo } from '../../../lib/seo';
import { ReadingTools } from '../../../components/offline/reading-tools';
import { createFileRoute, Link } from '@tanstack/react-router';
import { formatCalendarDay } from '../../../../shared/format';
import { RenderedMarkdown } from '../../../components/markdown/rendered-markdown';
import { loadContentPage } from '../../../lib/content-loader';
import { trpc } from '../../../trpc';
import { withSiteName } from '../../../lib/page-title';

export const Route = createFileRoute('/community/posts/$slug')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: ({ context, params }) => loadContentPage(context, 'community', params.slug),
  head: ({ loaderData, match, params }) =>
    loaderData
      ? readingPageSeo(match.context.settings, {
          title: withSiteName(match, `${loaderData.title} | Community`),
          description: loaderData.description,
          path: `/community/posts/${params.slug}`,
        })
      : { meta: [{ title: 'Not found' }] },
  component: CommunityPostPage,
});

/** Same layout as a news article (/news/{slug}). */
function CommunityPostPage() {
  const { slug } = Route.useParams();
  const post = trpc.content.page.useQuery({ collection: 'community', slug }).data;
  if (!post) return null;
  const date = post.date ?? post.lastReviewed;
  return (
    <article>
      <header className="bg-gradient-to-br from-primary-strong to-accent-strong px-4 py-12 text-white">
        <div className="mx-auto max-w-3xl">
          <Link to="/community" className="text-sm font-medium text-white hover:text-white">
            <span aria-hidden="true">←</span> Back to Community
          </Link>
          <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-white">
            <time dateTime={date}>{formatCalendarDay(date)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <RenderedMarkdown html={post.html} callouts toc />
        <ReadingTools />
        <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
          Last reviewed on {formatCalendarDay(post.lastReviewed)}
        </p>
      </div>
    </article>
  );
}
