import type { FullGuide } from '../guides';

const page: FullGuide = {
  slug: 'p2p-platforms',
  title: 'Peer-to-Peer Platforms: Buying and Selling with Local Money',
  description: 'How P2P marketplaces and escrow work, paying by bank transfer or mobile money, and the scams that target P2P traders.',
  lastReviewed: '2026-11-22',
  body: `On a **peer-to-peer (P2P)** marketplace you trade crypto directly with another person, usually paying in local currency such as EC dollars. The platform does not sell you the crypto itself. Instead, it holds the seller's crypto in **escrow** (a locked holding account) until the seller confirms that your money has arrived.

P2P is popular in the Caribbean because many local banks decline card payments to crypto exchanges. But it puts you in direct contact with strangers, so you need to understand how it works and where the traps are. This is education, not a recommendation to buy or sell.

## How escrow protects you

Escrow is the heart of P2P. When you open an order, the platform locks the seller's crypto so they cannot sell it to someone else or walk away with it. The crypto is released only when:

- the seller confirms they were paid, or
- the platform's support team decides a **dispute** (a formal complaint about a trade) in your favour.

Escrow only protects you **while you stay inside the platform**. If you agree to pay or deliver outside the official order, for example after a "better deal" on WhatsApp, there is nothing in escrow and nobody to appeal to.

## How a P2P purchase works, step by step

1. **Choose an offer.** Each offer shows the price, the accepted payment methods (bank transfer, mobile money and so on), and the minimum and maximum amounts.
2. **Open the order.** The seller's crypto is locked in escrow. A timer starts, usually giving you a limited time to pay.
3. **Pay exactly as the offer says**, from an account **in your own name**, for the exact amount. Be honest with your bank about what the payment is for, and be wary of any seller who asks you to write a false reason in the payment reference.
4. **Mark the order as paid** only after you have actually sent the money.
5. **Wait for release.** The seller checks their account and releases the crypto to your platform wallet.

If the seller does not release and you have paid, open a dispute through the platform and upload your payment evidence. Keep every message in the platform chat, because support uses that history to decide.

## Choosing a counterparty

Before you trade, look at the other person's profile:

- **Number of completed trades** and **completion rate** (the share of orders they finish).
- **How long the account has existed.** A new account with an unusually good price is a warning sign.
- **Feedback** from other users.
- **Verification badges**, if the platform shows them.

Start with small amounts with anyone new, even if their profile looks good.

## Payment-method risks

The crypto side of a trade is final. The money side often is not. That mismatch is where most P2P losses happen.

### Chargebacks

A **chargeback** is when a payment is reversed after it was made, for example when a card holder disputes a charge or a bank recalls a transfer. A dishonest buyer can pay you, receive the crypto, then claim the payment was unauthorised. You lose both the money and the crypto. Payment methods that are easy to reverse carry more risk for sellers.

### Third-party payments

Always check that the money came from an account **in the buyer's own name**, matching the name on their verified profile. If "a cousin" or "my business account" pays instead, refuse the trade and cancel through the platform. Third-party payments are often stolen money, and the real owner may later ask their bank to reverse it.

### Fake payment screenshots and SMS

Editing a screenshot or sending a fake "payment received" SMS takes seconds. **Never release crypto because of a screenshot, a text message or an email.** Log in to your own bank or mobile money app yourself, and check that the money is really there and available, not just "pending".

### Triangle fraud

In **triangle fraud**, a scammer sells something (say, a phone on a local buy-and-sell group) to a victim, then tells the victim to pay into *your* account. You receive real money and release crypto to the scammer. When the victim realises they were cheated, they complain to their bank, and your account may be frozen or the money taken back. Name checks protect you here too.

## Local bank and mobile-banking considerations

- **Banks may be cautious.** Some local banks restrict or question transfers linked to crypto. Read your bank's terms, and be ready to explain the source of your funds.
- **Many small transfers can look suspicious.** Frequent payments from strangers may trigger a review or a temporary freeze. That is one reason to trade occasionally and keep records.
- **Check transfer times.** Transfers between different banks, or between islands, can take longer than transfers within one bank. Make sure the order timer gives you enough time, and never mark an order as paid before the money has left your account.
- **Mobile money and banking apps** are convenient, but use only the official apps and keep your PIN private, especially on shared family phones.
- **Watch the limits.** Your bank or mobile money service may limit daily transfers; check before opening a large order.

## Worked example: checking the real cost

Say the market price of a stablecoin (a coin designed to track the US dollar) is close to US$1, which is **EC$2.70**. A P2P seller offers it at **EC$2.80**.

- To buy 100 coins you pay EC$280.
- At the market rate, 100 coins are worth about EC$270.
- So the seller's margin costs you about **EC$10, roughly 3.7%**, plus any bank transfer fee.

Sellers build their margin into the price, so P2P rates are often a few percent above the market rate. Compare the **total cost in EC dollars** across several offers, not just the headline price.

## Selling safely: checklist

- The money is **in your account**, confirmed by logging in yourself.
- The sender's name **matches** the buyer's verified name.
- The amount is **exact**.
- Everything happened **inside the platform chat**.
- If anything does not match, do not release: open a dispute instead.

## The law

Trading occasionally for yourself is different from running a business exchanging crypto for other people. A business like that may need registration under Dominica's Virtual Asset Business Act, 2022, administered by the Financial Services Unit (FSU). See our [legal page](/legal), and ask the FSU if you are unsure. Keep records of all trades for tax questions, which go to the Inland Revenue Division.

## Key takeaways

- Escrow protects you only inside the platform: never move a trade to WhatsApp.
- Pay and accept payment only from accounts in the trader's own name.
- Never trust screenshots or SMS; check your own account.
- Chargebacks and triangle fraud mostly hit sellers, so sell carefully.
- Expect your bank to ask questions, and keep records.
- For more, read [safe trading](/security/safe-trading) and [common scams](/security/common-scams).`,
};

export default page;
