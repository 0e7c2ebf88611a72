import type { FullGuide } from '../guides';

const page: FullGuide = {
  slug: 'secure-storage',
  title: 'Secure Storage: Keeping Crypto Safe',
  description: 'When to move crypto off an exchange, how to set up self-custody, and backups that survive lost phones and hurricanes.',
  lastReviewed: '2026-11-22',
  body: `Buying crypto is the easy part. Keeping it safe for years, through lost phones, hacked email accounts, power cuts and hurricane seasons, is where most people need help.

This guide explains where your crypto can be kept, how to set up your own wallet step by step, and how to make backups that survive island life. It is education, not a recommendation to buy or hold any coin.

## First, what are you actually protecting?

Your coins are not stored "in" your phone. They are recorded on the **blockchain**, a public ledger shared by thousands of computers. What you hold is a **private key**, a secret number that proves the coins are yours and lets you spend them. Most wallets turn that key into a **seed phrase** (also called a recovery phrase): a list of 12 or 24 ordinary words, in a fixed order.

> Whoever has your seed phrase has your crypto. If you lose it and your device, nobody can get it back for you.

That is why storage is really about **protecting the seed phrase** and the devices that use it. Our lesson on [cryptographic keys](/education/cryptographic-keys) explains this in more depth.

## Exchange or self-custody?

| | On an exchange | Self-custody (your own wallet) |
|---|---|---|
| Who holds the keys | The exchange | You |
| Convenience | High: easy to trade | Lower: you manage backups |
| Main risk | Exchange fails, is hacked or freezes your account | You lose the seed phrase or are tricked into revealing it |
| Password reset | Usually possible | Impossible without the seed phrase |

Exchanges can fail: when FTX collapsed in 2022, many customers could not withdraw. But self-custody puts all the responsibility on you. A common approach is to keep a **small trading balance** on a reputable exchange and the rest in self-custody. Compare options in our [wallet comparison](/guides/wallets).

## Choosing a wallet

- **Mobile wallet** (an app on your phone): free and handy for small amounts you spend or trade. Your phone's security matters, so keep it locked and updated.
- **Hardware wallet**: a small device that keeps the keys offline and signs transactions inside the device. Hardware wallets cost **about US$50 to US$200** (roughly EC$135 to EC$540). Worth considering once your savings are larger than the cost of the device.
- **Paper only**: writing a seed phrase on paper and using no device is possible, but easy to get wrong. Beginners are better off with a proper wallet plus a paper backup.

**Buy hardware wallets only from the manufacturer or an authorised seller.** Never buy second-hand, and never use a device that arrives with a seed phrase already written on a card: that is a known scam.

## Setting up a self-custody wallet, step by step

1. **Download or unbox carefully.** Get apps only from your phone's official app store, and check the developer name. Check that hardware packaging is sealed.
2. **Create a new wallet** on the device itself. Never import a seed phrase that somebody else gave you.
3. **Write down the seed phrase** on paper, in order, with a pen. Double-check the spelling of each word.
4. **Never** photograph it, type it into a website, or store it in email, WhatsApp, cloud notes or a screenshot.
5. **Set a strong PIN** on the wallet.
6. **Send a small test amount** from the exchange. Check the first and last characters of the address, and choose the correct network.
7. **Test your backup.** Restore the wallet from the written seed phrase (for example on the same device after a reset, or a second device) and confirm the balance appears. Only then move larger amounts.

## Backups that survive the islands

Dominica knows what a hurricane can do: Hurricane Maria in 2017 destroyed homes and papers across the island. Plan for that.

- **Keep two copies** of the seed phrase in **two different places**, for example one at home and one with trusted family in another parish or abroad.
- **Protect at least one copy from water and fire**: a sealed waterproof bag inside a safe box, or a **metal backup plate** where you stamp or engrave the words.
- **Before hurricane season**, check that both copies are readable and where you expect them.
- **Power and internet cuts do not affect your funds.** The coins stay on the blockchain. When power returns, your wallet will show the same balance, as long as you still have your keys.
- **Keep the hardware wallet and the seed phrase apart**, so one flood or burglary cannot take both.

## What to do if...

- **You lose your phone or hardware wallet:** stay calm. Get a new device, restore from your seed phrase, and consider moving the funds to a brand-new wallet if you think someone else could get the old device.
- **Someone may have seen your seed phrase:** create a new wallet at once with a new seed phrase and move everything to it. Then destroy the old backup.
- **You lose your seed phrase but still have the working wallet:** immediately create a new wallet, back it up properly, and move the funds across.
- **You lose both:** the funds are almost certainly gone. Anyone offering "recovery services" for a fee is very likely a scammer.

## Inheritance

If something happens to you, can your family reach your crypto? Write a letter, stored with your will, that explains what you own, which wallet you use and **where** the backup is kept, **without** writing the seed phrase itself in the letter. Make sure at least one person you trust knows the letter exists. Consider advice from a lawyer in Dominica on how this fits with your will.

## Everyday habits

- Check the first and last characters of every address before sending; some malware swaps copied addresses.
- Keep wallet apps and your phone's system updated.
- Avoid using shared family phones for wallets holding savings.
- Be wary of messages in WhatsApp groups about "wallet upgrades" or "validation": they are scams.
- Nobody legitimate will ever ask for your seed phrase: not an exchange, not a wallet company, not us.

See also [wallet security](/security/wallet-security) and [common scams](/security/common-scams).

## Common mistakes

- Storing the seed phrase as a phone photo or in cloud notes.
- Keeping only one copy, in one place.
- Never testing the backup.
- Buying a used or "pre-set" hardware wallet.
- Typing the seed phrase into a website that claims to "sync" your wallet.

## Key takeaways

- Your seed phrase **is** your crypto: protect it above everything else.
- Keep small trading amounts on an exchange and savings in self-custody, if you are ready to manage it.
- Hardware wallets cost about US$50-$200; buy only from the maker or an authorised seller.
- Two copies, two places, protected from water and fire.
- Test with small amounts, test your backup, and plan for your family.`,
};

export default page;
