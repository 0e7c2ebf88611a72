/**
 * Every public route of the site: the static pages plus one route per content file, so a new
 * lesson is in the sitemap and walked by the page tests (and the first-load budget) with no edit.
 * Node only (it reads the content folder).
 */
import { staticPublicRoutes } from '../shared/site-routes';
import { allContentPages } from './index';

export { adminRoutes } from '../shared/site-routes';

export const publicRoutes: readonly string[] = [...staticPublicRoutes, ...allContentPages().map((page) => page.url)];
