import { describe, expect, it } from 'vitest';
import { authHref, authSearch } from './auth-search';

describe('authHref', () => {
  it('keeps the enrolment intent and redirect when switching to the password reset form', () => {
    expect(authHref({ tab: 'forgot', intent: 'enroll', courseId: 7, redirect: '/profile' })).toBe(
      '/auth?tab=forgot&intent=enroll&courseId=7&redirect=%2Fprofile',
    );
  });

  it('drops the default tab, and reads back what it wrote', () => {
    expect(authHref({ tab: 'login' })).toBe('/auth');
    const href = authHref({ tab: 'register', intent: 'enroll', courseId: 3 });
    expect(authSearch(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual({
      tab: 'register',
      intent: 'enroll',
      courseId: 3,
      redirect: undefined,
    });
  });
});
