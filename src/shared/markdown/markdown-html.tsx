/**
 * Markdown to safe HTML, with the one react-markdown component (markdown.tsx): raw HTML is skipped,
 * unsafe URLs are emptied and React escapes the rest. Both sides run it on a thread of its own,
 * since some shapes take the parser seconds: the server for stored articles and policies
 * (server/markdown/markdown-renderer.ts), so readers' phones never download the parser (~49 KB
 * gzip); the admin's browser for the live preview (client/lib/markdown-preview). Content files
 * (src/content) are rendered once by their own loader.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './markdown';

export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(<Markdown>{markdown}</Markdown>);
}
