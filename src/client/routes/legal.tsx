import { readingPageSeo } from '../lib/seo';
import { ReadingTools } from '../components/offline/reading-tools';
import { createFileRoute } from '@tanstack/react-router';
import { formatCalendarDay } from '../../shared/format';
import { RenderedMarkdown } from '../components/markdown/rendered-markdown';
import { trpc } from '../trpc';
import { withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/legal')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    const page = await context.trpc.content.legal.ensureData();
    return { description: page.description };
  },
  head: ({ loaderData, match }) =>
    readingPageSeo(match.context.settings, {
      title: withSiteName(match, 'Legal Information: the Virtual Asset Business Act'),
      description: loaderData?.description ?? '',
      path: '/legal',
    }),
  component: LegalPage,
});

function LegalPage() {
  const page = trpc.content.legal.useQuery().data;
  if (!page) return null;
  return (
    <div>
      <header className="bg-gradient-to-br from-primary-strong to-accent-strong px-4 py-12 text-white">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-lg text-white">{page.actTitle} of the Commonwealth of Dominica, explained in plain language.</p>
          <p className="mt-2 text-sm text-white">Last reviewed {formatCalendarDay(page.lastReviewed)}</p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <aside className="mb-8 rounded-xl border border-primary/40 bg-primary/5 p-5">
          <h2 className="font-semibold">The official text</h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            The Financial Services Unit of Dominica lists the Act among the laws it administers: find it on this page.
          </p>
          <a
            href={page.officialUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block font-medium text-primary underline"
          >
            {page.officialLabel} (opens in a new tab)
          </a>
        </aside>
        <RenderedMarkdown html={page.html} callouts toc />
        <ReadingTools />
        <p
          role="note"
          className="mt-10 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <strong>Disclaimer:</strong> {page.disclaimer}
        </p>
      </div>
    </div>
  );
}
