/** What a search result is, and its label on the page (no zod here: the page imports it). */
export const searchKinds = ['lesson', 'guide', 'security', 'caribbean', 'community', 'legal', 'news', 'course', 'event'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  lesson: 'Lesson',
  guide: 'Guide',
  security: 'Security',
  caribbean: 'Caribbean',
  community: 'Community article',
  legal: 'Legal',
  news: 'News',
  course: 'Course',
  event: 'Event',
};
