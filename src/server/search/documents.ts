/**
 * THE adapter between the site's content and search: every content page a reader can search, as
 * { kind, title, url, text } records. It is the one file that knows where content lives today
 * (the TypeScript modules under src/client/content, reached as routers/content.ts reaches them);
 * when content moves, only this file changes.
 */
import { caribbeanPages } from '../../client/content/caribbean/pages';
import { communityPosts } from '../../client/content/community/posts';
import { lessons } from '../../client/content/education';
import { fullGuides } from '../../client/content/guides/full-guides';
import type { ContentCollection } from '../../client/content/lazy';
import { securityPages } from '../../client/content/security/pages';
import type { ContentPage } from '../../client/content/types';
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

const collections: { name: string; kind: SearchKind; collection: ContentCollection<ContentPage>; url: (slug: string) => string }[] = [
  { name: 'lessons', kind: 'lesson', collection: lessons, url: (slug) => `/education/${slug}` },
  { name: 'guides', kind: 'guide', collection: fullGuides, url: (slug) => `/guides/${slug}` },
  { name: 'security', kind: 'security', collection: securityPages, url: (slug) => `/security/${slug}` },
  {
    name: 'caribbean',
    kind: 'caribbean',
    collection: caribbeanPages,
    url: (slug) => (slug === 'caribbean-focus' ? '/caribbean-focus' : `/caribbean-focus/${slug}`),
  },
  { name: 'community', kind: 'community', collection: communityPosts, url: (slug) => `/community/posts/${slug}` },
];

const pageText = (page: ContentPage) => `${page.description}\n\n${markdownToText(page.body)}`;

/** Every searchable content page (news articles come from the database: search/news-documents.ts). */
export async function contentDocuments(): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const { name, kind, collection, url } of collections) {
    for (const slug of collection.slugs) {
      const page = await collection.load(slug);
      if (page) documents.push({ source: `${name}/${slug}`, kind, title: page.title, url: url(slug), text: pageText(page) });
    }
  }
  const { vabaPage, vabaTitle } = await import('../../client/content/legal/vaba');
  documents.push({ source: 'legal', kind: 'legal', title: vabaTitle, url: '/legal', text: pageText(vabaPage) });
  return documents;
}
