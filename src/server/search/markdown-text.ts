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
      .replace(/<[^>]+>/g, ' ')
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
