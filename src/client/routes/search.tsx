import { withSiteName } from '../lib/page-title';
import { createFileRoute } from '@tanstack/react-router';
import { SearchForm } from '../components/search/search-form';
import { SearchResults } from '../components/search/search-results';
import { searchQuery } from '../lib/search-query';
import { trpc } from '../trpc';

export const Route = createFileRoute('/search')({
  staticData: { hydrate: 'islands', query: ['q'], access: 'public' },
  validateSearch: searchQuery,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context, deps }) => context.trpc.search.page.ensureData({ q: deps.q }),
  head: ({ loaderData, match }) => ({
    meta: [
      { title: withSiteName(match, loaderData?.query ? `“${loaderData.query}”: Search` : 'Search') },
      // Result pages are endless variations of one page: search engines should not index them.
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: SearchPage,
});

function SearchPage() {
  const { q = '' } = Route.useSearch();
  const page = trpc.search.page.useQuery({ q }).data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Search</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Courses, events, lessons, guides, security topics, Caribbean pages, community articles, the Act summary and news.
      </p>
      <div className="mt-6">
        <SearchForm query={page?.query ?? q} />
      </div>
      {page ? <SearchResults page={page} /> : null}
    </div>
  );
}
