import { ReadingTools } from './offline/reading-tools';
import { formatCalendarDay } from '../../shared/format';
import type { RenderedContentPage } from '../../shared/schemas/content';
import { RenderedMarkdown } from './markdown/rendered-markdown';

/** A content page: title, review date and the server-rendered body. */
export function ContentArticle({ page }: { page: RenderedContentPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{page.description}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last reviewed {formatCalendarDay(page.lastReviewed)}</p>
      <div className="mt-8">
        <RenderedMarkdown html={page.html} callouts toc />
        <ReadingTools />
      </div>
    </article>
  );
}
