import type { Lesson } from '../../types';

const page: Lesson = {
  slug: 'crypto-wallets',
  title: 'Crypto Wallets Explained',
  description:
    'Hot and cold wallets, custodial and self-custody, and how to choose and back up a wallet that suits your life in the islands.',
  duration: '35 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `A crypto wallet does not hold coins the way a purse holds cash. Your coins are recorded on a blockchain; the wallet holds the **keys** that prove they are yours and let you move them. Lose the keys and you lose access. Let someone else see them and they can take everything.

This lesson explains the main types of wallet, how to back one up properly, and how to choose one that fits your life in the islands.

## What a wallet really holds

Every wallet works with two linked pieces of information:

- A **private key**: a secret number that lets you sign payments. Whoever has it can spend the funds. Never share it.
- A **public address**: made from the key, this is what you give people so they can pay you. It is safe to share, like an account number.

When you open a wallet app, it reads the blockchain and adds up what belongs to your addresses. The coins never sit "inside" your phone. That is why a broken or stolen phone does not have to mean lost money, **as long as you have a backup**. Our lesson on [cryptographic keys](/education/cryptographic-keys) goes deeper.

## Custodial or self-custody?

- **Custodial**: an exchange or app holds the keys for you. It is convenient and you can usually reset a password, but you are trusting that company. If it fails, freezes accounts or is hacked, you may not get your money back. When the FTX exchange collapsed in 2022, many customers lost access to their funds. Ask whether a platform is a registered business (see our [legal page](/legal)).
- **Self-custody**: you hold the keys yourself. Nobody can freeze your funds, but nobody can rescue you either if you lose your backup.

| | Custodial | Self-custody |
|---|---|---|
| Who holds the keys | The company | You |
| Forgot password? | Usually recoverable | Only with your seed phrase |
| Main risk | Company fails or freezes accounts | You lose or expose your backup |
| Good for | Buying, selling, small amounts | Holding for longer |

Many people use both: a small amount on a trusted exchange for buying and selling, the rest in self-custody.

## Hot and cold wallets

- **Hot wallets** are apps on a phone, a computer or in a browser. They are connected to the internet, easy to use and usually free, but more exposed to malware and phishing (fake messages or websites that trick you into giving away details).
- **Cold wallets** keep keys offline: a **hardware wallet** (a small device that typically costs about US$50 to $200) or a **paper wallet**. They are safer for larger amounts but need more care. Buy a hardware wallet only from the maker's official shop or an authorised seller, never second-hand, because a tampered device can steal your funds.

## The seed phrase

When you create a self-custody wallet, it shows a **seed phrase** (also called a recovery phrase), usually 12 or 24 words. Those words can rebuild your wallet, with all its keys, on any compatible device. Treat them like the keys to your house and your bank account combined:

1. Write them by hand, in order, on paper. Never type them into a website, photo, email, chat or cloud note.
2. Make **two copies** and keep them in different places, for example at home and with trusted family in another parish.
3. Protect at least one copy from water and fire: a sealed waterproof bag, or a metal backup plate, helps in hurricane season.
4. Test your backup: restore the wallet on a second device with a small amount before trusting it with more.

## A worked example: matching the wallet to the amount

Think in EC dollars, using the peg of EC$2.70 = US$1.

- **Small amount, say EC$150 (about US$55):** a hardware wallet at US$50 to $200 (roughly EC$135 to EC$540) would cost as much as, or more than, what you hold. A reputable mobile wallet with a good written backup is usually enough.
- **Savings, say EC$5,000 (about US$1,850):** a one-off cost of a few hundred EC dollars for a hardware wallet is small compared with the amount at risk. It is worth considering.
- **Trading often:** you may keep a working amount on an exchange, accepting the company risk, and move anything you are not using into self-custody.

There is no single right answer. Ask yourself how much you will hold, how often you will spend, and how confident you are with technology. Our [wallet comparison](/guides/wallets) compares options.

## Checklist: setting up a mobile wallet safely

1. Download only from the official app store, and check the developer's name and reviews. Fake wallet apps are a common trick.
2. Set a strong screen lock on your phone and a PIN on the app.
3. Create the wallet somewhere private, where nobody can see or film your screen.
4. Write down the seed phrase on paper and check every word.
5. Send a **small test amount** first, then send it back out, before using the wallet for more.
6. Keep your phone's system and the app updated.

## Common mistakes, and what to do if...

**Your phone is lost, stolen or damaged.** Get a new device, install the same wallet (or a compatible one) from the official store, and restore it with your seed phrase. Your coins will reappear because they are on the blockchain.

**Someone may have seen your seed phrase.** Act quickly. Create a **new** wallet with a new seed phrase, then move all your funds into it. The old wallet can never be made safe again.

**The family shares one phone.** Avoid keeping a wallet on a shared phone if you can. If you must, use an app PIN, never save the seed phrase on the phone, and do not let others install apps on it.

**A pasted address looks different.** Some malware swaps copied addresses for the attacker's. Always compare the first and last few characters before you send.

**Someone in a WhatsApp group or on social media offers to help "fix" or "sync" your wallet.** That is a scam. Real support staff never ask for your seed phrase. See [common scams](/security/common-scams).

**Planning for your family.** If something happened to you, could your family find your funds? Consider leaving clear instructions with your important papers about where the backups are, without writing the seed phrase into a will or a message.

## Key takeaways

- Wallets hold keys, not coins.
- Custodial wallets mean trusting a company; self-custody means trusting yourself.
- Whoever has the seed phrase controls the funds.
- Keep two written, storm-proof copies of your seed phrase, in different places.
- Match the wallet to the amount, and test with a small sum first.
- Nobody legitimate will ever ask for your seed phrase.

## Next steps

Compare wallet types in our [wallet comparison](/guides/wallets), read [Wallet Security](/security/wallet-security) and our [secure storage guide](/guides/secure-storage).`,
};

export default page;
