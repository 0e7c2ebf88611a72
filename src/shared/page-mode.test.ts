import { describe, expect, it } from 'vitest';
import { adminRoutes, publicRoutes } from '../content/site-routes';
import { hydratesWholeApp, isReadingPage } from './page-mode';

describe('hydratesWholeApp', () => {
  it('keeps every public page an island page', () => {
    for (const route of [...publicRoutes, '/news/any-article', '/no-such-page']) expect(hydratesWholeApp(route), route).toBe(false);
  });

  it('hydrates the signed-in and admin screens and the e-mailed token pages as the whole app', () => {
    for (const route of [...adminRoutes, '/profile', '/account', '/account/confirm-email', '/reset-password', '/unsubscribe', '/admin/']) {
      expect(hydratesWholeApp(route), route).toBe(true);
    }
  });

  it('matches whole path segments only', () => {
    expect(hydratesWholeApp('/profiles')).toBe(false);
    expect(hydratesWholeApp('/administration-guide')).toBe(false);
  });
});

describe('isReadingPage', () => {
  it('is every public page except the sign-in page', () => {
    expect(isReadingPage('/')).toBe(true);
    expect(isReadingPage('/news/some-article')).toBe(true);
    expect(isReadingPage('/auth')).toBe(false);
    expect(isReadingPage('/profile')).toBe(false);
    expect(isReadingPage('/admin/users')).toBe(false);
  });
});
