import { optionalOneOf, optionalPositiveId, optionalString } from '../../../lib/search-params';

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
