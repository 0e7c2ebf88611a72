import { SEARCH_KIND_LABELS } from '../../../shared/search-kinds';
import type { SearchPage } from '../../../shared/schemas/search';

/** The results of one search, or what to do when there are none. */
export function SearchResults({ page }: { page: SearchPage }) {
  if (!page.query) {
    return (
      <p className="mt-8 text-slate-600 dark:text-slate-300">
        Type a word or two above, for example “seed phrase”, “stablecoin” or “scam”.
      </p>
    );
  }
  if (page.results.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-slate-200 p-6 dark:border-slate-800">
        {/* What was typed may be one long word (a pasted transaction id): it wraps rather than widen a phone's page. */}
        <p className="font-medium wrap-anywhere">Nothing on the site matches “{page.query}”.</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-300">
          <li>Check the spelling, or use fewer words.</li>
          <li>Try a more general word: “wallet” instead of a brand name.</li>
          <li>
            Or browse the{' '}
            <a href="/education#premium-courses" className="text-primary underline">
              courses
            </a>
            , the{' '}
            <a href="/education#free-resources" className="text-primary underline">
              free lessons
            </a>
            , the{' '}
            <a href="/community/events" className="text-primary underline">
              events
            </a>
            , the{' '}
            <a href="/guides" className="text-primary underline">
              guides
            </a>{' '}
            and the{' '}
            <a href="/security" className="text-primary underline">
              security topics
            </a>
            .
          </li>
        </ul>
      </div>
    );
  }
  return (
    <>
      {page.correctedQuery ? (
        <p className="mt-6 text-slate-600 wrap-anywhere dark:text-slate-300">
          Nothing matched “{page.query}”: showing results for “<strong>{page.correctedQuery}</strong>”.
        </p>
      ) : null}
      <p className="mt-6 text-sm text-slate-500 dark:text-slate-400" role="status">
        {page.more
          ? `The ${page.results.length} best matches. More pages match: add a word to narrow the search.`
          : page.results.length === 1
            ? '1 result'
            : `${page.results.length} results`}
      </p>
      <ol className="mt-3 space-y-4" aria-label="Search results">
        {page.results.map((result) => (
          <li key={result.url} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{SEARCH_KIND_LABELS[result.kind]}</p>
            <h2 className="mt-1 text-lg font-semibold">
              <a href={result.url} className="hover:underline">
                {result.title}
              </a>
            </h2>
            {/* The server escapes the passage; only its <mark> tags are markup (server/search/search.ts). */}
            <p
              className="mt-2 text-sm text-slate-700 dark:text-slate-300 [&_mark]:rounded [&_mark]:bg-yellow-200 [&_mark]:px-0.5 [&_mark]:text-slate-900"
              dangerouslySetInnerHTML={{ __html: result.snippet }}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
