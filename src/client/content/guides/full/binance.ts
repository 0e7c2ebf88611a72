import type { FullGuide } from '../guides';

const page: FullGuide = {
  slug: 'binance',
  title: 'Buying on Binance: A Step-by-Step Guide',
  description:
    'How people in Dominica open a Binance account, verify their identity, fund it and buy crypto, with the costs and risks explained.',
  lastReviewed: '2026-11-22',
  body: `Binance is one of the largest crypto exchanges in the world, and many people in Dominica and the wider Caribbean use it. An **exchange** is a company that lets you buy and sell crypto for ordinary money. This guide walks through the usual steps, from opening an account to keeping records.

Platforms change their rules, fees and country lists often. The figures below are typical figures from the platform at the time of writing and **may change**: always check Binance's own help and fee pages before you act. This is education, not a recommendation to buy anything.

## 1. Check that you can use it

Open Binance's list of supported countries and read its terms for your country. Services can differ from one island to the next, and some features, such as card payments or the P2P marketplace, may not be available everywhere or may change without much notice.

Also think about the risks before you start:

- **Prices move fast.** Crypto can lose a large part of its value in days.
- **Mistakes are usually permanent.** A payment sent to the wrong address normally cannot be reversed.
- **Exchanges can fail.** When the FTX exchange collapsed in 2022, many customers could not get their money out. Any exchange, large or small, is a company you have to trust.

Only use money you could afford to lose.

## 2. Create the account safely

- **Type the address yourself or use a bookmark.** Never follow a link from a WhatsApp message, an email or a search advert: fake Binance sites and fake apps are common. Download the app only from your phone's official app store.
- **Use a separate email** that you keep for financial accounts, with its own long, unique password.
- **Turn on app-based two-factor authentication (2FA).** 2FA means you need a second code, as well as your password, to log in. Use an authenticator app rather than SMS codes, which can be stolen through a **SIM swap** (when a criminal persuades a phone company to move your number to their SIM card).
- **Set up the extra protections the platform offers**, such as an anti-phishing code, which Binance shows in its genuine emails so you can spot fakes.
- **Avoid shared family phones** for your exchange app if you can. If you must share, lock the app with its own PIN.

## 3. Verify your identity (KYC)

**KYC** stands for "Know Your Customer": the identity checks that regulated financial companies must carry out. You will usually be asked for:

1. A clear photo of your ID (passport or national ID card).
2. A selfie or short video, so the system can match your face to the ID.
3. Sometimes proof of address, such as a recent utility bill or bank statement.

Approval is often quick, but it **typically takes anywhere from a few minutes to 1-3 days** when documents need a manual review. These are typical figures from the platform and may change.

**Tips to avoid delays:**

- Take photos in good light, with all four corners of the document visible.
- Make sure your name and date of birth match your ID exactly.
- Use a document that has not expired.
- If you are rejected, read the reason and fix it rather than uploading the same photos again.

Never send ID documents to anyone who contacts you claiming to "speed up" verification. Upload them only inside the official app or website.

## 4. Fund the account

There are three common routes:

- **Debit or credit card.** The simplest route, but usually the most expensive: the card purchase fee is typically **about 3-4%** (a typical platform figure that may change). Your bank may add its own foreign transaction fee, and many Caribbean banks decline card payments to crypto exchanges.
- **P2P marketplace.** You buy from another user and pay them by bank transfer or mobile money, while the platform holds their crypto in escrow (a locked holding account). Read our [P2P guide](/guides/p2p-platforms) first: it explains the scams to watch for.
- **Crypto deposit.** If someone sends you crypto, for example family abroad, you can deposit it to your Binance address. Always choose the **same network** the sender uses; sending on the wrong network can lose the funds.

## 5. Place your first order

For your first purchase, use the simple "Buy" screen and a small amount. Check the final amount you will receive, including fees, before you confirm.

The spot market (the main trading screen) has a trading fee of about **0.1%** at the base level, according to the platform's fee schedule, which may change. But the trading fee is usually the smallest cost. The payment method and the **spread** (the gap between the buying and selling price) often matter more.

### Worked example in EC dollars

Say you want to spend US$100, which is **EC$270** at the fixed rate of EC$2.70 = US$1.

| Route | Typical fee | Cost in US$ | Cost in EC$ |
|---|---|---|---|
| Card purchase | about 4% | about $4.00 | about $10.80 |
| Spot trade (after funding) | about 0.1% | about $0.10 | about $0.27 |

The spot trade looks far cheaper, but you still have to get money onto the exchange first, for example through P2P, where the seller's price may be above the market rate. Add up **all** the costs in EC dollars before you decide.

## 6. Decide where to keep it

Leaving a small trading balance on an exchange is common. Keeping savings there means trusting the exchange to stay solvent, honest and secure. If you plan to hold for a long time, read our [secure storage guide](/guides/secure-storage) and the [wallet comparison](/guides/wallets).

When you withdraw to your own wallet:

1. Copy and paste the address, then check the **first and last few characters**.
2. Choose the correct network and check the withdrawal fee shown on screen.
3. **Send a small test amount first**, confirm it arrives, then send the rest.

## 7. Keep records

Record the date, amount, price in EC$ and fees of every purchase, sale and transfer. A simple spreadsheet or notebook is enough. Your bank may ask about the source of funds, and records help with any tax questions; the Inland Revenue Division of Dominica is the place to ask about tax.

## Common mistakes

- Buying with a card without noticing the 3-4% fee plus bank charges.
- Using SMS codes instead of an authenticator app.
- Sending crypto on the wrong network.
- Keeping all savings on one exchange.
- Trusting someone who "helps" you in a Telegram or WhatsApp group.

## Warning signs of scams

Anyone who contacts you "from Binance support" on WhatsApp, Telegram or social media, asks for your password, 2FA codes or seed phrase, or offers to trade for you, is a scammer. Genuine support will never ask for these. If something feels wrong, stop and read our page on [common scams](/security/common-scams). If you lose money to fraud, report it to the Commonwealth of Dominica Police Force and to the platform straight away.

## Key takeaways

- Check that Binance serves your country and read its current terms.
- Protect the account with a unique password and app-based 2FA.
- Expect KYC approval to take minutes to 1-3 days (typical, may change).
- Card purchases typically cost about 3-4%; compare all costs in EC dollars.
- Start small, send test transactions, and keep records of everything.`,
};

export default page;
