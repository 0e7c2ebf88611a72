import { Link } from '@tanstack/react-router';
import { formatLongDate } from '../../../shared/format';
import { articleDate } from '../../../shared/schemas/blog';
import { useLowData } from '../../lib/low-data-context';
import type { RouterOutputs } from '../../trpc';
import { ResponsiveImage } from '../responsive-image';
import { SampleBadge } from '../sample-badge';

export type NewsPost = RouterOutputs['blog']['list'][number];

export function NewsCard({ post }: { post: NewsPost }) {
  // Low-data mode: a card's picture is decoration (the article has it, on a tap).
  const lowData = useLowData();
  const showCover = Boolean(post.coverImage) && !lowData;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {showCover && post.coverImage ? (
        <ResponsiveImage
          src={post.coverImage}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          data-placeholder-art=""
          className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-secondary/70 to-primary/70"
          aria-hidden="true"
        >
          <svg viewBox="0 0 48 48" className="h-12 w-12 text-white/90" fill="none" stroke="currentColor" strokeWidth={2.5}>
            <rect x="8" y="10" width="32" height="28" rx="3" />
            <path d="M14 18h20M14 24h20M14 30h12" />
          </svg>
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {post.demo ? <SampleBadge className="mr-2" /> : null}
          <time dateTime={articleDate(post).toISOString()}>{formatLongDate(articleDate(post))}</time>
        </p>
        <h3 className="mt-1 text-lg font-semibold">{post.title}</h3>
        <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        <Link
          to="/news/$slug"
          params={{ slug: post.slug }}
          aria-label={`Read Article: ${post.title}`}
          className="mt-4 text-sm font-medium text-primary hover:underline"
        >
          Read Article <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
