/** What a search result is, and its label on the page (no zod here: the page imports it). */
export const searchKinds = ['lesson', 'guide', 'security', 'caribbean', 'community', 'legal', 'news'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  lesson: 'Lesson',
  guide: 'Guide',
  security: 'Security',
  caribbean: 'Caribbean',
  community: 'Community article',
  legal: 'Legal',
  news: 'News',
};

/**
 * The query parameters each searchable route reads (for the response cache, which keys only the
 * parameters a route declares): /search reads `q`; GET /api/search reads `q` and `limit`.
 */
export const SEARCH_QUERY_PARAMETERS = { '/search': ['q'], '/api/search': ['q', 'limit'] } as const;
