import { describe, expect, it } from 'vitest';
import { adminRoutes, publicRoutes } from '../../shared/site-routes';
import { hydratesWholeApp } from './page-mode';

describe('hydratesWholeApp', () => {
  it('keeps every public page an island page', () => {
    for (const route of [...publicRoutes, '/news/any-article', '/no-such-page']) expect(hydratesWholeApp(route), route).toBe(false);
  });

  it('hydrates the signed-in and admin screens and the e-mailed token pages as the whole app', () => {
    for (const route of [...adminRoutes, '/profile', '/reset-password', '/unsubscribe', '/admin/']) {
      expect(hydratesWholeApp(route), route).toBe(true);
    }
  });

  it('matches whole path segments only', () => {
    expect(hydratesWholeApp('/profiles')).toBe(false);
    expect(hydratesWholeApp('/administration-guide')).toBe(false);
  });
});
