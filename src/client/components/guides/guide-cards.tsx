import { Link } from '@tanstack/react-router';
import { guides } from '../../content/guides/guides';

export function GuideCards({ limit }: { limit?: number }) {
  const shown = limit ? guides.slice(0, limit) : guides;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((g) => (
        <li key={g.slug}>
          <Link
            to="/guides/$slug"
            params={{ slug: g.slug }}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-primary hover:shadow dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="font-semibold">{g.title}</span>
            <span className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{g.description}</span>
            <span className="mt-3 text-sm font-medium text-primary">
              Read the guide <span aria-hidden="true">→</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
