import type { ContentPage } from '../types';

export interface CommunityPost extends ContentPage {
  slug: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
}

/** Static community articles, newest first. */
export const communityPosts: CommunityPost[] = [
  {
    slug: 'crypto-taxation-dominica',
    date: '2026-11-10',
    title: 'Crypto and Tax in Dominica: Keep Records First',
    description: 'Why good records matter more than any rule of thumb, and who to ask about how your crypto is taxed.',
    lastReviewed: '2026-11-22',
    body: `People often ask whether they must pay tax on crypto in Dominica. The honest answer is that it **depends on your circumstances**, and we cannot give tax advice. What we can say is what every person who buys or sells crypto should do.

## Keep records from day one

For every purchase, sale, payment or transfer, note the date, the amount of crypto, its value in EC or US dollars at the time, the fees and the platform. Keep exchange statements and transaction IDs. Note where the money you used came from.

## Why it matters

Tax treatment can depend on whether an activity is a business, how often you trade, and how long you held an asset. Records let a qualified adviser answer those questions, and let you explain deposits to your bank.

## Who decides

Tax matters in Dominica are administered by the **Inland Revenue Division**. Rules can change. For your situation, speak to a qualified tax adviser or accountant, and keep their advice with your records.

## What to avoid

Do not rely on social media posts claiming crypto is "tax-free" or "always taxed". Both claims are too simple.`,
  },
  {
    slug: 'nfts-caribbean-art',
    date: '2026-10-18',
    title: 'NFTs and Caribbean Art: Opportunity With Open Eyes',
    description: 'How some Caribbean artists sell digital work as NFTs, what buyers actually get, and the pitfalls on both sides.',
    lastReviewed: '2026-11-22',
    body: `Artists and musicians across the Caribbean have experimented with NFTs to reach collectors abroad without a gallery or label in between. An NFT records who holds a unique token linked to a work, and some marketplaces pay the artist a share of resales.

## For artists

- Understand the fees of the blockchain and marketplace before you mint.
- Decide which rights you grant. Selling an NFT does not have to transfer your copyright; say clearly what the buyer may do.
- Promote through your own channels and warn fans about fake copies of your collection.

## For buyers

- An NFT is not the artwork's copyright, and the image is often stored on a separate server.
- Verify the artist's official account and the collection's contract address.
- Treat NFTs as collectibles whose prices can fall to nothing, not as investments.

## Scams to watch for

"Free mint" links, fake marketplaces and messages asking you to sign wallet approvals are used to empty wallets. If you did not go looking for it, do not click it.

Read our lesson on [NFTs](/education/nfts) for the basics.`,
  },
  {
    slug: 'stablecoins-caribbean-commerce',
    date: '2026-09-25',
    title: 'Stablecoins in Caribbean Commerce',
    description: 'Where US-dollar stablecoins help small businesses and families in the region, and where they add risk.',
    lastReviewed: '2026-11-22',
    body: `US-dollar stablecoins such as USDT and USDC have become a common way to move value across borders. In the Caribbean they show up in remittances, online sales and payments for services when cards are declined.

## Where they help

- **Speed**: transfers settle in minutes, on weekends too.
- **Reach**: customers abroad can pay without an international card.
- **Stable unit**: with the EC dollar pegged at 2.70 to the US dollar, amounts are easy to understand.

## Where they add risk

- **Issuer risk**: a stablecoin is only as good as the company and reserves behind it.
- **Wrong network**: the same token exists on several blockchains; a transfer on the wrong one can be lost.
- **Cashing out**: converting to EC dollars in a bank account can be slow, and banks may ask about the source of funds.
- **Regulation**: businesses that exchange or hold crypto for others may need registration under the [Virtual Asset Business Act](/legal).

## Practical advice for a small business

Start with a small number of transactions, convert regularly if you do not want crypto exposure, keep records for accounting, and talk to your bank and an adviser first.`,
  },
  {
    slug: 'caribbean-crypto-security',
    date: '2026-08-30',
    title: 'Crypto Security Lessons From the Region',
    description: 'The losses we hear about most in the Caribbean, and the simple habits that would have prevented them.',
    lastReviewed: '2026-11-22',
    body: `When people in the region lose crypto, it is rarely because someone broke the cryptography. It is almost always one of a handful of everyday failures.

## 1. Talked into sending

Investment groups promising fixed returns, fake support agents and new online "friends" persuade people to send funds. Rule: nobody legitimate guarantees returns or asks for your seed phrase.

## 2. Lost backups

A phone dropped in the sea, a house damaged in a storm, a seed phrase written on a single piece of paper. Rule: two written copies, stored apart, protected from water.

## 3. SIM swaps

A criminal takes over a phone number and resets accounts by SMS. Rule: authenticator apps, and a PIN on your mobile account.

## 4. Wrong address or network

A mistyped address or the wrong blockchain. Rule: check the first and last characters and the network, and send a test amount first.

## 5. Trusting unregistered businesses

Money handed to an informal "agent" who disappears. Rule: check registration under the [Virtual Asset Business Act](/legal).

Our [security pages](/security) go through each of these in detail.`,
  },
  {
    slug: 'virtual-asset-business-act-breakdown',
    date: '2026-07-12',
    title: 'The Virtual Asset Business Act in Five Questions',
    description: "Five common questions about Dominica's Virtual Asset Business Act, 2022, answered in plain language.",
    lastReviewed: '2026-11-22',
    body: `Dominica's **Virtual Asset Business Act, 2022** (Act 1 of 2022) is often misunderstood. Here are the questions we hear most.

## 1. Does it ban crypto?

No. It sets rules for **businesses** that deal in virtual assets for other people.

## 2. Do I need a licence to own bitcoin?

No. Buying and holding crypto for yourself is not virtual asset business. Running a service that exchanges, transfers or holds crypto for others is.

## 3. Who supervises the businesses?

The **Financial Services Unit (FSU)**, which registers and supervises virtual asset businesses.

## 4. What must registered businesses do?

In general terms: verify customers, keep records, report suspicious transactions, protect customer assets and keep the regulator informed.

## 5. How do I check a business?

Ask for its registration details and confirm them with the FSU before you send money. Claims of being "licensed in Dominica" should be checked, not trusted.

Our [Legal page](/legal) has a fuller summary and a link to the official text. This is general information, not legal advice.`,
  },
  {
    slug: 'crypto-adoption-dominica',
    date: '2026-06-14',
    title: 'Crypto Adoption in Dominica: Curiosity, Caution and Questions',
    description: 'What people in Dominica are asking about crypto, and why learning before buying matters on a small island.',
    lastReviewed: '2026-11-22',
    body: `Interest in cryptocurrency in Dominica comes from many directions: young people who hear about it online, families receiving money from abroad, small businesses asked by visitors whether they accept crypto, and people approached by friends with "investment opportunities".

## What people ask us

- Is it legal? Owning crypto is; businesses that handle it for others must register under the [Virtual Asset Business Act](/legal).
- Is it safe? The technology is robust; people lose money through scams, mistakes and volatility.
- Can I use it instead of my bank? Not really. Most people still need a bank to get money in and out, and many banks are cautious.

## Why learning first matters

On a small island, news and rumours travel fast. So do schemes that promise easy money. Understanding how wallets, exchanges and keys work, and how scams are built, protects you and the people who trust your advice.

## Where to start

Begin with our free lesson on [Bitcoin and the blockchain](/education/bitcoin-blockchain), then read the [security pages](/security). If you decide to buy, start small and keep records.`,
  },
];

export function communityPostBySlug(slug: string): CommunityPost | undefined {
  return communityPosts.find((p) => p.slug === slug);
}
