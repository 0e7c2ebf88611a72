import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: "stablecoins-caribbean-commerce",
  date: "2026-09-25",
  title: "Stablecoins in Caribbean Commerce",
  description: "Where US-dollar stablecoins help small businesses and families in the region, and where they add risk.",
  lastReviewed: "2026-11-22",
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
};

export default page;
