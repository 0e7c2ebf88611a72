import { contentCollection } from '../lazy';
import type { ContentPage } from '../types';

/** /caribbean-focus, /caribbean-focus/banking and /caribbean-focus/solutions. */
export const caribbeanPages = contentCollection<ContentPage>({
  'caribbean-focus': () => import('./pages/caribbean-focus'),
  banking: () => import('./pages/banking'),
  solutions: () => import('./pages/solutions'),
});
