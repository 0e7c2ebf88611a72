import type { FullGuide } from '../guides';

const page: FullGuide = {
  slug: "binance",
  title: "Buying on Binance: A Step-by-Step Guide",
  description: "How people in Dominica open a Binance account, verify their identity, fund it and buy crypto, with the costs explained.",
  lastReviewed: "2026-11-22",
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

export default page;
