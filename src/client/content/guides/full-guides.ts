import type { FullGuide } from './guides';

export const binanceGuide: FullGuide = {
  slug: 'binance',
  title: 'Buying on Binance: A Step-by-Step Guide',
  description: 'How people in Dominica open a Binance account, verify their identity, fund it and buy crypto, with the costs explained.',
  lastReviewed: '2026-11-22',
  body: `Binance is one of the largest crypto exchanges in the world and serves many Caribbean countries. This guide walks through the usual steps. Platforms change their rules and fees often: check Binance's own pages before you act, and remember that this is education, not a recommendation to buy.

## 1. Check that you can use it

Open Binance's list of supported countries and its terms for your country. Services can differ from one island to the next, and some features (such as card payments or the P2P marketplace) may not be available everywhere.

## 2. Create the account safely

- Type the address yourself or use a bookmark. Never follow a link from a message or a search advert: fake Binance sites are common.
- Use an email address you keep only for financial accounts and a unique, long password.
- Turn on **app-based two-factor authentication** (an authenticator app), not SMS codes, which can be stolen through SIM swaps.

## 3. Verify your identity (KYC)

You will be asked for a photo of your ID (passport or national ID), a selfie and sometimes proof of address. Approval is often quick, but **typically takes anywhere from minutes to 1-3 days** when documents need review. Make sure photos are sharp and the details match exactly.

## 4. Fund the account

- **Debit or credit card**: the simplest route, but it usually costs the most, often around **3-4%** in fees, and many local banks decline card payments to crypto exchanges.
- **P2P marketplace**: buy from another user and pay them by bank transfer or mobile money. See our [peer-to-peer guide](/guides/p2p-platforms).
- **Crypto deposit**: if someone sends you crypto, you can deposit it to your Binance address.

## 5. Place your first order

For a first purchase, use the simple "Buy" screen and a small amount you can afford to lose. The trading fee on the spot market is about **0.1%** at the base tier, but the spread and payment fees matter more. As a worked example: buying US$100 (about EC$270) with a 4% card fee costs about US$4 in fees; the same purchase through the spot market costs about 10 US cents in trading fees, plus whatever it costs you to fund the account.

## 6. Decide where to keep it

Leaving a small trading balance on an exchange is common; keeping savings there means trusting the exchange. Read [Secure Storage](/guides/secure-storage) before you move larger amounts to your own wallet, and send a small test transaction first.

## 7. Keep records

Record the date, amount, price and fees of every purchase and sale. Banks may ask about the source of funds, and records help with any tax questions.

## Warning signs

Anyone who contacts you "from Binance support" on WhatsApp or Telegram, asks for your password, 2FA codes or seed phrase, or offers to trade for you, is a scammer.`,
};

export const p2pGuide: FullGuide = {
  slug: 'p2p-platforms',
  title: 'Peer-to-Peer Platforms: Buying and Selling with Local Money',
  description: 'How P2P marketplaces and escrow work, paying by bank transfer or mobile money, and the scams that target P2P traders.',
  lastReviewed: '2026-11-22',
  body: `On a peer-to-peer (P2P) marketplace you trade crypto directly with another person, usually paying in local currency. The platform keeps the seller's crypto in **escrow** until the seller confirms that the money arrived. P2P is popular in the Caribbean because card payments to exchanges are often blocked.

## How a P2P purchase works

1. You choose an offer: price, payment methods (bank transfer, mobile money) and limits.
2. The seller's crypto is locked in escrow by the platform.
3. You pay the seller **exactly as the offer says**, from an account in your own name.
4. You mark the order as paid.
5. The seller checks their account and releases the crypto to you.

If something goes wrong, the platform's dispute process decides, using the chat history and payment evidence. That is why you must **keep everything inside the platform**.

## Choosing a counterparty

Look at completed trades, completion rate and how long the account has existed. New accounts with unusually good prices are a warning sign.

## Selling safely

- Release crypto **only after the money is really in your account**: log in to your bank or mobile money app yourself. Screenshots and SMS "confirmations" can be faked.
- Check that the payment came from an account in the buyer's own name. Third-party payments can be stolen money that is later reversed.
- Be careful with payment methods that can be charged back.

## Common P2P scams

- **Fake payment proof**: an edited screenshot or fake SMS.
- **Chargebacks**: the buyer pays, receives crypto, then reverses the payment.
- **Off-platform deals**: "let's continue on WhatsApp, it's cheaper" removes your protection.
- **Triangle fraud**: the money you receive was stolen from a third person, and your account may be frozen.

## Costs

Sellers build their margin into the price, so the rate is often a few percent above the market rate. Compare the total cost in EC dollars, not just the advertised price.

## The law

Trading occasionally for yourself is different from running a business exchanging crypto for others, which may require registration under the [Virtual Asset Business Act](/legal).`,
};

export const secureStorageGuide: FullGuide = {
  slug: 'secure-storage',
  title: 'Secure Storage: Keeping Crypto Safe',
  description: 'When to move crypto off an exchange, how to set up self-custody, and backups that survive lost phones and hurricanes.',
  lastReviewed: '2026-11-22',
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

export const fullGuides: FullGuide[] = [binanceGuide, p2pGuide, secureStorageGuide];
