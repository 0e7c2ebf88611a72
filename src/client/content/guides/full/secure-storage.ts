import type { FullGuide } from '../guides';

const page: FullGuide = {
  slug: "secure-storage",
  title: "Secure Storage: Keeping Crypto Safe",
  description: "When to move crypto off an exchange, how to set up self-custody, and backups that survive lost phones and hurricanes.",
  lastReviewed: "2026-11-22",
  body: `Buying crypto is the easy part. Keeping it safe for years, through lost phones, hacked email accounts and hurricane seasons, is where most people need help.

## Exchange or self-custody?

Keeping crypto on an exchange is convenient, but the exchange holds the keys: if it fails, freezes your account or is hacked, you depend on it. In **self-custody** you hold the keys in your own wallet. A common approach is to keep a small trading balance on a reputable exchange and the rest in self-custody.

## Setting up a self-custody wallet

1. Choose a reputable wallet: a mobile wallet for small amounts, a **hardware wallet** (about US$50 to $200) for savings. Buy hardware only from the manufacturer or an authorised seller, never second-hand.
2. Create a new wallet and write down the **seed phrase** (12 or 24 words) on paper, in order.
3. Never photograph it, type it into a website, or store it in email or cloud notes.
4. Send a **small test amount** from the exchange, check it arrives, and restore the wallet on a second device to prove the backup works.

## Backups that survive the islands

- Keep **two copies** of the seed phrase in **different places**: for example at home and with trusted family in another parish or abroad.
- Protect at least one copy from water and fire: a sealed waterproof bag in a safe place, or a metal backup plate.
- Before hurricane season, check that both copies are readable and where you expect them.
- Power and internet outages do not affect your funds, which live on the blockchain; only the keys matter.

## Inheritance

If something happens to you, can your family reach your crypto? Write a letter, stored with your will, that explains what you own and **where** the backup is, without writing the seed phrase itself in the letter. Consider advice from a lawyer.

## Everyday habits

- Check the first and last characters of every address before sending.
- Keep wallet apps and your phone updated.
- Nobody legitimate will ever ask for your seed phrase: not an exchange, not a wallet company, not us.`,
};

export default page;
