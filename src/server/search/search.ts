/**
 * Full-text search over the search table (docs/decisions/2026-11-23-search.md). The same SQL runs
 * on PostgreSQL and PGlite: `websearch_to_tsquery` (quotes, "or" and "-word" work as on the web),
 * ranked by `ts_rank_cd` with title words weighing more, and `ts_headline` for the passage.
 * When nothing matches, each word is swapped for the closest word of the site's vocabulary by
 * trigram similarity (pg_trgm), so "seed phrse" still finds "seed phrase".
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { executeRows } from '../db/execute-rows';
import type { SearchKind, SearchResult } from '../../shared/schemas/search';

/** ts_headline wraps the matched words in these; they are removed from the text when it is indexed. */
const MARK_START = '\u0002';
const MARK_END = '\u0003';
/**
 * How the indexed text stores "<". PostgreSQL's text-search parser reads "<" and a letter as the
 * start of an XML tag: a code span's `send <your-wallet-address>` was neither indexed nor shown
 * in the passage (probe 54, F3). A control character is a plain separator to it; the passage
 * turns it back into "<" (before escaping).
 */
export const STORED_LESS_THAN = '\u0004';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/** Words shorter than this are not corrected (too many near neighbours to guess well). */
const MIN_CORRECTABLE_LENGTH = 4;
const MAX_WORDS = 8;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The passage as safe HTML: everything escaped, only the matched words in <mark>. */
export function snippetHtml(headline: string): string {
  return escapeHtml(headline.replaceAll(STORED_LESS_THAN, '<').replace(/\s+/g, ' ').trim()).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}

interface Row extends Record<string, unknown> {
  kind: string;
  title: string;
  url: string;
  headline: string;
}

async function ranked(db: DbOrTx, query: string, limit: number): Promise<SearchResult[]> {
  // The ranking reads only the index and the vectors; the passage is cut for the page's rows only.
  const rows = await executeRows<Row>(
    db,
    sql`
    with q as (select websearch_to_tsquery('english', ${query}) as query),
    best as (
      select d.id, d.kind, d.title, d.url, d.body, ts_rank_cd(d.search_vector, q.query) as rank
      from search_documents d, q
      where d.search_vector @@ q.query
      order by rank desc, d.id
      limit ${limit}
    )
    select best.kind, best.title, best.url, ts_headline('english', best.body, q.query, ${HEADLINE_OPTIONS}) as headline
    from best, q
    order by best.rank desc, best.id`,
  );
  return rows.map((r) => ({ kind: r.kind as SearchKind, title: r.title, url: r.url, snippet: snippetHtml(r.headline) }));
}

/** The query's words, each replaced by the closest word the site uses (itself when it is one). */
async function corrected(db: DbOrTx, query: string): Promise<string | null> {
  const words = (query.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const rows = await executeRows<{ word: string; fixed: string | null }>(
    db,
    sql`
    with input as (select value as word, ordinality from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality)
    select input.word, (
      select v.word from search_words v
      where length(input.word) >= ${MIN_CORRECTABLE_LENGTH} and v.word % input.word
      order by v.word = input.word desc, similarity(v.word, input.word) desc, v.ndoc desc
      limit 1
    ) as fixed
    from input order by input.ordinality`,
  );
  const fixed = rows.map((r) => r.fixed ?? r.word);
  const suggestion = fixed.join(' ');
  return suggestion === words.join(' ') ? null : suggestion;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** The query searched instead, when the reader's found nothing and a spelling fix did. */
  correctedQuery: string | null;
}

export async function search(db: DbOrTx, query: string, limit: number): Promise<SearchAnswer> {
  if (!/[\p{L}\p{N}]/u.test(query)) return { results: [], correctedQuery: null };
  const results = await ranked(db, query, limit);
  if (results.length > 0) return { results, correctedQuery: null };
  const suggestion = await corrected(db, query);
  if (!suggestion) return { results, correctedQuery: null };
  return { results: await ranked(db, suggestion, limit), correctedQuery: suggestion };
}
