/**
 * What the guide pages say around the guides themselves. The guides, their cards (title,
 * description, icon, order) and which ones are still planned are the files in src/content/guides:
 * the client gets the cards from content.guideCards.
 */

export const plannedGuideNotice =
  'This guide is under development. It will be published once every fact and fee in it has been checked against its source. Meanwhile, the Binance, peer-to-peer and secure storage guides and our security pages cover the essentials.';

/** The guide file (written or planned) /guides/{slug} shows, by its card; none for any other slug. */
export function guideCardFor<G extends { slug: string }>(slug: string, guides: readonly G[]): G | undefined {
  return guides.find((g) => g.slug === slug);
}

/**
 * A banking-{product} guide with no file of its own shows the 'under development' notice (spec:
 * /guides/{slug}). It is named "Banking Guide", never after its address, and kept out of search
 * engines: every such address answers it, so an invented one must not read as the site's words (probe 29,
 * F3). A product name is words of letters and digits, at most this long: a longer one is not a
 * guide (it reached content.page's length limit as a 500: probe 29, F2).
 */
export const UNWRITTEN_BANKING_GUIDE_TITLE = 'Banking Guide';
const BANKING_SLUG_MAX = 60;
export const isUnwrittenBankingSlug = (slug: string) =>
  slug.length <= BANKING_SLUG_MAX && /^banking-[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);

/** Whether /guides/{slug} is a guide page: a guide file's, or a banking-{product} one not written yet. */
export function isGuideSlug(slug: string, guides: readonly { slug: string }[]): boolean {
  return guideCardFor(slug, guides) !== undefined || isUnwrittenBankingSlug(slug);
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
