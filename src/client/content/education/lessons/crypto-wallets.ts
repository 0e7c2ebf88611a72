import type { Lesson } from '../../types';

const page: Lesson = {
  slug: "crypto-wallets",
  title: "Crypto Wallets Explained",
  description: "Hot and cold wallets, custodial and self-custody, and how to choose and back up a wallet that suits your life in the islands.",
  duration: "35 min",
  level: "Beginner",
  lastReviewed: "2026-11-22",
  body: `A crypto wallet does not hold coins the way a purse holds cash. Your coins are recorded on a blockchain; the wallet holds the **keys** that prove they are yours and let you move them. Lose the keys and you lose access. Let someone else see them and they can take everything.

## Custodial or self-custody?

- **Custodial**: an exchange or app holds the keys for you. It is convenient and you can usually reset a password, but you are trusting that company. If it fails, freezes accounts or is hacked, you may not get your money back. Ask whether it is a registered business (see our [Legal page](/legal)).
- **Self-custody**: you hold the keys yourself. Nobody can freeze your funds, but nobody can rescue you either if you lose your backup.

Many people use both: a small amount on a trusted exchange for buying and selling, the rest in self-custody.

## Hot and cold wallets

- **Hot wallets** are apps on a phone, a computer or in a browser. They are connected to the internet, easy to use and free, but more exposed to malware and phishing.
- **Cold wallets** keep keys offline: a *hardware wallet* (a small device that typically costs about US$50 to $200) or a *paper wallet*. They are safer for larger amounts but need more care.

## The seed phrase

When you create a self-custody wallet, it shows a **seed phrase** of 12 or 24 words. Those words can rebuild your wallet on any device. Treat them like the keys to your house and your bank account combined:

1. Write them by hand, in order, on paper. Never type them into a website, photo, email or cloud note.
2. Make **two copies** and keep them in different places, for example at home and with trusted family in another parish.
3. Protect at least one copy from water and fire: a sealed waterproof bag, or a metal backup plate, helps in hurricane season.
4. Test your backup: restore the wallet on a second device with a small amount before trusting it with more.

## Choosing a wallet

Ask yourself how much you will hold, how often you will spend, and how confident you are with technology. For small, everyday amounts a reputable mobile wallet is fine. For savings, consider a hardware wallet. Download apps only from the official app store and check the developer's name: fake wallet apps are a common trick.

## Key takeaways

- Wallets hold keys, not coins.
- Whoever has the seed phrase controls the funds.
- Keep two written, storm-proof copies of your seed phrase.
- Nobody legitimate will ever ask for it.

## Next steps

Compare wallet types in our [Wallet Guide](/guides/wallets) and read [Wallet Security](/security/wallet-security).`,
};

export default page;
