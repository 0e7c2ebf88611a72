import { optionalOneOf, optionalPositiveId, optionalString } from './search-params';
import { safeRedirectPath } from './redirects';

export interface AuthSearch {
  tab?: 'login' | 'register' | 'forgot';
  intent?: 'enroll';
  courseId?: number;
  redirect?: string;
}

export function authSearch(search: Record<string, unknown>): AuthSearch {
  return {
    tab: optionalOneOf(search.tab, ['login', 'register', 'forgot']),
    intent: optionalOneOf(search.intent, ['enroll']),
    courseId: optionalPositiveId(search.courseId),
    // Only a path of this site: a page never carries another address on to its forms and links,
    // and a made-up one is not a page of its own (the edge keys the route's reading, cache-key.ts).
    redirect: safeRedirectPath(optionalString(search.redirect, 500)) ?? undefined,
  };
}

/** The /auth address for these parameters (what the tabs and the 'Forgot password?' link point to). */
export function authHref(search: AuthSearch): string {
  const params = new URLSearchParams();
  if (search.tab && search.tab !== 'login') params.set('tab', search.tab);
  if (search.intent) params.set('intent', search.intent);
  if (search.courseId) params.set('courseId', String(search.courseId));
  if (search.redirect) params.set('redirect', search.redirect);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
