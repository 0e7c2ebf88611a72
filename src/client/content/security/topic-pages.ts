import type { ContentPage } from '../types';
import type { SecurityTopic } from './topics';

const REPORT = `## What to do if it happens

1. **Stop sending money.** Scammers often ask for "one last fee" to release your funds.
2. **Secure your accounts**: change passwords, turn on app-based two-factor authentication, and move any remaining funds to a new wallet with a new seed phrase if your phrase may have been seen.
3. **Keep the evidence**: screenshots of chats, the addresses and transaction IDs, names and numbers used.
4. **Contact your bank or mobile money provider** at once if you paid from an account, and the exchange involved, which may be able to freeze funds still on its platform.
5. **Report it to the police.** In Dominica, report to the Commonwealth of Dominica Police Force. If a business claimed to be licensed, tell the Financial Services Unit.
6. **Beware of "recovery" offers** that follow: nobody can recover crypto for an upfront fee.`;

export const securityTopicPages: Record<SecurityTopic['slug'], ContentPage> = {
  'wallet-security': {
    title: 'Wallet Security',
    description: 'Protect your seed phrase, choose the right wallet for the amount, and keep backups that survive lost phones and storms.',
    lastReviewed: '2026-11-22',
    body: `Your wallet's **seed phrase** is the master key to your crypto. Anyone who has it can move your funds from anywhere in the world, and if you lose it, nobody can restore your access. Wallet security is mostly about protecting those 12 or 24 words.

## Protect the seed phrase

- Write it **by hand on paper**, in order, and check each word.
- Never photograph it, type it into a website, email it, or save it in cloud notes or a messaging app.
- Keep **two copies in different places** (for example at home and with trusted family in another parish), and protect at least one from water and fire.
- Nobody legitimate will ever ask for it: not an exchange, not a wallet company, not us.

## Match the wallet to the amount

- **Small, everyday amounts**: a reputable mobile wallet, downloaded from the official app store (check the developer's name; fake wallet apps exist).
- **Savings**: a **hardware wallet**, bought new from the manufacturer or an authorised seller, never second-hand.
- **On an exchange**: only what you need for trading, with two-factor authentication and withdrawal allow-lists switched on.

## Protect the device

Keep your phone and computer updated, lock them with a PIN or biometrics, avoid installing apps from outside the official stores, and be careful on shared or public computers.

## Before every transfer

Check the first and last characters of the address; some malware replaces copied addresses. Confirm the network (for example, which blockchain your USDT is on). For a large amount, send a small test first.

## Hurricane season

Your crypto lives on the blockchain, so a storm cannot destroy it, but it can destroy the phone and the paper backup. Before the season starts, check that both backup copies are readable, dry and where you expect them, and that a trusted person knows where to find them.

${REPORT}`,
  },
  'common-scams': {
    title: 'Common Crypto Scams in the Caribbean',
    description: 'WhatsApp investment groups, impersonated exchanges, SIM swaps, romance and recovery scams: how they work and what to do.',
    lastReviewed: '2026-11-22',
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

${REPORT}`,
  },
  'safe-trading': {
    title: 'Safe Trading',
    description:
      'Choose reputable platforms, understand every fee, start small, and keep the records your bank and tax adviser may ask for.',
    lastReviewed: '2026-11-22',
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

${REPORT}`,
  },
  'identity-protection': {
    title: 'Identity Protection',
    description:
      'Keep your phone number, email and ID documents out of criminals hands: SIM locks, authenticator apps and careful sharing.',
    lastReviewed: '2026-11-22',
    body: `Attackers often go after **you** rather than your wallet: your phone number, your email account, and copies of your ID. Protecting them protects your crypto.

## Your phone number

- Ask your mobile provider to add a **PIN or SIM lock** to your account, so nobody can move your number to another SIM without it.
- Use an **authenticator app** for two-factor authentication. SMS codes can be intercepted after a SIM swap.
- If your phone suddenly loses signal for no reason, contact your provider at once: it can be the first sign of a SIM swap.

## Your email

Your email can reset most of your other accounts. Give it a long, unique password and app-based two-factor authentication, and consider a separate address used only for financial accounts.

## Your documents

Exchanges and registered businesses must check your identity, but scammers also ask for ID "for verification". Share copies only through the official app or website of a business you have checked, never by WhatsApp or email to a stranger. Adding a watermark ("For XYZ verification only, date") to copies makes them harder to reuse.

## Your information online

Avoid posting about how much crypto you hold. It makes you a target for scams and, in a small community, for theft.

## Passwords

Use a password manager to create and store a different password for every account. Never reuse your email password anywhere else.

${REPORT}`,
  },
};
