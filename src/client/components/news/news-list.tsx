import { Link } from '@tanstack/react-router';
import { phoneLimitClass } from '../../lib/phone-limit';
import { trpc } from '../../trpc';
import { Spinner } from '../spinner';
import { NewsCard } from './news-card';
import { RefreshFailed } from '../refresh-failed';

/**
 * News cards: `limit` on home (3) with a 'View all news' link; all on /community without it. A
 * phone shows only the first `phoneLimit` of them.
 */
export function NewsList({ limit, phoneLimit }: { limit?: number; phoneLimit?: number }) {
  const posts = trpc.blog.list.useQuery();
  if (posts.isPending) return <Spinner label="Loading news" />;
  if (posts.isLoadingError) {
    return (
      <p role="alert" className="text-red-600 dark:text-red-400">
        Failed to fetch news articles
      </p>
    );
  }
  // Admins also receive drafts from the API; public lists show published posts only.
  const published = posts.data.filter((p) => p.published);
  if (published.length === 0)
    return <p className="text-slate-600 dark:text-slate-300">No crypto news articles available yet. Check back soon for updates!</p>;
  const shown = limit ? published.slice(0, limit) : published;
  return (
    <div>
      <RefreshFailed query={posts} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((post, index) => (
          <li key={post.id} className={phoneLimitClass(index, phoneLimit)}>
            <NewsCard post={post} />
          </li>
        ))}
      </ul>
      {limit ? (
        <p className="mt-6">
          <Link to="/community" className="font-medium text-primary hover:underline">
            View all news →
          </Link>
        </p>
      ) : null}
    </div>
  );
}
