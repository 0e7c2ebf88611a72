/**
 * Markdown to the plain words a reader sees, for the search index and its snippets: link targets,
 * emphasis marks, heading hashes, list bullets and table pipes are not words anyone searches for,
 * and would show as noise in a highlighted passage.
 */
export function markdownToText(markdown: string): string {
  return (
    markdown
      // Images and links keep their text, not their address.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // Tags only (the pages drop raw HTML): "fees < 1% and > 0" is text, and a "<" with no tag
      // after it swallowed every word up to the next ">" (probe 37, F4).
      .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>\n]*)?\/?>/g, ' ')
      .replace(/^[ \t]{0,3}#{1,6}\s+/gm, '')
      .replace(/^[ \t]{0,3}>\s?/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d+\.)\s+/gm, '')
      .replace(/^[ \t]*\|?[ \t]*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
      .replace(/\|/g, ' ')
      .replace(/(\*\*|__|\*|_|~~|`+)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
