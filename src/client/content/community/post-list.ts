import type { CommunityPost } from './types';

export type CommunityPostSummary = Pick<CommunityPost, 'slug' | 'date' | 'title' | 'description'>;

/**
 * What the /community list shows, newest first, without the bodies so the list page stays small.
 * post-list.test.ts checks it against the articles themselves.
 */
export const communityPostList: CommunityPostSummary[] = [
  {
    slug: 'crypto-taxation-dominica',
    date: '2026-11-10',
    title: 'Crypto and Tax in Dominica: Keep Records First',
    description: 'Why good records matter more than any rule of thumb, and who to ask about how your crypto is taxed.',
  },
  {
    slug: 'nfts-caribbean-art',
    date: '2026-10-18',
    title: 'NFTs and Caribbean Art: Opportunity With Open Eyes',
    description: 'How some Caribbean artists sell digital work as NFTs, what buyers actually get, and the pitfalls on both sides.',
  },
  {
    slug: 'stablecoins-caribbean-commerce',
    date: '2026-09-25',
    title: 'Stablecoins in Caribbean Commerce',
    description: 'Where US-dollar stablecoins help small businesses and families in the region, and where they add risk.',
  },
  {
    slug: 'caribbean-crypto-security',
    date: '2026-08-30',
    title: 'Crypto Security Lessons From the Region',
    description: 'The losses we hear about most in the Caribbean, and the simple habits that would have prevented them.',
  },
  {
    slug: 'virtual-asset-business-act-breakdown',
    date: '2026-07-12',
    title: 'The Virtual Asset Business Act in Five Questions',
    description: "Five common questions about Dominica's Virtual Asset Business Act, 2022, answered in plain language.",
  },
  {
    slug: 'crypto-adoption-dominica',
    date: '2026-06-14',
    title: 'Crypto Adoption in Dominica: Curiosity, Caution and Questions',
    description: 'What people in Dominica are asking about crypto, and why learning before buying matters on a small island.',
  },
];
