export interface Guide {
  slug: string;
  title: string;
  description: string;
  icon: 'exchange' | 'people' | 'shield' | 'globe' | 'bank' | 'device';
  /** Still being written: the page shows the 'under development' notice (no file in src/content/guides). */
  planned?: true;
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
    planned: true,
    title: 'Coinbase in the Caribbean',
    description: 'What Coinbase offers, and where it is and is not available in the region.',
    icon: 'globe',
  },
  {
    slug: 'banking-local',
    planned: true,
    title: 'Banking and Crypto: Moving Money In and Out',
    description: 'Working with local banks, records of source of funds, and legal ways in and out.',
    icon: 'bank',
  },
  {
    slug: 'hardware-wallets',
    planned: true,
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


export interface ReadingLink {
  href: string;
  label: string;
  why: string;
}

/** What a reader of a guide still under development can read today, by guide. */
export function plannedGuideReading(slug: string): ReadingLink[] {
  const exchangesLesson = {
    href: '/education/exchanges',
    label: 'Crypto exchanges explained',
    why: 'How exchanges work, what they charge and how to check one before you sign up.',
  };
  const comparison = {
    href: '/guides/exchanges',
    label: 'Exchange comparison',
    why: 'Fees, Caribbean support and withdrawal options side by side.',
  };
  const storage = {
    href: '/guides/secure-storage',
    label: 'Secure storage guide',
    why: 'Seed phrases, backups that survive a storm, and when to use cold storage.',
  };
  const scams = {
    href: '/security/common-scams',
    label: 'Common scams',
    why: 'The tricks people in the region meet most, and what to do if it happens.',
  };
  if (slug === 'hardware-wallets') {
    return [
      storage,
      {
        href: '/guides/wallets',
        label: 'Wallet comparison',
        why: 'Hardware, mobile, desktop, web and paper wallets compared, with costs.',
      },
      { href: '/education/crypto-wallets', label: 'Crypto wallets explained', why: 'Hot and cold wallets, and custody in plain words.' },
    ];
  }
  if (slug.startsWith('banking-')) {
    return [
      {
        href: '/caribbean-focus/banking',
        label: 'Banking and crypto in the Caribbean',
        why: 'Why banks are cautious, and how to keep records that answer their questions.',
      },
      { href: '/guides/p2p-platforms', label: 'Peer-to-peer platforms', why: 'Buying and selling with local payment methods, safely.' },
      scams,
    ];
  }
  return [
    { href: '/guides/binance', label: 'Buying on Binance', why: 'A full step-by-step guide to a large exchange, with costs explained.' },
    exchangesLesson,
    comparison,
    scams,
  ];
}
