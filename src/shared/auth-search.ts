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
    // Only a path of this site: a page never carries another address on to its forms and links
    // (nor, as the edge keys what the route reads, an entry of its own in the cache). Each path of
    // this site is still its own answer: the forms carry it on.
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
