/**
 * The `?tab=` of a workspace page with sections (components/ui/section-tabs.tsx draws them), read
 * from the sections' own list so the valid values are never written twice.
 */
import { optionalOneOf } from '../../shared/search-params';

export interface Section<Id extends string> {
  id: Id;
  label: string;
}

/**
 * What a route's `validateSearch` answers: `?tab=` when it is one of the sections' ids, otherwise
 * nothing (an unknown or malformed value opens the first section; it is never an error).
 */
export function sectionSearch<Id extends string>(sections: readonly Section<Id>[], search: Record<string, unknown>): { tab?: Id } {
  return { tab: optionalOneOf(search.tab, sections.map((section) => section.id)) };
}
