import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: 'crypto-taxation-dominica',
  date: '2026-11-10',
  title: 'Crypto and Tax in Dominica: Keep Records First',
  description: 'Why good records matter more than any rule of thumb, and who to ask about how your crypto is taxed.',
  lastReviewed: '2026-11-22',
  body: `People often ask whether they must pay tax on crypto in Dominica. The honest answer is that it **depends on your circumstances**, and we cannot give tax advice. We are an education site, not accountants, and tax rules can change.

What we can do is explain what every person who buys, sells, spends or receives crypto should do from the very first day: **keep good records**. Whatever the answer to your tax question turns out to be, records are what let you, your adviser and the tax authority work it out.

## Who decides

Tax matters in Dominica are administered by the **Inland Revenue Division**. It is the authority on what is taxable and how. For your own situation, speak to a **qualified tax adviser or accountant**, and keep a copy of their advice with your records.

Two other bodies are sometimes confused with tax:

- The **Financial Services Unit (FSU)** supervises virtual asset businesses under the Virtual Asset Business Act, 2022. That Act is about regulating businesses, not about how your own crypto is taxed. See our [legal page](/legal).
- Your **bank** may ask where money came from (the "source of funds"). That is part of its anti-money-laundering checks, not a tax assessment, but the same records answer both.

## Why it depends

A qualified adviser will usually want to understand things like:

- whether your activity is a **business** or personal;
- **how often** you buy and sell;
- **how long** you held an asset before selling or spending it;
- whether you **received** crypto as payment for goods, services or work;
- where you **live** for tax purposes, especially if you split time between Dominica and another country.

We cannot answer these for you. But if your records are complete, an adviser can answer them quickly, and usually more cheaply.

## What to record for every transaction

For every purchase, sale, swap, payment, receipt or transfer, note:

| Detail | Example |
| --- | --- |
| Date and time | 3 March |
| Type | Buy, sell, swap, payment, received, transfer between own wallets |
| Crypto and amount | 0.002 BTC, or 150 USDT |
| Value at the time | In US$ and EC$ |
| Fees | Trading, card, network and bank fees |
| Platform or wallet | Exchange name, or which of your wallets |
| Transaction ID | From the exchange or the blockchain |
| Source of money | Salary, savings, remittance from family, sale of goods |
| Notes | Who paid you and for what |

Also keep **exchange statements**, bank statements, receipts and invoices.

## A worked example: writing down a purchase

Suppose you spend EC$270 on a debit card to buy bitcoin on a large exchange.

- EC$270 is US$100 at the fixed rate of EC$2.70 to US$1 set by the Eastern Caribbean Central Bank.
- Card fees on large exchanges are often about 3-4% (see our [Binance guide](/guides/binance)), so you receive roughly US$96-97 worth of bitcoin. Your bank may add a charge.
- You record: the date, "Buy", the exact amount of bitcoin shown on the receipt, US$100 paid (EC$270), the fee, the exchange's name, the order number and "savings" as the source of money.

Months later you sell part of it. You record that sale the same way, with the value at that time. Whether anything is owed on the difference is a question for your adviser, but you will have the numbers ready.

This is a record-keeping example only, not a tax calculation.

## Common mistakes

1. **Only recording purchases.** Sales, swaps between coins, spending and receiving all matter.
2. **Relying on the exchange to keep your history.** Accounts can be closed and exchanges can fail; the FTX collapse in 2022 cut customers off from their accounts. Download statements regularly.
3. **Not recording transfers between your own wallets.** Without a note, a transfer can look like a sale or a payment to someone else.
4. **Mixing business and personal crypto** in the same wallet.
5. **Keeping records only on one phone.** A dropped phone, a power cut or a hurricane can wipe them out. Keep a copy in secure cloud storage and a printed copy somewhere dry.
6. **Trusting social media.** Posts claiming crypto is "tax-free" or "always taxed" are both too simple.

## For small businesses accepting crypto

If customers pay you in crypto or stablecoins, treat each payment like any other sale: issue a receipt, record the EC$ value at the time, and note the fees when you convert. Keep a separate wallet for the business. Talk to your accountant **before** you start, not at the end of the year. Our post on [stablecoins in Caribbean commerce](/community/posts/stablecoins-caribbean-commerce) covers the practical side.

## Questions to take to an adviser

- Given how I use crypto, is my activity personal or business?
- Which of my transactions, if any, need to be reported, and how?
- How should I value crypto received as payment?
- What records does the Inland Revenue Division expect me to keep, and for how long?
- Does living or earning partly abroad change anything?

## What to do if...

**You have not kept records so far:** start today. Download your full history from each exchange, gather bank statements and check your wallet's transaction list. A blockchain explorer (a public website showing transactions on a blockchain) can help fill gaps. Tell your adviser which parts were reconstructed.

**Your bank asks about a deposit:** answer honestly and show your records: where the money came from, which platform, and the transaction IDs.

**Someone offers to "sort out" your crypto tax for a fee over WhatsApp:** be careful. Use a qualified professional you can verify, and never share passwords or recovery phrases with anyone.

## Key takeaways

- Whether and how your crypto is taxed depends on your circumstances; we cannot advise you.
- The **Inland Revenue Division** administers tax in Dominica; a **qualified adviser** can apply the rules to you.
- Record every transaction with date, amount, EC$ value, fees, platform, ID and source of money.
- Back up records in more than one place, and download exchange statements regularly.
- Ignore one-line answers on social media.

This post is general education, not tax, legal or financial advice.`,
};

export default page;
