/**
 * Markdown to the plain words a reader sees, for the search index and its snippets: link targets,
 * emphasis marks, heading hashes, list bullets and table pipes are not words anyone searches for,
 * and would show as noise in a highlighted passage.
 *
 * Parsed by the same parser as the pages (remark with GFM, as react-markdown renders them), not by
 * patterns: a code span's `send <your-wallet-address>` was taken for a tag and lost, and `&lt;`
 * typed in an article stayed "&lt;" in its snippet (probe 54, F3). Raw HTML is dropped, as the
 * pages drop it; a "<" that starts no tag is text.
 */
import type { Nodes, Parents } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/** Nodes whose children are blocks (each its own paragraph of text) or rows. */
const BLOCK_SEPARATOR: Partial<Record<Parents['type'], string>> = {
  root: '\n\n',
  blockquote: '\n\n',
  list: '\n',
  listItem: '\n',
  footnoteDefinition: '\n',
  table: '\n',
  tableRow: ' ',
};

function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'break':
      return '\n';
    // Raw HTML (the pages do not render it), link definitions and YAML are not words on the page.
    case 'html':
    case 'definition':
    case 'yaml':
    case 'thematicBreak':
    case 'footnoteReference':
      return ' ';
    default:
      return 'children' in node ? node.children.map(textOf).join(BLOCK_SEPARATOR[node.type] ?? '') : '';
  }
}

/** Words of a text the parser could not take (nesting deeper than the stack): the text as typed. */
function fallbackText(markdown: string): string {
  return markdown.replace(/[#>*_`~|[\]]+/g, ' ');
}

export function markdownToText(markdown: string): string {
  let text: string;
  try {
    text = textOf(parser.parse(markdown));
  } catch {
    // Thousands of nested quotes overflow the stack (review 56): one such article must not stop
    // the start-up's indexing, nor its own save. Its words are still found.
    text = fallbackText(markdown);
  }
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
