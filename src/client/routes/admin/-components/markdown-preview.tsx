import { useMarkdownPreview } from '../../../lib/markdown-preview/use-markdown-preview';

/**
 * The live preview beside a markdown field. The HTML comes from the same component and rules as the
 * server's pages (shared/markdown/markdown-html.tsx: raw HTML skipped, unsafe URLs emptied, the rest
 * escaped by React), made on a worker (lib/markdown-preview), so it is inserted as it is.
 */
export function MarkdownPreview({ markdown, placeholder }: { markdown: string; placeholder: string }) {
  const preview = useMarkdownPreview(markdown);
  const html = preview.status === 'ready' || preview.status === 'formatting' ? preview.html : null;
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">Preview</p>
      {preview.status === 'too-slow' && (
        <p role="status" className="mb-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          The preview stopped: this text takes too long to format (very deep quotes or lists, or long runs of * or _). Simplify it: the
          site refuses to save text it cannot format in time.
        </p>
      )}
      {preview.status === 'failed' && (
        <p role="status" className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          The preview could not be shown. Saving still works: the article is formatted when it is shown to readers.
        </p>
      )}
      <div
        className="h-[calc(100%-1.5rem)] min-h-48 overflow-auto rounded-md border border-slate-200 p-3 dark:border-slate-700"
        aria-live="off"
        aria-busy={preview.status === 'formatting'}
        data-preview-status={preview.status}
      >
        {html !== null ? (
          <div dangerouslySetInnerHTML={{ __html: html }} />
        ) : preview.status === 'empty' ? (
          <p className="text-sm text-slate-500">{placeholder}</p>
        ) : preview.status === 'formatting' ? (
          <p className="text-sm text-slate-500">Formatting…</p>
        ) : null}
      </div>
    </div>
  );
}
