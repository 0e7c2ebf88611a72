/**
 * Markdown is rendered to HTML here, on the server, with the same react-markdown component the
 * admin preview uses, so readers' phones never download the markdown parser (~49 KB gzip).
 * The output is as safe as client rendering: raw HTML is skipped and unsafe URLs are emptied.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '../../shared/markdown/markdown';

export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(<Markdown>{markdown}</Markdown>);
}

const staticPages = new Map<string, string>();

/** For content that only changes with a deploy (lessons, guides...): rendered once per process. */
export function staticMarkdownToHtml(key: string, markdown: string): string {
  let html = staticPages.get(key);
  if (html === undefined) {
    html = markdownToHtml(markdown);
    staticPages.set(key, html);
  }
  return html;
}
