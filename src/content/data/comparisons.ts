/**
 * Exchange and wallet comparison data. Fees change: each row says where its figure comes from, and
 * each table lists the pages that state its figures and records (not home pages or indexes), with
 * the day they were checked. Star ratings are fixed per exchange name (spec section 2), our
 * editorial judgement.
 */
import type { ContentSource } from '../schema';

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
    source: 'Base spot fee: Binance\'s own help page on spot fees works its examples at 0.1%, as do 2026 reports (see the sources below); check Binance\'s fee schedule for your level. Card purchases cost more; a bank may treat a credit card purchase as a cash advance.',
    record: {
      text: 'Pleaded guilty to US charges in 2023 and agreed to pay about US$4.3 billion.',
      date: '2023',
      sourceName: 'Los Angeles Times',
      url: 'https://www.latimes.com/business/story/2023-11-21/binance-ceo-zhao-to-plead-guilty-to-criminal-charges-pay-4-3-billion-fine',
    },
  },
  {
    name: 'KuCoin',
    fees: '0.1% trading',
    caribbeanSupport: 'Accepts users from many countries; identity checks required for new users since 2023; check what it offers in Dominica',
    withdrawalOptions: 'Crypto withdrawals; P2P marketplace',
    securityRating: 3,
    userExperience: 4,
    source: "KuCoin's published VIP fee structure: VIP 0, spot Class A coins (other classes cost more).",
    record: {
      text: 'Pleaded guilty to US charges in 2025; identity checks were optional until 2023.',
      date: '2025',
      // The label names who published the link's page: a radio station's site carrying Reuters' report (probe 26, F6).
      sourceName: 'Reuters, via Q95.7',
      url: 'https://q957.com/2025/01/27/kucoin-pleads-guilty-agrees-to-pay-nearly-300-million-in-us-crypto-case',
    },
  },
  {
    name: 'Coinbase',
    fees: 'Varies: see the trade preview',
    caribbeanSupport: 'Limited: check whether your country is supported for buying and selling',
    withdrawalOptions: 'Crypto withdrawals; bank withdrawals only in supported countries',
    securityRating: 5,
    userExperience: 5,
    source: "Coinbase's pricing and fees disclosures: the fee depends on location, payment method and order size, plus a spread, and is shown before you confirm.",
  },
  {
    name: 'Local / peer-to-peer exchanges',
    fees: 'Varies: check the seller\'s quoted rate',
    caribbeanSupport: 'Local sellers and brokers; ask the FSU whether one is registered under the Virtual Asset Business Act',
    withdrawalOptions: 'Bank transfer, mobile money or cash, depending on the counterparty',
    securityRating: 2,
    userExperience: 3,
    source: 'No published figure we could verify: the cost is the gap between the quoted rate and EC$2.70 per US$1, plus any platform fee.',
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
    source: "Not verified against current prices: check the maker's own shop. Buy only from the maker or authorised sellers.",
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

/** The day the comparison tables' figures and records were checked against their sources. */
export const comparisonsLastReviewed = '2026-11-25';

/**
 * Pages that state the exchange table's fees and legal records (each figure's own page, not a home page).
 * Binance's base fee: its own help page (a worked example at 0.1%, dated 2022) and two 2026 reports of the same rate.
 */
export const exchangeTableSources: ContentSource[] = [
  // The caveat under the stars ("exchanges can fail, as FTX did in 2022") rests on this (probe 28, F5).
  {
    title: 'Understanding Cryptocurrency in the ECCU: regional investors advised to exercise extreme caution (scams, fraud, the FTX collapse)',
    url: 'https://www.eccb-centralbank.org/blogs/understanding-cryptocurrency-in-the-eccu',
    publisher: 'Eastern Caribbean Central Bank',
    official: true,
    date: '2024',
  },
  {
    title: 'KuCoin VIP Fee Structure: VIP 0 spot Class A 0.1% maker / 0.1% taker (Class B 0.2%, Class C 0.3%)',
    url: 'https://www.kucoin.com/support/48142946141635',
    publisher: 'KuCoin',
    official: true,
    date: '2026-03-26',
  },
  {
    title: 'Coinbase pricing and fees disclosures: fees depend on location, payment method and order size, plus a spread; shown before you confirm',
    url: 'https://help.coinbase.com/en-in/coinbase/trading-and-funding/pricing-and-fees/fees',
    publisher: 'Coinbase',
    official: true,
    date: '2026-11',
  },
  {
    title: "What is Binance Spot Trading Fee and How to Calculate (Binance's help page: a fee on every Spot trade, worked examples at 0.1%; 25% off when fees are paid in BNB)",
    url: 'https://www.binance.com/en-GB/support/faq/what-is-binance-spot-trading-fee-and-how-to-calculate-e85d6e703b874674840122196b89780a',
    publisher: 'Binance',
    official: true,
    date: '2022-03-24',
  },
  {
    title: "CEO of world's largest crypto exchange pleads guilty and agrees to $50-million fine (Binance to plead guilty and pay $4.3 billion)",
    url: 'https://www.latimes.com/business/story/2023-11-21/binance-ceo-zhao-to-plead-guilty-to-criminal-charges-pay-4-3-billion-fine',
    publisher: 'Los Angeles Times',
    official: false,
    date: '2023-11-21',
  },
  {
    title: 'Binance founder and CEO to step down and pay fine in settlement with the US Department of Justice',
    url: 'https://www.ibtimes.com/binance-founder-ceo-step-down-pay-fine-settlement-doj-3719106',
    publisher: 'International Business Times',
    official: false,
    date: '2023-11-21',
  },
  {
    title: 'KuCoin pleads guilty, agrees to pay nearly $300 million in US crypto case (Reuters)',
    url: 'https://q957.com/2025/01/27/kucoin-pleads-guilty-agrees-to-pay-nearly-300-million-in-us-crypto-case',
    publisher: 'Reuters, via Q95.7',
    official: false,
    date: '2025-01-27',
  },
  {
    title: 'KuCoin co-founders step down amid $300M settlement over US charges',
    url: 'https://decrypt.co/303051/kucoin-co-founders-step-down-amid-300m-settlement-over-us-charges',
    publisher: 'Decrypt',
    official: false,
    date: '2025-01-27',
  },
  {
    title: 'KuCoin pleads guilty to US charges: until around mid-2023 KuCoin did not require customers to provide identifying information',
    url: 'https://crypto24hnews.com/article/kucoin-pleads-guilty-us-charges-300-million-fine-ctl80850',
    publisher: 'Crypto 24h News',
    official: false,
    date: '2025-01-27',
  },
  {
    title: 'KuCoin fined $300M: the exchange did not require identifying information until August 2023',
    url: 'https://bitcoinnews.live/2025/01/28/kucoin-fined-300m-for-unlicensed-operations-and-discontinues-us-market-operations/',
    publisher: 'Bitcoin News',
    official: false,
    date: '2025-01-28',
  },
];

/** Pages that state what the wallet table says about keys, networks and backups. */
export const walletTableSources: ContentSource[] = [
  {
    title: 'Bitcoin: A Peer-to-Peer Electronic Cash System (the original paper; section 10: all transactions are announced publicly)',
    url: 'https://bitcoin.org/bitcoin.pdf',
    publisher: 'Satoshi Nakamoto, bitcoin.org',
    official: false,
    date: '2008-10',
  },
  {
    title: 'Understanding the token standard: USDT sent on the wrong network is lost',
    url: 'https://academy.dcentwallet.com/blockchain-network/understanding-the-token-standard',
    publisher: "D'CENT Wallet Academy",
    official: false,
    date: '2026-11',
  },
  {
    title: 'Mastering Ethereum: Gas (every operation costs gas; the sender pays the fee)',
    url: 'https://github.com/miamiruby/ethereumbook/blob/develop/gas.asciidoc',
    publisher: 'Mastering Ethereum (Antonopoulos and Wood), open-source text',
    official: false,
    date: '2018',
  },
];
