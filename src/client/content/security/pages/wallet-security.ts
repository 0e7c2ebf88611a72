import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: 'Wallet Security',
  description:
    'Protect your seed phrase, choose the right wallet for the amount, check every transfer, and keep backups that survive lost phones and storms.',
  lastReviewed: '2026-11-22',
  body: `Your wallet's **seed phrase** (also called a recovery phrase) is the master key to your crypto. It is a list of 12 or 24 ordinary words that the wallet shows you once, when you set it up. Anyone who has those words can move your funds from anywhere in the world, and if you lose them, nobody can restore your access: there is no bank branch to visit and no "forgot password" button. Wallet security is mostly about protecting those words, and then about checking every transfer before you send it.

## Protect the seed phrase

- Write it **by hand on paper**, in order, and check each word against the screen.
- Never photograph it, type it into a website, email it, or save it in cloud notes, a password manager or a messaging app.
- Keep **two copies in different places**, for example one at home and one with trusted family in another parish, so a single fire, flood or break-in cannot take both.
- Protect at least one copy from water and fire: a sealed plastic bag inside a tin is a cheap start; some people stamp the words into a metal plate.
- Do not store it on a **shared family phone** or computer, where others may see it or install apps.
- **Nobody legitimate will ever ask for it**: not an exchange, not a wallet company, not "support", not us. Anyone who asks is trying to steal from you. See [common scams](/security/common-scams).

## Match the wallet to the amount

Two words help here. A **custodial** wallet is one where a company, usually an exchange, holds the keys for you. A **non-custodial** wallet is one where you hold the seed phrase yourself. Our [lesson on wallets](/education/crypto-wallets) explains more.

- **Small, everyday amounts**: a reputable mobile wallet, downloaded from the official app store. Check the developer's name and reviews, because fake wallet apps exist.
- **Savings**: a **hardware wallet**, a small device that keeps your keys off the internet. They cost about US$50-$200 (roughly EC$135-EC$540). Buy new from the manufacturer or an authorised seller, never second-hand, and never use a device that arrives with a seed phrase already written on a card.
- **On an exchange**: only what you need for trading, with two-factor authentication and withdrawal allow-lists switched on. When the FTX exchange collapsed in 2022, many customers could not withdraw their funds.

Compare options in our [wallet comparison](/guides/wallets) and [secure storage guide](/guides/secure-storage).

## Protect the device

- Keep your phone and computer **updated**, and lock them with a PIN or fingerprint.
- Install apps only from the official stores, and avoid "cracked" or modified apps.
- Be careful with public or borrowed computers; never open your wallet on one.
- Remove apps you no longer use, and be suspicious of any app that asks to control your screen.

## Before every transfer

Crypto transfers cannot be reversed, so a few seconds of checking is worth it.

1. **Check the address.** Compare the first and last several characters with the address you were given. Some malware swaps a copied address for the criminal's own.
2. **Don't copy addresses from your transaction history.** In "address poisoning", scammers send you a tiny amount from an address that looks almost the same as one you use, hoping you copy it by mistake next time.
3. **Confirm the network.** The same coin can exist on several blockchains; USDT, for example, runs on Ethereum, Tron and others. Sending on the wrong network can lose the funds.
4. **Send a small test first** for any large amount.

> **Worked example.** You want to send EC$1,350 (US$500) of USDT to your own hardware wallet. You check that the receiving address and network match what the hardware wallet shows on its own screen, then send about US$5 first. Once it arrives, you send the rest. You pay the network fee twice, usually a small cost next to the risk of losing US$500.

## Connecting to websites and signing

Some wallets let you connect to websites and apps. When you "approve" or "sign" something, you may be giving that site permission to move your tokens. Fake airdrop and "claim your reward" sites use this to empty wallets. Only connect to sites you reached yourself, read what you are signing, and ignore unknown tokens that suddenly appear in your wallet; trying to sell them can lead you to such a site.

## Hurricane season and power cuts

Your crypto lives on the blockchain, so a storm cannot destroy it, but it can destroy the phone, the hardware wallet and the paper backup. As many families learned after Hurricane Maria in 2017, homes and papers can be lost in a single night. Before each season:

- Check that both backup copies are readable, dry and where you expect them.
- Make sure a trusted person knows where a copy is, without sharing the words themselves.
- Keep a charged power bank, and remember your wallet PIN without relying on a note stored beside the device.
- If your hardware wallet offers a "check backup" feature, use it.

## Common mistakes

- Keeping the only backup in a phone photo or cloud note.
- Buying a "pre-set" hardware wallet from a marketplace.
- Leaving savings on an exchange "for convenience".
- Typing the seed phrase into a website that says it will "validate" or "sync" the wallet.
- Rushing a transfer because someone is waiting on WhatsApp.

## What to do if it happens

- **Phone lost or broken, but not stolen:** install the same wallet app on a new phone and restore it with your seed phrase. This is exactly why the paper backup matters.
- **Phone stolen, or seed phrase seen by someone else:** act at once. Create a **new** wallet with a **new** seed phrase, on a device you trust, and move all remaining funds there. Changing your phone PIN is not enough; whoever has the words controls the wallet.
- **Funds already gone:** keep the evidence, including the transaction IDs, your address and the address the funds went to. If they went to an exchange, contact that exchange through its official app; it may be able to freeze funds still on its platform.
- **Device may be infected:** reset it, or use another device, before setting up the new wallet.
- **Report it** to the Commonwealth of Dominica Police Force with your evidence. If a seller or business that claimed to be licensed in Dominica was involved, tell the Financial Services Unit.
- **Ignore "recovery" offers.** Nobody can reverse a blockchain transaction for a fee.

## Checklist

- Seed phrase written by hand, two copies, two places, protected from water.
- Savings in a hardware wallet bought new from an authorised seller.
- Exchange accounts with authenticator-app two-factor and allow-lists.
- Address, network and test transaction checked every time.
- Backups checked before every hurricane season.`,
};

export default page;
