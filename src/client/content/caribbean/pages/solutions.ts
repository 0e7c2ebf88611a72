import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: "Practical Crypto Solutions for the Caribbean",
  description: "Realistic uses of digital assets in the region, remittances, small business payments and dollar savings, with their limits and risks.",
  lastReviewed: "2026-11-22",
  body: `Crypto is not a solution to every problem, but there are situations in the region where people find it useful. Here are the main ones, with honest limits.

## Remittances

**How it can work:** a relative abroad buys USDT or USDC and sends it to your wallet in minutes; you hold it or sell it locally.

**Limits:** both ends pay fees (buying, network, selling), and selling for EC dollars may require a peer-to-peer trade or a registered local business. Stablecoins carry issuer risk. Compare the total with a money transfer service, and send a small test first.

## Small businesses accepting crypto

**How it can work:** a shop or online seller accepts USDT or bitcoin for goods, often from tourists or overseas customers.

**Limits:** prices in bitcoin move; many businesses convert to stablecoins or EC dollars immediately. Keep records for accounting and tax. Regularly exchanging crypto for other people as a service may require registration under the [Virtual Asset Business Act](/legal); accepting payment for your own goods is different, but take advice.

## Saving in digital dollars

**How it can work:** some people keep part of their savings in US-dollar stablecoins.

**Limits:** the EC dollar is already pegged to the US dollar, so the benefit is limited. Stablecoins are not bank deposits: no deposit insurance, and the issuer can fail or freeze tokens. Self-custody requires careful backups.

## Paying for online services

**How it can work:** crypto can pay for some international services where local cards are declined, and this site accepts USDT for course fees with manual confirmation.

**Limits:** check the network and address carefully; payments are irreversible.

## What we do not recommend

- "Investment clubs" promising fixed returns.
- Borrowing to buy crypto.
- Keeping large amounts on an exchange you cannot verify.

## Record keeping for everyone

Whatever you use crypto for, keep dates, amounts, prices, fees and counterparties. Tax treatment depends on Dominica's Inland Revenue Division and your circumstances: ask a qualified adviser.`,
};

export default page;
