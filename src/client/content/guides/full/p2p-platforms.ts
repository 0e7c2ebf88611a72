import type { FullGuide } from '../guides';

const page: FullGuide = {
  slug: "p2p-platforms",
  title: "Peer-to-Peer Platforms: Buying and Selling with Local Money",
  description: "How P2P marketplaces and escrow work, paying by bank transfer or mobile money, and the scams that target P2P traders.",
  lastReviewed: "2026-11-22",
  body: `On a peer-to-peer (P2P) marketplace you trade crypto directly with another person, usually paying in local currency. The platform keeps the seller's crypto in **escrow** until the seller confirms that the money arrived. P2P is popular in the Caribbean because card payments to exchanges are often blocked.

## How a P2P purchase works

1. You choose an offer: price, payment methods (bank transfer, mobile money) and limits.
2. The seller's crypto is locked in escrow by the platform.
3. You pay the seller **exactly as the offer says**, from an account in your own name.
4. You mark the order as paid.
5. The seller checks their account and releases the crypto to you.

If something goes wrong, the platform's dispute process decides, using the chat history and payment evidence. That is why you must **keep everything inside the platform**.

## Choosing a counterparty

Look at completed trades, completion rate and how long the account has existed. New accounts with unusually good prices are a warning sign.

## Selling safely

- Release crypto **only after the money is really in your account**: log in to your bank or mobile money app yourself. Screenshots and SMS "confirmations" can be faked.
- Check that the payment came from an account in the buyer's own name. Third-party payments can be stolen money that is later reversed.
- Be careful with payment methods that can be charged back.

## Common P2P scams

- **Fake payment proof**: an edited screenshot or fake SMS.
- **Chargebacks**: the buyer pays, receives crypto, then reverses the payment.
- **Off-platform deals**: "let's continue on WhatsApp, it's cheaper" removes your protection.
- **Triangle fraud**: the money you receive was stolen from a third person, and your account may be frozen.

## Costs

Sellers build their margin into the price, so the rate is often a few percent above the market rate. Compare the total cost in EC dollars, not just the advertised price.

## The law

Trading occasionally for yourself is different from running a business exchanging crypto for others, which may require registration under the [Virtual Asset Business Act](/legal).`,
};

export default page;
