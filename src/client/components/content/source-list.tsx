import { formatCalendarDay } from '../../../shared/format';
import type { ContentSource } from '../../../content/schema';

/**
 * The "Sources" block of a page built from data rather than markdown (the comparison tables, the
 * /security index): each source linked to the page that states the claim, official ones first,
 * with the day the page was checked, like the generated Sources section of every content page.
 */
export function SourceList({ sources, reviewed, id = 'sources' }: { sources: readonly ContentSource[]; reviewed: string; id?: string }) {
  const ordered = [...sources.filter((s) => s.official), ...sources.filter((s) => !s.official)];
  return (
    <section aria-labelledby={id} className="mt-12 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        Sources
      </h2>
      <p className="mt-1">
        Checked on {formatCalendarDay(reviewed)}. Fees and rules change: check each platform's own page before you act.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {ordered.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="text-primary underline" target="_blank" rel="noopener noreferrer">
              {source.title}
            </a>{' '}
            ({source.publisher}
            {source.official ? ', official' : ''}, {source.date})
          </li>
        ))}
      </ul>
    </section>
  );
}
