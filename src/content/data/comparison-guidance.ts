/**
 * The reading help around the exchange and wallet comparison tables (/guides/exchanges and
 * /guides/wallets). Plain text, kept here so an editor changes it without touching the pages.
 * Only generally established facts; figures that depend on a platform say so and may change.
 */
export interface GuidanceItem {
  title: string;
  text: string;
}

/** The two comparison pages' names and summaries: their heads and the site search use the same words. */
export const walletComparisonPage = {
  title: 'Wallet Comparison',
  description: 'Hardware, mobile, desktop, web and paper crypto wallets compared on security, ease of use, cost and who each suits.',
};
export const exchangeComparisonPage = {
  title: 'Exchange Comparison',
  description:
    'Binance, KuCoin, Coinbase and local peer-to-peer exchanges compared on fees, Caribbean support, withdrawals, security and ease of use.',
};

export const exchangeChecklistIntro =
  'A low trading fee means little if you cannot use the platform from your island, or cannot get your money back out. Work through these before you open an account.';

export const exchangeChecklist: GuidanceItem[] = [
  {
    title: 'Check that it serves your island',
    text: "Open the exchange's own list of supported countries. Card purchases, the P2P marketplace and bank withdrawals can each be available in one country and not the next, and the lists change.",
  },
  {
    title: 'Add up the whole cost in EC dollars',
    text: "Trading fee, card fee (the platform shows it before you confirm), the spread, the withdrawal fee and your own bank's charge for a foreign card payment. At EC$2.70 to US$1, every 1% on US$100 is EC$2.70.",
  },
  {
    title: 'Know how you will cash out before you buy',
    text: 'Large international exchanges often do not offer bank withdrawals in EC dollars, so many people in the region sell through a P2P marketplace or a local broker instead. Read the "Withdrawal options" column and check the platform\'s pages for your country.',
  },
  {
    title: "Check a local broker's registration",
    text: 'The Virtual Asset Business Act, 2022 provides for businesses that exchange, transfer or hold crypto for others in or from Dominica to be registered with the Financial Services Unit. Ask the FSU whether registration is open and whether the broker is registered. A foreign exchange is a different check: find where it is licensed.',
  },
  {
    title: 'Lock the account down on day one',
    text: 'Use a unique password, an authenticator app rather than SMS codes, and a withdrawal address allow-list where the exchange offers one.',
  },
  {
    title: 'Start small and test a withdrawal',
    text: 'Buy a small amount first and move some of it out, to your own wallet or back to your bank, before you trust the platform with more.',
  },
];

export const starRatingNotes: GuidanceItem[] = [
  {
    title: 'Security',
    text: 'Our view of the protections the platform offers (two-factor options, withdrawal allow-lists, how customer crypto is held) and its public track record. For local and P2P trades, safety depends mostly on the person or business on the other side.',
  },
  {
    title: 'User experience',
    text: 'How easy it is for a beginner to go from sign-up to a first purchase and a first withdrawal.',
  },
];

export const starRatingCaveat =
  'The stars are fixed editorial ratings, not endorsements, and they do not say whether a platform is available in your country. No rating makes a platform risk-free: exchanges can fail, as FTX did in 2022.';

export const walletChoiceIntro =
  'The right wallet depends on how much you hold and how often you move it. Many people use two: a phone wallet for small everyday amounts and a cold wallet for savings.';

export const walletChoices: GuidanceItem[] = [
  {
    title: 'Small, everyday amounts',
    text: 'For, say, EC$150 (about US$55), a hardware wallet at US$50 to $200 (roughly EC$135 to EC$540) can cost as much as what it protects. A reputable mobile wallet with a written seed phrase backup is a common choice.',
  },
  {
    title: 'Savings you could not afford to lose',
    text: 'For, say, EC$5,000 (about US$1,850), a one-off cost of a few hundred EC dollars for a hardware wallet is worth considering, because the keys stay offline even if your phone or computer is infected.',
  },
  {
    title: 'Crypto left on an exchange',
    text: 'An exchange account works like a web wallet held for you: the company controls the keys. It is convenient for trading, but you are trusting the company to stay solvent, honest and secure.',
  },
  {
    title: 'Paper backups',
    text: 'Paper is free and offline, but ink fades, paper soaks, and a printed key or seed phrase is easy to get wrong or to lose. It suits experienced users who store it carefully, away from water and fire.',
  },
];

export const hardwareBuyingTips: GuidanceItem[] = [
  {
    title: 'Buy new, from the maker or an authorised seller',
    text: 'Never buy second-hand or from a marketplace listing: a tampered device can give away your keys.',
  },
  {
    title: 'Reject any device that comes with a seed phrase',
    text: 'A genuine hardware wallet makes you create your own seed phrase when you set it up. A card in the box with words already printed on it is a scam.',
  },
  {
    title: 'Count the cost of getting it here',
    text: 'Shipping to Dominica usually goes through a courier or freight forwarder, and import duty and VAT may apply on arrival. Ask your courier or the customs office before you order.',
  },
  {
    title: 'Test the recovery before you rely on it',
    text: 'Send a small amount, then practise restoring the wallet from your written seed phrase. Keep two copies of that phrase, stored apart and protected from water and fire.',
  },
];

export const comparisonExamplesNote =
  "Product names in the tables are examples for learning, not recommendations. Download apps only from the official store or the maker's website, and check the developer's name.";
