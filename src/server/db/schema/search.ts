import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** PostgreSQL's tsvector (drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable page (docs/decisions/2026-11-23-search.md): the content pages, refreshed
 * at start-up, and the published news articles, kept current by the blog write path in the same
 * transaction. `source` says where a row came from ('lessons/defi', 'news/12') and is unique, so a
 * refresh is an upsert.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    source: varchar('source', { length: 300 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    /** Plain text (markdown marks removed): what the snippet is cut from. */
    body: text('body').notNull(),
    /** Title words weigh more than body words in the ranking. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')`,
      ),
    /** Every word as written (lowercased, not stemmed): the vocabulary a misspelling is matched against. */
    wordsVector: tsvector('words_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("body", ''))`),
    ...timestamps,
  },
  (t) => [uniqueIndex('search_documents_source_idx').on(t.source), index('search_documents_vector_idx').using('gin', t.searchVector)],
);

/**
 * The site's vocabulary (every word of search_documents.words_vector, with how many pages use it),
 * rebuilt by a trigger whenever search_documents changes (drizzle/0011_search_words_upkeep.sql).
 * A misspelled query is matched against it through its trigram index, instead of computing the
 * vocabulary with ts_stat over every page on each search (~100 ms at 2,000 articles).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    ndoc: integer('ndoc').notNull(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
