import { contentCollection } from '../lazy';
import type { Lesson } from '../types';

/** The 8 free lessons (cards use ./catalog, which has no bodies). */
export const lessons = contentCollection<Lesson>({
  'bitcoin-blockchain': () => import('./lessons/bitcoin-blockchain'),
  'crypto-wallets': () => import('./lessons/crypto-wallets'),
  stablecoins: () => import('./lessons/stablecoins'),
  'ethereum-smart-contracts': () => import('./lessons/ethereum-smart-contracts'),
  exchanges: () => import('./lessons/exchanges'),
  'cryptographic-keys': () => import('./lessons/cryptographic-keys'),
  defi: () => import('./lessons/defi'),
  nfts: () => import('./lessons/nfts'),
});
