import type { Lesson } from '../types';
import { bitcoinBlockchain, cryptoWallets, ethereumSmartContracts, stablecoins } from './lessons-a';
import { cryptographicKeys, defi, exchanges, nfts } from './lessons-b';

/** The 8 free resources, in the order the education pages list them. */
export const freeResources: Lesson[] = [
  bitcoinBlockchain,
  cryptoWallets,
  stablecoins,
  ethereumSmartContracts,
  exchanges,
  cryptographicKeys,
  defi,
  nfts,
];

export function lessonBySlug(slug: string): Lesson | undefined {
  return freeResources.find((l) => l.slug === slug);
}
