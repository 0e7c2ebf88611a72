import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: "Wallet Security",
  description: "Protect your seed phrase, choose the right wallet for the amount, and keep backups that survive lost phones and storms.",
  lastReviewed: "2026-11-22",
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

## What to do if it happens

1. **Stop sending money.** Scammers often ask for "one last fee" to release your funds.
2. **Secure your accounts**: change passwords, turn on app-based two-factor authentication, and move any remaining funds to a new wallet with a new seed phrase if your phrase may have been seen.
3. **Keep the evidence**: screenshots of chats, the addresses and transaction IDs, names and numbers used.
4. **Contact your bank or mobile money provider** at once if you paid from an account, and the exchange involved, which may be able to freeze funds still on its platform.
5. **Report it to the police.** In Dominica, report to the Commonwealth of Dominica Police Force. If a business claimed to be licensed, tell the Financial Services Unit.
6. **Beware of "recovery" offers** that follow: nobody can recover crypto for an upfront fee.`,
};

export default page;
