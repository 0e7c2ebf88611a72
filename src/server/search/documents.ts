/**
 * THE adapter between the site's content and search: every content page a reader can search, as
 * { kind, title, url, text } records, taken from the content collection's loader (src/content,
 * validated markdown files). News articles come from the database (search/sync.ts).
 */
import { allContentPages, type CollectionName } from '../../content';
import type { SearchKind } from '../../shared/schemas/search';
import { markdownToText } from './markdown-text';

export interface SearchDocument {
  /** Unique and stable: 'lessons/defi', 'legal'. */
  source: string;
  kind: SearchKind;
  title: string;
  url: string;
  /** Plain text, the page's description first. */
  text: string;
}

const KIND: Record<CollectionName, SearchKind> = {
  lessons: 'lesson',
  guides: 'guide',
  security: 'security',
  caribbean: 'caribbean',
  community: 'community',
  legal: 'legal',
};

/** Every searchable content page. */
export async function contentDocuments(): Promise<SearchDocument[]> {
  return allContentPages().map((page) => ({
    // The Act summary keeps the source name it was indexed under ('legal').
    source: page.collection === 'legal' ? 'legal' : `${page.collection}/${page.slug}`,
    kind: KIND[page.collection],
    title: page.title,
    url: page.url,
    text: `${page.description}\n\n${markdownToText(page.markdown)}`,
  }));
}
