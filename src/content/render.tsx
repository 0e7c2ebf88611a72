/**
 * A content page's markdown, plus its list of sources, rendered to safe HTML with the same
 * component the admin preview uses (src/shared/markdown). Runs on the server only.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '../shared/markdown/markdown';
import type { ContentSource } from './schema';

/** Link text and brackets inside a title must not break the markdown link. */
const escapeLinkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

/** The "Sources" section every page ends with: official sources first, each dated. */
export function sourcesMarkdown(sources: readonly ContentSource[]): string {
  const ordered = [...sources.filter((s) => s.official), ...sources.filter((s) => !s.official)];
  const lines = ordered.map(
    (s) => `- [${escapeLinkText(s.title)}](${s.url}), ${s.publisher}${s.official ? ' (official)' : ''}, ${s.date}.`,
  );
  return `## Sources\n\nOfficial sources come first. Dates are those of the facts or documents cited.\n\n${lines.join('\n')}\n`;
}

export function renderContentHtml(markdown: string, sources: readonly ContentSource[]): string {
  return renderToStaticMarkup(<Markdown>{`${markdown.trim()}\n\n${sourcesMarkdown(sources)}`}</Markdown>);
}
