import { z } from 'zod';
import { searchKinds } from '../search-kinds';
import { wholeNumber, numberIn } from './common';

export { SEARCH_KIND_LABELS, searchKinds, type SearchKind } from '../search-kinds';

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 20;

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
    limit: wholeNumber(numberIn('limit', 1, 50).default(SEARCH_LIMIT_DEFAULT)),
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
export const searchPageSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
  correctedQuery: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
