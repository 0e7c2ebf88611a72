/**
 * The public routes that are not content files: the sitemap and the tests walk these plus every
 * page of the content collection (src/content/public-routes.ts builds the full list).
 */
export const staticPublicRoutes = [
  '/',
  '/education',
  '/guides',
  '/guides/exchanges',
  '/guides/wallets',
  '/security',
  '/community',
  '/community/events',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/cookie-policy',
  '/auth',
] as const;

export const adminRoutes = [
  '/dashboard',
  '/admin',
  '/admin/blog',
  '/admin/events',
  '/admin/users',
  '/admin/subscribers',
  '/admin/media',
  '/admin/emails',
  '/admin/settings',
] as const;
