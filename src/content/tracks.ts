/**
 * Learning tracks: the one place that says which pages make a track (issue 26, item 4). A track is
 * a whole content collection, in its files' order: finishing a track means marking every page of
 * it done and, where its pages carry a quiz (lessons), passing every quiz. Plain data with no
 * node:* import, so the browser and the server read the same list; the pages of each track come
 * from the content files (src/content/index.ts on the server).
 */
import type { ProgressCollection } from '../shared/schemas/progress';

export interface TrackDefinition {
  /** Stable id, stored with certificates: never rename one that has been issued. */
  id: string;
  collection: ProgressCollection;
  title: string;
  /** One sentence for /education and the certificate. */
  description: string;
}

export const TRACKS: readonly TrackDefinition[] = [
  {
    id: 'crypto-foundations',
    collection: 'lessons',
    title: 'Crypto Foundations',
    description: 'The free lessons, from Bitcoin and wallets to DeFi and NFTs, each with a short quiz.',
  },
  {
    id: 'security-basics',
    collection: 'security',
    title: 'Security & Best Practices',
    description: 'Every security topic: wallets, scams, safe trading, identity and what to do after a scam.',
  },
  {
    id: 'practical-guides',
    collection: 'guides',
    title: 'Practical Guides',
    description: 'The written step-by-step guides for buying, storing and moving crypto from the Caribbean.',
  },
];

export function findTrack(id: string): TrackDefinition | undefined {
  return TRACKS.find((track) => track.id === id);
}
