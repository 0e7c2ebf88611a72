import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: "Banking and Crypto in the Caribbean",
  description: "Why local banks are cautious about crypto, how to talk to yours, keeping records of source of funds, and moving money in and out legally.",
  lastReviewed: "2026-11-22",
  body: `If you have tried to buy crypto with a local debit card, you may have seen the payment declined. Understanding why helps you avoid problems with your bank.

## Why banks are cautious

Banks in the region must meet strict anti-money-laundering rules, and they depend on correspondent banks abroad to move money internationally. Those correspondents can cut off a bank they consider risky, which would affect every customer. Crypto transactions are harder for banks to trace, so many choose to restrict them. Policies differ between banks and change over time.

## Talk to your bank first

Before you start, ask your bank:

- whether card payments to exchanges are allowed;
- whether you can receive transfers from an exchange or a peer-to-peer buyer;
- what documents they would want to see for a deposit that came from selling crypto.

A short conversation now is better than a frozen account later.

## Keep records of the source of funds

Banks must understand where money comes from. Keep a simple file with:

- where the money you used to buy crypto came from (salary, savings, a remittance);
- each purchase and sale: date, amount, price, fees, platform;
- exchange statements and wallet transaction IDs.

If you sell crypto and deposit the proceeds, these records let you explain the deposit quickly.

## Moving money in and out legally

- **Through a registered business**: a business registered under the [Virtual Asset Business Act](/legal) must follow know-your-customer rules and keep records, which banks find reassuring.
- **Peer-to-peer**: possible, but bank transfers from strangers can raise questions. Use accounts in your own name and keep the platform's trade records.
- **Mobile money and remittance services**: sometimes easier for small amounts; compare total costs.

Avoid anyone offering to "clean" or move money for you through their own accounts: that can involve you in money laundering.

## If your account is questioned

Stay calm, answer honestly, and provide your records. If you disagree with a decision, ask for it in writing and consider advice from a lawyer.`,
};

export default page;
