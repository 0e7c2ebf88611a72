/**
 * The search box: a plain GET form to /search, so it works before (and without) any script. Used
 * in the header and on the search page itself.
 */
export function SearchForm({ query = '', size = 'page' }: { query?: string; size?: 'page' | 'header' }) {
  const header = size === 'header';
  return (
    <form role="search" action="/search" method="get" className={header ? 'flex items-center' : 'flex w-full max-w-2xl gap-2'}>
      <label htmlFor={header ? 'header-search' : 'page-search'} className="sr-only">
        Search the site
      </label>
      <input
        id={header ? 'header-search' : 'page-search'}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={200}
        placeholder={header ? 'Search' : 'Search courses, lessons, guides, news…'}
        enterKeyHint="search"
        className={
          header
            ? 'w-36 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-primary-text dark:border-slate-700 dark:bg-slate-900'
            : 'min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-primary-text dark:border-slate-700 dark:bg-slate-900'
        }
      />
      {header ? null : (
        <button type="submit" className="rounded-lg bg-primary-strong px-4 py-2.5 font-medium text-white hover:opacity-90">
          Search
        </button>
      )}
    </form>
  );
}

/** The header's way to search on narrow screens: a link to the search page, whose box takes the words. */
export function SearchIconLink({ className = '' }: { className?: string }) {
  return (
    <a
      href="/search"
      aria-label="Search"
      className={`rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-text dark:text-slate-300 dark:hover:bg-slate-800 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2}>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </a>
  );
}
