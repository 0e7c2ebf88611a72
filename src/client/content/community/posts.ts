import { contentCollection } from '../lazy';
import type { CommunityPost } from './types';

export type { CommunityPost } from './types';

/** The six static community articles (/community/posts/{slug}). */
export const communityPosts = contentCollection<CommunityPost>({
  'crypto-adoption-dominica': () => import('./posts/crypto-adoption-dominica'),
  'virtual-asset-business-act-breakdown': () => import('./posts/virtual-asset-business-act-breakdown'),
  'caribbean-crypto-security': () => import('./posts/caribbean-crypto-security'),
  'stablecoins-caribbean-commerce': () => import('./posts/stablecoins-caribbean-commerce'),
  'nfts-caribbean-art': () => import('./posts/nfts-caribbean-art'),
  'crypto-taxation-dominica': () => import('./posts/crypto-taxation-dominica'),
});
