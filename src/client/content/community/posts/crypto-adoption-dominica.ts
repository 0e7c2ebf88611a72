import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: "crypto-adoption-dominica",
  date: "2026-06-14",
  title: "Crypto Adoption in Dominica: Curiosity, Caution and Questions",
  description: "What people in Dominica are asking about crypto, and why learning before buying matters on a small island.",
  lastReviewed: "2026-11-22",
  body: `Interest in cryptocurrency in Dominica comes from many directions: young people who hear about it online, families receiving money from abroad, small businesses asked by visitors whether they accept crypto, and people approached by friends with "investment opportunities".

## What people ask us

- Is it legal? Owning crypto is; businesses that handle it for others must register under the [Virtual Asset Business Act](/legal).
- Is it safe? The technology is robust; people lose money through scams, mistakes and volatility.
- Can I use it instead of my bank? Not really. Most people still need a bank to get money in and out, and many banks are cautious.

## Why learning first matters

On a small island, news and rumours travel fast. So do schemes that promise easy money. Understanding how wallets, exchanges and keys work, and how scams are built, protects you and the people who trust your advice.

## Where to start

Begin with our free lesson on [Bitcoin and the blockchain](/education/bitcoin-blockchain), then read the [security pages](/security). If you decide to buy, start small and keep records.`,
};

export default page;
