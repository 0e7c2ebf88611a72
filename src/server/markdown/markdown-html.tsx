/**
 * Markdown from the database (news articles, the policies) is rendered to HTML here, on the
 * server, with the same react-markdown component the admin preview uses (src/shared/markdown),
 * so readers' phones never download the markdown parser (~49 KB gzip). The output is as safe as
 * client rendering: raw HTML is skipped and unsafe URLs are emptied. Content files
 * (src/content) are rendered once by their own loader.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '../../shared/markdown/markdown';

export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(<Markdown>{markdown}</Markdown>);
}
