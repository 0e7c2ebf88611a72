import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: "Safe Trading",
  description: "Choose reputable platforms, understand every fee, start small, and keep the records your bank and tax adviser may ask for.",
  lastReviewed: "2026-11-22",
  body: `Trading safely is less about timing the market and more about avoiding the mistakes that cost people money regardless of price.

## Choose the platform carefully

- Check that the platform serves your country and, for businesses operating in or from Dominica, that they are registered under the [Virtual Asset Business Act](/legal).
- Reach the exchange through your own bookmark, never through links in messages or search adverts.
- Read the whole fee schedule: trading fees, card fees, spreads and withdrawal fees.

## Start small

Make your first purchase small, learn how deposits, trades and withdrawals work, and send a small test transaction before any large transfer. Never invest money you need for rent, school fees or emergencies, and never borrow to buy crypto.

## Understand the risk

Prices can fall by a large share in days. Nobody can promise returns; anyone who does is a warning sign. This site gives no investment advice.

## Peer-to-peer trades

Keep all communication and payment inside the platform, pay only from an account in your own name, and, when selling, release crypto only once you have confirmed in your own banking app that the money arrived.

## Protect the account

Use a unique password and an authenticator app, switch on withdrawal allow-lists, and review logged-in devices regularly.

## Keep records

Record the date, amount, price in US or EC dollars, fees and platform for every purchase and sale, and where the money came from. Banks may ask about the source of funds, and tax treatment depends on your circumstances: ask a qualified adviser.

## What to do if it happens

1. **Stop sending money.** Scammers often ask for "one last fee" to release your funds.
2. **Secure your accounts**: change passwords, turn on app-based two-factor authentication, and move any remaining funds to a new wallet with a new seed phrase if your phrase may have been seen.
3. **Keep the evidence**: screenshots of chats, the addresses and transaction IDs, names and numbers used.
4. **Contact your bank or mobile money provider** at once if you paid from an account, and the exchange involved, which may be able to freeze funds still on its platform.
5. **Report it to the police.** In Dominica, report to the Commonwealth of Dominica Police Force. If a business claimed to be licensed, tell the Financial Services Unit.
6. **Beware of "recovery" offers** that follow: nobody can recover crypto for an upfront fee.`,
};

export default page;
