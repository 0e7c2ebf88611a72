/**
 * Site search: GET /api/search?q=&limit= (api.md) and the /search page's query. Any query is
 * answered: an empty or junk one gets an empty list, never an error.
 */
import { z } from 'zod';
import {
  SEARCH_PAGE_SIZE,
  searchInputSchema,
  searchPageInputSchema,
  searchPageSchema,
  searchResultSchema,
} from '../../shared/schemas/search';
import { search } from '../search/search';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

const tags = ['search'];

export const searchRouter = router({
  results: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/search',
        tags,
        summary:
          'Lessons, guides, security and Caribbean pages, community articles, the Act summary, news, courses and events matching the words, best first',
      },
    })
    .input(searchInputSchema)
    .output(z.array(searchResultSchema))
    .query(async ({ ctx, input }) => (await search(ctx.db, input.q, input.limit)).results),

  /**
   * The /search page: the results and, when a misspelling was corrected, what was searched instead.
   * One more than it lists is asked for, to know whether more match.
   */
  page: publicProcedure
    .input(searchPageInputSchema)
    .output(searchPageSchema)
    .query(async ({ ctx, input }) => {
      const { results, correctedQuery } = await search(ctx.db, input.q, SEARCH_PAGE_SIZE + 1);
      return { query: input.q, results: results.slice(0, SEARCH_PAGE_SIZE), more: results.length > SEARCH_PAGE_SIZE, correctedQuery };
    }),
});
