import type { Lesson } from '../../types';

const page: Lesson = {
  slug: 'exchanges',
  title: 'How Crypto Exchanges Work',
  description:
    'Centralised exchanges, peer-to-peer marketplaces, fees and identity checks, from the point of view of a buyer in the Caribbean.',
  duration: '30 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `An **exchange** is a place where people buy and sell crypto for ordinary money (such as EC dollars or US dollars) or swap one crypto for another. For most people in Dominica it is the first and last step: money goes in, crypto comes out, and later the reverse.

This lesson explains the two main kinds of exchange, what you really pay, and how to protect yourself. It does not recommend any platform.

## Centralised exchanges

A **centralised exchange** is run by a company. The company keeps a list of everyone who wants to buy and sell (the **order book**), matches buyers with sellers, and usually holds your crypto for you while it sits on the platform. Holding crypto for someone else is called **custody**, so these platforms are **custodial**. Well-known examples include Binance, Coinbase and Kraken.

Before you open an account anywhere:

- **Check that it serves your country.** Exchanges publish lists of supported countries, and these lists change. A platform your cousin uses abroad may not accept an account from Dominica.
- **Expect identity verification, known as KYC ("know your customer").** You will usually upload a photo ID, take a selfie and provide proof of address, such as a utility bill. Our [Binance guide](/guides/binance) reports approval taking about 1–3 days, though it can be faster or slower.
- **Read the fee page in full,** not just the headline trading fee (more on this below).
- **Find out who regulates it.** Locally, virtual asset businesses fall under the Virtual Asset Business Act, 2022, administered by the Financial Services Unit (FSU). See our [legal page](/legal).

### Placing an order

Two order types cover most needs:

- A **market order** buys or sells straight away at the best price currently available. In a fast market, the price you get can differ from the price you saw.
- A **limit order** lets you set the price you are willing to pay. It only goes through if the market reaches that price, so it may never happen.

The gap between the best buying price and the best selling price is called the **spread**. On little-traded coins it can be large, and it is a hidden cost.

## What you really pay: fees

Exchanges charge in several places, and they add up. Typical figures quoted elsewhere on this site (always check the platform's current fee page, because they change):

| Cost | Typical range |
|---|---|
| Trading fee on two large exchanges (Binance, KuCoin), base tier | about 0.1% per trade |
| Trading fee on Coinbase | about 0.5% to 4.5% |
| Local or regional exchanges | about 1% to 5% |
| Buying with a debit or credit card | about 3% to 4% extra |
| Withdrawing crypto | a separate fee, set by platform and network |

Your bank may also add its own charge for a foreign-currency card payment or an international wire. Ask the bank before you start.

### Worked example

Say you want to spend **EC$540**. At the fixed rate of EC$2.70 to US$1, that is **US$200**.

1. You pay by card. A 3.5% card fee is about **US$7** (roughly EC$18.90), leaving about US$193 to buy with.
2. A 0.1% trading fee on top would cost only about US$0.19.
3. Withdrawing to your own wallet, or selling and sending money back to your bank, adds more fees.

The lesson: the card fee and bank charges often cost far more than the trading fee itself. Add up every step before you start.

## Peer-to-peer (P2P) marketplaces

On a **P2P marketplace** you trade directly with another person. You pay them by bank transfer or mobile money, and the platform holds the seller's crypto in **escrow** (locked by the platform) until the seller confirms that your payment arrived. P2P is popular in the Caribbean where card purchases are blocked.

How a P2P purchase normally goes:

1. Choose an offer from a seller with a long history and good ratings.
2. Open the order; the platform locks the seller's crypto.
3. Pay exactly the amount shown, from an account in **your own name**, using the payment method listed.
4. Mark the order as paid inside the platform.
5. The seller checks their account and releases the crypto to you.

Common problems and red flags:

- **Fake payment screenshots.** A seller should only release crypto when money has actually arrived in their account, not because of a picture.
- **Reversed payments** after the crypto has been released.
- **Third-party payments.** Money arriving from someone other than the buyer can be linked to fraud and can get your bank account frozen.
- **Moving the chat off the platform,** to WhatsApp for example. Once you leave the platform, its dispute process cannot help you. Stay on the platform and follow its rules.

Our [P2P guide](/guides/p2p-platforms) covers this in more depth.

## Moving money in and out

Many local banks are cautious about crypto and may delay, question or refuse transfers to and from exchanges. Before you start:

- **Ask your bank** what it allows. Our [Caribbean banking](/caribbean-focus/banking) page has more background.
- **Keep records** of every deposit, purchase, sale and withdrawal: date, amount, platform and reference. These help if the bank asks where money came from, and for tax questions, which are a matter for the Inland Revenue Division of Dominica.
- **Be ready to explain your source of funds,** for example savings or a remittance from family abroad.
- **Consider a registered local business,** which may offer an easier route, but check its registration with the FSU first.

### Withdrawing crypto to your own wallet

Many coins can travel on more than one blockchain **network**. Your wallet and the exchange must use the same network, or the funds can be lost. Copy and paste the address, check the first and last few characters, and send a small test amount first. See our [wallet comparison](/guides/wallets).

## The custody risk

While your crypto sits on an exchange, you are trusting the company. If it is hacked, freezes withdrawals or fails, you may lose access. The collapse of the FTX exchange in 2022 left many customers unable to withdraw their funds. Keep only what you need for trading on a platform, and learn about [secure storage](/guides/secure-storage).

## Protect your account

- Use a **unique, long password** that you use nowhere else.
- Turn on **app-based two-factor authentication** (a code from an authenticator app), not SMS, which can be hijacked through SIM swapping.
- Set up a **withdrawal address allow-list** where available, so crypto can only go to addresses you approved in advance.
- On a shared family phone, lock the exchange app.
- Real support staff will **never** ask for your password, two-factor codes or seed phrase. See [common scams](/security/common-scams).

## What to do if...

- **Your account is frozen:** contact support only through the official app or website and provide the records you kept.
- **You sent crypto on the wrong network:** contact the receiving platform's support straight away. Recovery is sometimes possible, never guaranteed.
- **You were scammed:** stop sending money, collect screenshots and transaction details, report it to the platform and to the Commonwealth of Dominica Police Force, and warn your family. Be wary of anyone offering to "recover" your funds for a fee; that is a common second scam.

## Key takeaways

- Check country support, KYC requirements and the full fee schedule before you deposit.
- Card fees and bank charges often cost more than trading fees; add up every step.
- P2P trading needs extra care: pay from your own account and stay inside the platform.
- Talk to your bank first and keep records of everything.
- Do not leave more on an exchange than you need for trading.

## Next steps

Compare platforms in our [Exchange Comparison](/guides/exchanges), read the [Binance guide](/guides/binance) and review [Safe Trading](/security/safe-trading).`,
};

export default page;
