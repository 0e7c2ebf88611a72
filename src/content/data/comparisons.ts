/**
 * Exchange and wallet comparison data. Fees change: each row says where its figure comes from.
 * Star ratings are fixed per exchange name (spec section 2), our editorial judgement.
 */
export type Stars = 1 | 2 | 3 | 4 | 5;

export interface ExchangeRow {
  name: string;
  fees: string;
  caribbeanSupport: string;
  withdrawalOptions: string;
  securityRating: Stars;
  userExperience: Stars;
  source: string;
  /** A dated legal record readers should know, with the official page that reports it. */
  record?: { text: string; date: string; sourceName: string; url: string };
}

export const exchanges: ExchangeRow[] = [
  {
    name: 'Binance',
    fees: '0.1% trading',
    caribbeanSupport: 'Available in many Caribbean countries; check the current supported-countries list',
    withdrawalOptions: 'Crypto withdrawals; P2P marketplace for local currency',
    securityRating: 4,
    userExperience: 4,
    source: "Binance's published spot fee schedule, base tier. Card purchases cost more; a bank may treat a credit card purchase as a cash advance.",
    record: {
      text: 'Pleaded guilty to US charges in 2023.',
      date: '2023',
      sourceName: 'US Department of Justice',
      url: 'https://www.justice.gov/news',
    },
  },
  {
    name: 'KuCoin',
    fees: '0.1% trading',
    caribbeanSupport: 'Accepts users from many countries; availability and KYC rules vary',
    withdrawalOptions: 'Crypto withdrawals; P2P marketplace',
    securityRating: 3,
    userExperience: 4,
    source: "KuCoin's published spot fee schedule, base tier.",
    record: {
      text: 'Pleaded guilty to US charges in 2025; identity checks were optional until 2023.',
      date: '2025',
      sourceName: 'US Attorney, Southern District of New York',
      url: 'https://www.justice.gov/usao-sdny/pr',
    },
  },
  {
    name: 'Coinbase',
    fees: '0.5% to 4.5%',
    caribbeanSupport: 'Limited: check whether your country is supported for buying and selling',
    withdrawalOptions: 'Crypto withdrawals; bank withdrawals only in supported countries',
    securityRating: 5,
    userExperience: 5,
    source: "Coinbase's pricing pages; the fee depends on order type and payment method.",
  },
  {
    name: 'Local / peer-to-peer exchanges',
    fees: '1-5%',
    caribbeanSupport: 'Local sellers and brokers; ask the FSU whether one is registered under the Virtual Asset Business Act',
    withdrawalOptions: 'Bank transfer, mobile money or cash, depending on the counterparty',
    securityRating: 2,
    userExperience: 3,
    source: 'Typical spreads and fees charged by local brokers and P2P sellers; varies widely.',
  },
];

export type WalletType = 'Hardware' | 'Mobile' | 'Desktop' | 'Web' | 'Paper';

export interface WalletRow {
  type: WalletType;
  security: string;
  easeOfUse: string;
  bestFor: string;
  examples: string;
  source: string;
}

export const wallets: WalletRow[] = [
  {
    type: 'Hardware',
    security: 'Very high: keys never leave the device',
    easeOfUse: 'Moderate',
    bestFor: 'Savings and larger amounts',
    examples: 'Ledger, Trezor',
    source: "Manufacturers' published prices; buy only from the maker or authorised sellers.",
  },
  {
    type: 'Mobile',
    security: 'Medium: depends on your phone',
    easeOfUse: 'Easy',
    bestFor: 'Everyday amounts and payments',
    examples: 'Trust Wallet, BlueWallet',
    source: 'Free apps; check the developer name in the official store.',
  },
  {
    type: 'Desktop',
    security: 'Medium: depends on your computer',
    easeOfUse: 'Moderate',
    bestFor: 'Regular users with a secure computer',
    examples: 'Electrum, Exodus',
    source: 'Free downloads from the official websites.',
  },
  {
    type: 'Web',
    security: 'Lower: exposed to phishing sites',
    easeOfUse: 'Easy',
    bestFor: 'Small amounts and trying things out',
    examples: 'Browser extension wallets, exchange accounts',
    source: 'Free; custodial web wallets depend on the provider.',
  },
  {
    type: 'Paper',
    security: 'High offline, but fragile and easy to get wrong',
    easeOfUse: 'Hard',
    bestFor: 'Long-term storage by experienced users',
    examples: 'Printed key or seed backups',
    source: 'Only the cost of printing; protect from water and fire.',
  },
];

/** Cost by wallet type (spec section 2). */
export function walletCost(type: WalletType): string {
  switch (type) {
    case 'Hardware':
      return '$50-$200';
    case 'Paper':
      return 'Free (printing)';
    default:
      return 'Free';
  }
}

export const comparisonsLastReviewed = '2026-11-22';
