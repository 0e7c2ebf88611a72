import { z } from 'zod';
import { searchKinds } from '../search-kinds';
import { wholeNumber, numberIn } from './common';

export { SEARCH_KIND_LABELS, searchKinds, type SearchKind } from '../search-kinds';

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
/** The /search page lists up to this many, and says when more pages match (probe 38, F2: it said "20 results" of 28). */
export const SEARCH_PAGE_SIZE = SEARCH_LIMIT_MAX;

/**
 * `?q=&limit=`. Any text is accepted (an empty, junk or over-long query is an empty answer, not an
 * error: readers paste all sorts into a search box); a long one is cut to its first 200 characters.
 */
export const searchInputSchema = z
  .object({
    q: z
      .string()
      .default('')
      .transform((q) =>
        q
          .replace(/\p{Cc}/gu, ' ')
          // Format characters nobody sees (a soft hyphen or zero-width space pasted from a PDF, a
          // direction mark) would split or change a word, so it matched nothing (probe 25, F2).
          .replace(/\p{Cf}/gu, '')
          .slice(0, SEARCH_QUERY_MAX)
          .trim(),
      ),
    limit: wholeNumber(numberIn('limit', 1, SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT)),
  })
  .strict();

export const searchResultSchema = z.object({
  kind: z.enum(searchKinds),
  title: z.string(),
  url: z.string(),
  /** The best-matching passage; the matched words are wrapped in <mark>…</mark>, everything else is HTML-escaped. */
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The page's answer: the results, and the corrected query when a misspelling was fixed. */
/** The page's question: the words alone (it always lists up to SEARCH_PAGE_SIZE). */
export const searchPageInputSchema = searchInputSchema.pick({ q: true });

export const searchPageSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
  /** More pages match than are listed: the reader is told to narrow the search. */
  more: z.boolean(),
  correctedQuery: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
