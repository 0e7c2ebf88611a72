import { optionalOneOf, optionalPositiveId, optionalString } from './search-params';

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
    redirect: optionalString(search.redirect, 500),
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
