/**
 * Facts of the admin's payment queue shared by the server (filters, undo) and the page (the URL's
 * search parameters, the undo button's lifetime). Plain values: this loads with the admin page.
 */
import { PAYMENT_METHODS, type PaymentMethod } from './constants';
import { optionalOneOf, optionalString } from './search-params';

/** How long after a decision an admin may undo it (issue 27). The one place this is set. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;
export const UNDO_WINDOW_MINUTES = UNDO_WINDOW_MS / 60_000;

/** The age filter: how long the payment has been waiting. */
export const PENDING_AGES = ['today', '1d', '3d', '7d'] as const;
export type PendingAge = (typeof PENDING_AGES)[number];
export const PENDING_AGE_LABELS: Record<PendingAge, string> = {
  today: 'Under a day',
  '1d': '1 day or more',
  '3d': '3 days or more',
  '7d': 'A week or more',
};

export const PENDING_SORTS = ['oldest', 'newest'] as const;
export type PendingSort = (typeof PENDING_SORTS)[number];

/** The longest search text the queue sends (the server's schema says the same). */
export const PENDING_SEARCH_MAX = 100;

/** The queue's part of the /admin URL: `?method=&age=&q=&sort=` beside `?tab=pending`. */
export interface PendingSearch {
  method?: PaymentMethod;
  age?: PendingAge;
  q?: string;
  sort?: PendingSort;
}
export const PENDING_QUERY_PARAMS = ['method', 'age', 'q', 'sort'] as const;

/** Reads the queue's parameters from a URL's search; anything malformed is dropped, never an error. */
export function pendingSearch(search: Record<string, unknown>): PendingSearch {
  const q = optionalString(search.q, PENDING_SEARCH_MAX)?.trim();
  return {
    method: optionalOneOf(search.method, PAYMENT_METHODS),
    age: optionalOneOf(search.age, PENDING_AGES),
    q: q ? q : undefined,
    sort: optionalOneOf(search.sort, PENDING_SORTS),
  };
}

/**
 * A payment code typed any way ("dce jtet", "dcejtet", "DCE-JTET") as the server compares it:
 * letters and digits only, upper case. The server normalises the stored codes the same way
 * (services/enrollment-queue.ts, with an index on that expression).
 */
export function normalizeCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
