/**
 * The 8 free resources as cards show them (no lesson bodies, so lists stay small).
 * catalog.test.ts checks it against the lessons themselves.
 */
export interface FreeResource {
  slug: string;
  title: string;
  description: string;
  duration: string;
  level: 'Beginner' | 'Intermediate';
}

export const freeResourceCatalog: FreeResource[] = [
  {
    slug: 'bitcoin-blockchain',
    title: 'Bitcoin and the Blockchain',
    description:
      'What Bitcoin is, how a blockchain records payments without a bank in the middle, and what that means for you in Dominica.',
    duration: '30 min',
    level: 'Beginner',
  },
  {
    slug: 'crypto-wallets',
    title: 'Crypto Wallets Explained',
    description:
      'Hot and cold wallets, custodial and self-custody, and how to choose and back up a wallet that suits your life in the islands.',
    duration: '35 min',
    level: 'Beginner',
  },
  {
    slug: 'stablecoins',
    title: 'Stablecoins: Digital Dollars and Their Risks',
    description: 'How USDT and USDC aim to track the US dollar, why people in the Caribbean use them, and the risks that remain.',
    duration: '25 min',
    level: 'Beginner',
  },
  {
    slug: 'ethereum-smart-contracts',
    title: 'Ethereum and Smart Contracts',
    description: 'What Ethereum adds to the idea of a blockchain: programs that run on it, the fees they cost, and where things go wrong.',
    duration: '40 min',
    level: 'Intermediate',
  },
  {
    slug: 'exchanges',
    title: 'How Crypto Exchanges Work',
    description:
      'Centralised exchanges, peer-to-peer marketplaces, fees and identity checks, from the point of view of a buyer in the Caribbean.',
    duration: '30 min',
    level: 'Beginner',
  },
  {
    slug: 'cryptographic-keys',
    title: 'Public and Private Keys',
    description: 'The maths that proves ownership in crypto, explained without equations, and the habits that keep your keys safe.',
    duration: '25 min',
    level: 'Intermediate',
  },
  {
    slug: 'defi',
    title: 'Decentralised Finance (DeFi)',
    description: 'Lending, borrowing and trading through smart contracts instead of companies: how it works and why the risks are high.',
    duration: '45 min',
    level: 'Intermediate',
  },
  {
    slug: 'nfts',
    title: 'NFTs: Digital Ownership Records',
    description: 'What a non-fungible token actually proves, how Caribbean artists use them, and the pitfalls for buyers.',
    duration: '20 min',
    level: 'Beginner',
  },
];
