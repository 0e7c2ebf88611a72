/**
 * Writes the search table. The content pages come from files and are refreshed at start-up; the
 * rows drawn from the database (published news, the courses and events the site shows:
 * listing-documents.ts) are written by each write path that changes what is public, in the same
 * transaction as the write itself, and rebuilt from their tables at start-up.
 */
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { SearchKind } from '../../shared/schemas/search';
import type { DbOrTx } from '../db/client';
import { searchDocuments } from '../db/schema';
import { markdownToText } from './markdown-text';
import { contentDocuments, type SearchDocument } from './documents';
import { STORED_LESS_THAN } from './search';

/** The snippet markers and the stored "<" (search.ts) must never come from the text itself. */
// eslint-disable-next-line no-control-regex -- these three control characters are exactly what is removed
const MARKERS = /[\u0002\u0003\u0004]/g;

/** The kinds whose rows come from database tables, kept by their write paths (the others are content files). */
const DATABASE_KINDS: SearchKind[] = ['news', 'course', 'event'];

/** Rows per statement: five parameters each, far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 500;

async function upsert(db: DbOrTx, documents: SearchDocument[]) {
  for (let start = 0; start < documents.length; start += ROWS_PER_STATEMENT) {
    await db
      .insert(searchDocuments)
      .values(
        documents.slice(start, start + ROWS_PER_STATEMENT).map((d) => ({
          source: d.source,
          kind: d.kind,
          title: d.title,
          url: d.url,
          body: d.text.replace(MARKERS, ' ').replaceAll('<', STORED_LESS_THAN),
        })),
      )
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
}

/**
 * The vocabulary a misspelled search is corrected against (search_words) made current with the
 * pages. Every exported write path here ends with it, once (a rebuild costs ~100 ms at 2,000
 * articles: never once per row).
 */
async function refreshVocabulary(db: DbOrTx) {
  await db.execute(sql`select search_words_rebuild()`);
}

/**
 * Start-up: the whole table made current, the vocabulary rebuilt once. The content pages are the
 * current files (a removed page leaves the index); the database's rows are exactly `fromDatabase`
 * (news, courses and events as their tables hold them now).
 */
export async function syncSearchIndex(db: DbOrTx, fromDatabase: SearchDocument[]) {
  const content = await contentDocuments();
  await upsert(db, content);
  await db.delete(searchDocuments).where(
    and(
      notInArray(
        searchDocuments.source,
        content.map((d) => d.source),
      ),
      notInArray(searchDocuments.kind, DATABASE_KINDS),
    ),
  );
  await db.delete(searchDocuments).where(inArray(searchDocuments.kind, DATABASE_KINDS));
  await upsert(db, fromDatabase);
  await refreshVocabulary(db);
}

/**
 * One write path's change to the index, inside its transaction: the entries it writes (new or
 * changed), the sources it removes, then the vocabulary once, however many rows the write touched.
 */
export async function updateSearchIndex(db: DbOrTx, change: { write?: SearchDocument[]; remove?: string[] }) {
  const [write, remove] = [change.write ?? [], change.remove ?? []];
  // Nothing to change (a sample removal with no samples left) writes nothing: the cached search answers stay.
  if (write.length === 0 && remove.length === 0) return;
  if (remove.length > 0) await db.delete(searchDocuments).where(inArray(searchDocuments.source, remove));
  await upsert(db, write);
  await refreshVocabulary(db);
}

/**
 * After an edit of a row that stays public: its entry rewritten when what search shows of it
 * changed. An edit of nothing search shows (a course's price, a cover picture) leaves the table
 * alone, so the cached search answers, which read it, are kept.
 */
export async function reindexEdited(db: DbOrTx, before: SearchDocument, after: SearchDocument) {
  if (before.title === after.title && before.url === after.url && before.text === after.text) return;
  await updateSearchIndex(db, { write: [after] });
}

export interface NewsForSearch {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published: boolean;
}

export const newsSource = (id: number) => `news/${id}`;

export function newsDocument(post: NewsForSearch): SearchDocument {
  return {
    source: newsSource(post.id),
    kind: 'news',
    title: post.title,
    url: `/news/${post.slug}`,
    text: `${post.excerpt}\n\n${markdownToText(post.content)}`,
  };
}

/** After an article is created or changed: indexed while published, removed from search otherwise. */
export async function indexNewsPost(db: DbOrTx, post: NewsForSearch) {
  await updateSearchIndex(db, post.published ? { write: [newsDocument(post)] } : { remove: [newsSource(post.id)] });
}

export async function removeNewsPost(db: DbOrTx, id: number) {
  await updateSearchIndex(db, { remove: [newsSource(id)] });
}
