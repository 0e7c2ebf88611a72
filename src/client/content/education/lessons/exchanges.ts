import type { Lesson } from '../../types';

const page: Lesson = {
  slug: "exchanges",
  title: "How Crypto Exchanges Work",
  description: "Centralised exchanges, peer-to-peer marketplaces, fees and identity checks, from the point of view of a buyer in the Caribbean.",
  duration: "30 min",
  level: "Beginner",
  lastReviewed: "2026-11-22",
  body: `An **exchange** is where people buy and sell crypto for money or for other crypto. For most people in Dominica it is the first and last step: money in, money out.

## Centralised exchanges

A company runs the platform, matches buyers and sellers, and usually holds your crypto while it is on the platform (custodial). Well-known examples include Binance, Coinbase and KuCoin. Before using any of them:

- **Check that it serves your country.** Exchanges publish supported-countries lists, and these change.
- **Expect identity verification (KYC):** photo ID, a selfie and proof of address. Approval can take from minutes to a few days.
- **Read the fee page.** Trading fees on large exchanges can be around 0.1% per trade, but buying with a debit or credit card often costs several percent more, and withdrawals have their own fees.

## Peer-to-peer (P2P) marketplaces

On a P2P marketplace you trade directly with another person, paying them by bank transfer or mobile money, while the platform holds the crypto in **escrow** until the seller confirms payment. P2P is popular in the Caribbean where card purchases are blocked, but it brings its own risks: fake payment screenshots, payments reversed after release, and buyers or sellers who try to move the conversation off the platform. Stay on the platform and follow its rules.

## Moving money in and out

Many local banks restrict transfers to and from exchanges. Ask your bank before you start, keep records (dates, amounts, platform) and be ready to explain the source of your funds. A registered local business may offer an easier route; check its registration under the [Virtual Asset Business Act](/legal).

## Protect your account

Use a unique password, turn on app-based two-factor authentication (not SMS), and set up withdrawal address allow-lists where available. Support staff will never ask for your password or two-factor codes.

## Key takeaways

- Check country support, KYC and the full fee schedule before you deposit.
- P2P trading needs extra care: stay inside the platform.
- Do not leave more on an exchange than you need for trading.

## Next steps

Compare platforms in our [Exchange Comparison](/guides/exchanges) and read the [Binance guide](/guides/binance).`,
};

export default page;
