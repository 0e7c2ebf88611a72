import { ReadingTools } from '../../components/offline/reading-tools';
import { TapToLoadImage } from '../../components/low-data/tap-to-load-image';
import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router';
import { formatLongDate } from '../../../shared/format';
import { articleDate } from '../../../shared/schemas/blog';
import { RenderedMarkdown } from '../../components/markdown/rendered-markdown';
import { Spinner } from '../../components/spinner';
import { absoluteUrl, jsonLd, seoMeta } from '../../lib/seo';
import { isMissingPageError } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { ArticleNotFound } from './-components/article-not-found';
import { SampleBadge } from '../../components/sample-badge';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/news/$slug')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context, params }) => {
    try {
      return await context.trpc.blog.bySlug.ensureData({ slug: params.slug });
    } catch (error) {
      if (!isMissingPageError(error)) throw error;
      // A link shared before an admin changed the article's slug: to where it is now.
      const moved = await context.trpc.blog.movedSlug.fetch({ slug: params.slug }).catch(() => null);
      if (moved) throw redirect({ to: '/news/$slug', params: { slug: moved.slug }, statusCode: 301 });
      throw notFound();
    }
  },
  head: ({ loaderData: post, match }) => {
    const settings = match.context.settings;
    if (!post || !settings) {
      // Like every 404 title, it names the site; and it describes itself, not the home page (probe 29, F6).
      return {
        meta: [
          { title: withSiteName(match, 'News Article Not Found') },
          { name: 'description', content: "Sorry, the news article you're looking for doesn't exist or has been removed." },
        ],
      };
    }
    const url = absoluteUrl(settings.siteUrl, `/news/${post.slug}`);
    const image = post.coverImage ? absoluteUrl(settings.siteUrl, post.coverImage) : null;
    const seo = seoMeta({
      title: `${post.title} | ${settings.companyName}`,
      description: post.excerpt,
      url,
      siteName: settings.companyName,
      type: 'article',
      image,
      publishedTime: articleDate(post).toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
    });
    return {
      ...seo,
      scripts: [
        {
          type: 'application/ld+json',
          children: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: post.title,
            description: post.excerpt,
            datePublished: articleDate(post).toISOString(),
            dateModified: post.updatedAt.toISOString(),
            mainEntityOfPage: url,
            ...(image ? { image: [image] } : {}),
            publisher: { '@type': 'Organization', name: settings.companyName },
          }),
        },
      ],
    };
  },
  pendingComponent: () => <Spinner label="Loading article" />,
  notFoundComponent: ArticleNotFound,
  errorComponent: ArticleNotFound,
  component: NewsArticlePage,
});

function NewsArticlePage() {
  const { slug } = Route.useParams();
  const { data: post } = trpc.blog.bySlug.useQuery({ slug });
  if (!post) return <ArticleNotFound />;
  return (
    <article>
      {/* Only admins get a draft (everyone else a 404), and it looked published, sharing buttons and
          all (probe 41, F8): it says what it is, and offers no share or save for offline. */}
      {post.published ? null : (
        <p
          role="note"
          data-testid="draft-notice"
          className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <strong>Draft:</strong> only admins can see this page. Publish it in{' '}
          <Link to="/admin/blog" className="font-medium underline underline-offset-2 hover:no-underline">
            Crypto News
          </Link>{' '}
          to share it.
        </p>
      )}
      <header className="bg-gradient-to-br from-primary-strong to-accent-strong px-4 py-12 text-white">
        <div className="mx-auto max-w-3xl">
          <Link
            to="/"
            className="inline-flex items-center gap-1 text-sm font-medium text-white hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">←</span> Back to Crypto News
          </Link>
          <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-white">
            {post.demo ? <SampleBadge className="mr-2" /> : null}
            <time dateTime={articleDate(post).toISOString()}>{formatLongDate(articleDate(post))}</time>
          </p>
          {post.demo ? <p className="mt-2 text-sm text-white">This is a sample article that came with the site, not real news.</p> : null}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {post.coverImage ? (
          <TapToLoadImage
            src={post.coverImage}
            alt={post.title}
            className="mb-8 max-h-96 w-full rounded-xl object-cover"
            width={1200}
            height={630}
          />
        ) : null}
        <RenderedMarkdown html={post.contentHtml} />
        {post.published ? <ReadingTools /> : null}
        <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
          Last updated on <time dateTime={post.updatedAt.toISOString()}>{formatLongDate(post.updatedAt)}</time>
        </p>
      </div>
    </article>
  );
}
