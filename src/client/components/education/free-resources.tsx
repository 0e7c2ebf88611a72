import { Link } from '@tanstack/react-router';
import { trpc } from '../../trpc';

/**
 * Free lesson cards: 3 on the home page (with a link to all), every lesson on /education. The cards
 * are the lessons' own front matter (src/content/lessons), loaded by the route. On home (`limit`)
 * a phone shows each card's title without its description.
 */
export function FreeResources({ limit }: { limit?: number }) {
  const lessons = trpc.content.list.useQuery({ collection: 'lessons' }).data ?? [];
  const shown = limit ? lessons.slice(0, limit) : lessons;
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((r) => (
          <li key={r.slug}>
            <Link
              to="/education/$slug"
              params={{ slug: r.slug }}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-primary hover:shadow dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="text-xs font-medium text-secondary">
                {r.level} · {r.duration}
              </span>
              <span className="mt-2 font-semibold">{r.title}</span>
              <span className={`mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300 ${limit ? 'hidden sm:block' : ''}`}>
                {r.description}
              </span>
              <span className="mt-3 text-sm font-medium text-primary">
                Start learning <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {limit ? (
        <p className="mt-6">
          <Link to="/education" className="font-medium text-primary hover:underline">
            View all educational resources <span aria-hidden="true">→</span>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
