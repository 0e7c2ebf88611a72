import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: 'Safe Trading',
  description:
    'Choose reputable platforms, understand every fee, start small, trade P2P safely, and keep the records your bank and tax adviser may ask for.',
  lastReviewed: '2026-11-22',
  body: `Trading safely is less about timing the market and more about avoiding the mistakes that cost people money whatever the price does: using the wrong platform, missing fees, trusting a payment screenshot, or leaving an account poorly protected. This page walks through each one. It does not tell you whether to buy or sell; that decision, and its risk, is yours.

## Choose the platform carefully

- **Check that it serves your country.** Some exchanges do not accept customers from Dominica or limit what they can do. Our [exchange comparison](/guides/exchanges) is a starting point, but always confirm on the platform's own pages.
- **Check registration.** A business offering virtual asset services in or from Dominica must be registered under the Virtual Asset Business Act, 2022, administered by the Financial Services Unit (FSU). If a platform claims to be registered, check with the FSU. See our [legal page](/legal).
- **Reach it safely.** Use your own bookmark or the official app, never a link in a message or a search advert; fake look-alike sites are common.
- **Look for warning signs**: guaranteed returns, "account managers" who call you, or withdrawals that need extra "taxes" first.

## Understand every fee

Fees come in several forms, and they add up:

- **Trading fee**: a percentage of each trade. Figures quoted on this site: about 0.1% at the base tier on two large exchanges (Binance and KuCoin), 0.5% to 4.5% on Coinbase, and 1-5% on local and regional exchanges.
- **Card fee**: buying with a debit or credit card usually costs more. Our [Binance guide](/guides/binance) quotes about 3-4%.
- **Spread**: the gap between the buying and selling price. It is a hidden cost, even when the platform says "zero fees".
- **Withdrawal or network fee**: charged when you move crypto off the platform. It varies by coin and network.
- **Bank charges**: your bank may add its own charge for foreign-currency card payments or international transfers.

Fees change, so check the platform's current fee page before every purchase.

> **Worked example.** You spend EC$540 (US$200) with a card, paying a card fee of 3.5%, within the range above. That is about US$7, so about US$193 actually buys crypto. Your bank may charge extra for the foreign-currency payment, and moving the coins to your own wallet costs a network fee. If you later sell, you pay fees again. The price must rise just for you to get your EC$540 back.

## Start small

Make your first purchase small. Learn how deposits, trades and withdrawals work, and send a small test transaction before any large transfer. Mistakes are cheaper while the amounts are small.

## Understand the risk

- **Volatility**: prices can fall by a large share in days.
- **Irreversibility**: a transfer to the wrong address, or to a scammer, cannot be undone.
- **Platform failure**: when the FTX exchange collapsed in 2022, many customers could not get their money out.
- **No promises**: nobody can guarantee returns; anyone who does is a warning sign.

Never use money you need for rent, school fees or emergencies, and never borrow to buy crypto.

## Peer-to-peer trades, step by step

In **P2P (peer-to-peer)** trading you buy or sell directly with another person, usually on an exchange's marketplace that holds the seller's crypto in escrow (locked) until the trade completes. Read our [P2P guide](/guides/p2p-platforms) first.

**When buying:**

1. Choose a counterparty with many completed trades and good feedback.
2. Pay only to the details shown in the order, from an account in your own name.
3. Click "paid" only after you have really paid, and keep the receipt.
4. Keep every message on the platform; decline offers to "finish on WhatsApp".

**When selling:**

1. Wait until the money shows in **your own banking or mobile money app**. Never trust a screenshot, a text message or an email.
2. Check that the payer's name matches the buyer's verified name. Refuse payments from someone else's account; they may be stolen and later reversed.
3. If the buyer pressures you to release early, don't. Use the platform's appeal or dispute button instead.

Avoid meeting strangers in person with cash or devices; it adds the risk of robbery.

## Protect the account

- A long, unique password and an **authenticator app** rather than SMS codes (see [identity protection](/security/identity-protection)).
- Turn on **withdrawal allow-lists** so crypto can only go to addresses you have approved.
- If the exchange offers an anti-phishing code, set it, so you can recognise its real emails.
- Review logged-in devices regularly and remove any you don't recognise.

## Banks and source of funds

Some local banks are cautious with transfers to and from crypto platforms and may ask where the money came from, delay a transfer or decline it. Use accounts in your own name, keep your records tidy, and answer questions honestly. Our [Caribbean banking](/caribbean-focus/banking) page explains more.

## Keep records

For every purchase, sale and transfer, record:

| What | Example |
| --- | --- |
| Date | 12 March |
| Platform | the exchange's name |
| Amount and coin | about 193 USDT (a [stablecoin](/education/stablecoins)) |
| Price paid, in EC$ or US$ | EC$540 |
| Fees | about US$7 card fee |
| Source of the money | salary, savings, remittance |

Tax treatment depends on your circumstances and can change. Ask a qualified adviser or the Inland Revenue Division of Dominica.

## What to do if a trade goes wrong

1. **In a P2P trade, don't release the crypto** and don't send more money. Open the platform's appeal or dispute process and keep all messages there.
2. **If you paid and received nothing,** open a dispute in the order and contact your bank or mobile money provider at once; a payment not yet completed may sometimes be stopped.
3. **If your account was taken over,** use the exchange's official app or website to lock it, then secure your email, change passwords and remove unknown devices.
4. **If a "platform" won't let you withdraw** without paying taxes or fees first, stop paying; it is almost certainly fake.
5. **Keep the evidence**: order numbers, chats, receipts, addresses and transaction IDs.
6. **Report it** to the Commonwealth of Dominica Police Force. If the platform or trader claimed to be licensed in Dominica, tell the FSU.
7. **Ignore "recovery" offers**. They are a second scam ([common scams](/security/common-scams)).

## Key takeaways

- Use a platform that serves your country, reached through your own bookmark.
- Add up every fee before you buy.
- Start small, test first, and never use money you cannot afford to lose.
- In P2P, trust only your own banking app.
- Keep records of every trade.

This page is education, not financial or investment advice.`,
};

export default page;
