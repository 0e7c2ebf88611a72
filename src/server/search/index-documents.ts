/**
 * Writes the search table: the content pages (refreshed at start-up) and the news articles (kept
 * current by the blog write path, in the same transaction as the article itself).
 */
import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { searchDocuments } from '../db/schema';
import { markdownToText } from './markdown-text';
import { contentDocuments, type SearchDocument } from './documents';
import { STORED_LESS_THAN } from './search';

/** The snippet markers and the stored "<" (search.ts) must never come from the text itself. */
// eslint-disable-next-line no-control-regex -- these three control characters are exactly what is removed
const MARKERS = /[\u0002\u0003\u0004]/g;

async function upsert(db: DbOrTx, documents: SearchDocument[]) {
  if (documents.length === 0) return;
  await db
    .insert(searchDocuments)
    .values(documents.map((d) => ({ source: d.source, kind: d.kind, title: d.title, url: d.url, body: d.text.replace(MARKERS, ' ').replaceAll('<', STORED_LESS_THAN) })))
    .onConflictDoUpdate({
      target: searchDocuments.source,
      set: {
        kind: sql`excluded.kind`,
        title: sql`excluded.title`,
        url: sql`excluded.url`,
        body: sql`excluded.body`,
        updatedAt: new Date(),
      },
    });
}

/** Makes the table's content pages exactly the current ones (a removed page leaves the index). */
export async function syncContentDocuments(db: DbOrTx) {
  const documents = await contentDocuments();
  await upsert(db, documents);
  await db.delete(searchDocuments).where(
    and(
      notInArray(
        searchDocuments.source,
        documents.map((d) => d.source),
      ),
      sql`${searchDocuments.kind} <> 'news'`,
    ),
  );
  await refreshVocabulary(db);
}

export interface NewsForSearch {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published: boolean;
}

const newsSource = (id: number) => `news/${id}`;

/**
 * The vocabulary a misspelled search is corrected against (search_words) made current with the
 * pages. Every exported write path here ends with it, once (a rebuild costs ~100 ms at 2,000
 * articles: never once per row).
 */
export async function refreshVocabulary(db: DbOrTx) {
  await db.execute(sql`select search_words_rebuild()`);
}

/** After an article is created or changed: indexed while published, removed from search otherwise. */
export async function indexNewsPost(db: DbOrTx, post: NewsForSearch) {
  await writeNewsPost(db, post);
  await refreshVocabulary(db);
}

async function writeNewsPost(db: DbOrTx, post: NewsForSearch) {
  if (!post.published) return deleteNewsPost(db, post.id);
  await upsert(db, [
    {
      source: newsSource(post.id),
      kind: 'news',
      title: post.title,
      url: `/news/${post.slug}`,
      text: `${post.excerpt}\n\n${markdownToText(post.content)}`,
    },
  ]);
}

export async function removeNewsPost(db: DbOrTx, id: number) {
  await deleteNewsPost(db, id);
  await refreshVocabulary(db);
}

async function deleteNewsPost(db: DbOrTx, id: number) {
  await db.delete(searchDocuments).where(eq(searchDocuments.source, newsSource(id)));
}

/** Start-up: rebuilds the news rows from the articles (seeded ones, and any written before search existed). */
export async function syncNewsDocuments(db: DbOrTx, posts: NewsForSearch[]) {
  await db.delete(searchDocuments).where(like(searchDocuments.source, 'news/%'));
  for (const post of posts) await writeNewsPost(db, post);
  await refreshVocabulary(db);
}
