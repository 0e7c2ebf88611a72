/**
 * Every public route of the site: the static pages plus one route per content file (planned
 * guides included: their page shows the 'under development' notice), so a new lesson or guide is
 * in the sitemap and walked by the page tests (and the first-load budget) with no edit.
 * Node only (it reads the content folder).
 */
import { staticPublicRoutes } from '../shared/static-routes';
import { contentCollections, guideCards, plannedGuides } from './index';
import { collectionNames } from './schema';

export { adminRoutes } from '../shared/static-routes';

export const publicRoutes: readonly string[] = [
  ...staticPublicRoutes,
  // Each collection's pages in list order; the guides as their cards list them, planned ones too.
  ...collectionNames.flatMap((name) => (name === 'guides' ? guideCards : contentCollections[name]).map((page) => page.url)),
];

/** The routes of guides still being written: their pages are the short 'under development' notice. */
export const plannedGuideRoutes: readonly string[] = plannedGuides.map((guide) => guide.url);
