import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: "Common Crypto Scams in the Caribbean",
  description: "WhatsApp investment groups, impersonated exchanges, SIM swaps, romance and recovery scams: how they work and what to do.",
  lastReviewed: "2026-11-22",
  body: `Crypto payments are fast and cannot be reversed, which makes them attractive to fraudsters. These are the patterns people in Dominica and across the region meet most often.

## Fake investment groups

A WhatsApp, Telegram or Facebook group promises fixed daily or weekly returns from "trading" or "mining". Early members may even be paid, with money from newer members, until the scheme collapses. Some recruit through friends, family and church groups. **Guaranteed returns are the clearest sign of fraud.**

## Impersonated exchanges and fake support

After you post a question online, someone contacts you "from support" and asks for your password, two-factor codes, seed phrase, or remote access to your phone. Real support staff never ask for these, and they do not contact you first on WhatsApp.

## SIM swaps

A criminal convinces your mobile provider to move your number to their SIM, then receives your SMS codes and resets your accounts. Use an authenticator app instead of SMS, and ask your provider about a PIN or SIM lock.

## Romance and friendship scams

A new online friend, often very attentive, slowly turns the conversation to how much they earn trading crypto and offers to teach you on a particular website. The site shows growing profits, but you can never withdraw without paying more "fees" or "taxes".

## Recovery scams

After a loss, "recovery experts" or "hackers" offer to get your money back for an upfront fee. They cannot; this is a second scam.

## Fake giveaways and impersonated businesses

"Send 1 and get 2 back" giveaways, fake celebrity accounts, and pages copying the name and logo of a real local business are common. If a business claims to be licensed in Dominica, check with the Financial Services Unit.

## P2P tricks

On peer-to-peer trades, watch for fake payment screenshots, payments that are later reversed, and requests to move the deal off the platform.

## What to do if it happens

1. **Stop sending money.** Scammers often ask for "one last fee" to release your funds.
2. **Secure your accounts**: change passwords, turn on app-based two-factor authentication, and move any remaining funds to a new wallet with a new seed phrase if your phrase may have been seen.
3. **Keep the evidence**: screenshots of chats, the addresses and transaction IDs, names and numbers used.
4. **Contact your bank or mobile money provider** at once if you paid from an account, and the exchange involved, which may be able to freeze funds still on its platform.
5. **Report it to the police.** In Dominica, report to the Commonwealth of Dominica Police Force. If a business claimed to be licensed, tell the Financial Services Unit.
6. **Beware of "recovery" offers** that follow: nobody can recover crypto for an upfront fee.`,
};

export default page;
