import { contentCollection } from '../lazy';
import type { ContentPage } from '../types';

/** The four security topic pages (/security/{slug}). */
export const securityPages = contentCollection<ContentPage>({
  'wallet-security': () => import('./pages/wallet-security'),
  'common-scams': () => import('./pages/common-scams'),
  'safe-trading': () => import('./pages/safe-trading'),
  'identity-protection': () => import('./pages/identity-protection'),
});
