import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { formatLongDate } from '../../../../shared/format';
import { Markdown } from '../../../components/markdown/markdown';
import { communityPosts } from '../../../content/community/posts';

export const Route = createFileRoute('/community/posts/$slug')({
  loader: async ({ params }) => {
    const post = await communityPosts.load(params.slug);
    if (!post) throw notFound();
    return post;
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: `${loaderData.title} | Community | Dominica Crypto Education` }, { name: 'description', content: loaderData.description }]
      : [{ title: 'Not found' }],
  }),
  component: CommunityPostPage,
});

/** Same layout as a news article (/news/{slug}). */
function CommunityPostPage() {
  const post = Route.useLoaderData();
  const date = new Date(`${post.date}T12:00:00Z`);
  return (
    <article>
      <header className="bg-gradient-to-br from-primary to-accent px-4 py-12 text-white">
        <div className="mx-auto max-w-3xl">
          <Link to="/community" className="text-sm font-medium text-white/90 hover:text-white">
            <span aria-hidden="true">←</span> Back to Community
          </Link>
          <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-white/90">
            <time dateTime={post.date}>{formatLongDate(date)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Markdown>{post.body}</Markdown>
        <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
          Last reviewed on {formatLongDate(new Date(`${post.lastReviewed}T12:00:00Z`))}
        </p>
      </div>
    </article>
  );
}
