import type { ContentPage } from '../types';

export interface Guide {
  slug: string;
  title: string;
  description: string;
  icon: 'exchange' | 'people' | 'shield' | 'globe' | 'bank' | 'device';
}

/** The six guides, in order; the first four appear on the home page. */
export const guides: Guide[] = [
  {
    slug: 'binance',
    title: 'Buying on Binance',
    description: 'Open an account, verify your identity, and buy your first crypto with the fees explained.',
    icon: 'exchange',
  },
  {
    slug: 'p2p-platforms',
    title: 'Peer-to-Peer Platforms',
    description: 'Buy and sell with local currency through escrow, and avoid the tricks P2P scammers use.',
    icon: 'people',
  },
  {
    slug: 'secure-storage',
    title: 'Secure Storage',
    description: 'Move crypto off the exchange and keep it safe from hackers, mistakes and hurricanes.',
    icon: 'shield',
  },
  {
    slug: 'coinbase-caribbean',
    title: 'Coinbase in the Caribbean',
    description: 'What Coinbase offers, and where it is and is not available in the region.',
    icon: 'globe',
  },
  {
    slug: 'banking-local',
    title: 'Banking and Crypto: Moving Money In and Out',
    description: 'Working with local banks, records of source of funds, and legal ways in and out.',
    icon: 'bank',
  },
  {
    slug: 'hardware-wallets',
    title: 'Hardware Wallets',
    description: 'Choosing, buying and setting up a hardware wallet safely.',
    icon: 'device',
  },
];

export const plannedGuideNotice =
  'This guide is under development. Our team is checking every fact and fee with care before we publish it. Meanwhile, the Binance, peer-to-peer and secure storage guides and our security pages cover the essentials.';

export function isGuideSlug(slug: string): boolean {
  return guides.some((g) => g.slug === slug) || /^banking-[a-z0-9-]+$/.test(slug);
}

export type FullGuide = ContentPage & { slug: string };
