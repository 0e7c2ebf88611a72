import { Link } from '@tanstack/react-router';
import { securityTopics } from '../../../content/data/security-topics';

/**
 * One topic open at a time, and clicking the open one closes it: native exclusive <details>
 * (shared `name`), so it works before hydration and with JavaScript off.
 */
export function SecurityAccordion() {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {securityTopics.map((t) => (
        <details key={t.slug} name="security-topics" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-text dark:hover:bg-slate-900 [&::-webkit-details-marker]:hidden">
            <h3>{t.title}</h3>
            <span aria-hidden="true" className="transition group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="px-5 pb-5">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t.summary}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {t.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <Link
              to="/security/$topic"
              params={{ topic: t.slug }}
              className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
            >
              Read more about {t.title.toLowerCase()} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </details>
      ))}
    </div>
  );
}
