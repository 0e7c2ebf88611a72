import { contentCollection } from '../lazy';
import type { FullGuide } from './guides';

/** The guides that have full text; the others show the 'under development' notice. */
export const fullGuides = contentCollection<FullGuide>({
  binance: () => import('./full/binance'),
  'p2p-platforms': () => import('./full/p2p-platforms'),
  'secure-storage': () => import('./full/secure-storage'),
});
