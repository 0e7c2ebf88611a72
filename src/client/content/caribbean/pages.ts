import type { ContentPage } from '../types';

export const caribbeanFocus: ContentPage = {
  title: 'Caribbean Focus',
  description:
    'Crypto realities in Dominica and the Eastern Caribbean: remittances, banking access, the ECCB and DCash, hurricanes and regulation.',
  lastReviewed: '2026-11-22',
  body: `Most crypto explainers are written for people in large countries with many banks and reliable payment apps. Life in Dominica and the wider Caribbean is different, and so are the reasons people look at crypto and the risks they face.

## Money from family abroad

Many households rely on remittances from relatives in the United States, the United Kingdom, Canada and the French islands. Traditional transfers can be slow and costly. Stablecoins such as USDT can move in minutes at any hour, which is why they attract interest. But turning them into EC dollars you can spend still needs a trustworthy route, and every step has fees. Compare the **total** cost in EC dollars with a money transfer service before switching.

## Banking access and "de-risking"

Caribbean banks depend on larger correspondent banks abroad to move money internationally. Those correspondents are cautious about anything that looks risky, and crypto is high on their list. As a result, many local banks restrict card payments to exchanges, question deposits that come from crypto sales, or decline crypto businesses as customers. This is not aimed at you personally; it is how banks protect their own international connections. Our page on [banking](/caribbean-focus/banking) explains how to work with your bank rather than around it.

## The EC dollar and DCash

The EC dollar is issued by the Eastern Caribbean Central Bank (ECCB) and has been pegged at 2.70 to the US dollar for decades, so prices in US dollars translate easily. The ECCB also ran **DCash**, a pilot digital version of the EC dollar launched in 2021 that later ended. DCash was a central bank currency, not a cryptocurrency like bitcoin: its value was the EC dollar's, and it was run by the central bank.

## Hurricanes and resilience

Hurricane Maria in 2017 showed how quickly phones, paper records and power can disappear. Crypto balances live on blockchains and survive storms, but **access** depends on your seed phrase backup. Keep two copies in different places and protect them from water.

## Regulation

Dominica's [Virtual Asset Business Act, 2022](/legal) requires businesses that exchange, transfer or hold crypto for others to register with the Financial Services Unit. Other Caribbean countries have their own laws, at different stages. If a business serving you is based elsewhere, its home country's rules apply to it, not Dominica's.

## Small communities, fast rumours

Word of mouth spreads quickly on small islands, including word of "sure" investment opportunities. Fraudulent schemes often recruit through friends, family and church groups. Ask questions, check registrations, and never invest money you cannot afford to lose.

## Explore further

Read about [banking and crypto](/caribbean-focus/banking) and about [practical solutions](/caribbean-focus/solutions) people use today.`,
};

export const caribbeanBanking: ContentPage = {
  title: 'Banking and Crypto in the Caribbean',
  description:
    'Why local banks are cautious about crypto, how to talk to yours, keeping records of source of funds, and moving money in and out legally.',
  lastReviewed: '2026-11-22',
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

export const caribbeanSolutions: ContentPage = {
  title: 'Practical Crypto Solutions for the Caribbean',
  description:
    'Realistic uses of digital assets in the region, remittances, small business payments and dollar savings, with their limits and risks.',
  lastReviewed: '2026-11-22',
  body: `Crypto is not a solution to every problem, but there are situations in the region where people find it useful. Here are the main ones, with honest limits.

## Remittances

**How it can work:** a relative abroad buys USDT or USDC and sends it to your wallet in minutes; you hold it or sell it locally.

**Limits:** both ends pay fees (buying, network, selling), and selling for EC dollars may require a peer-to-peer trade or a registered local business. Stablecoins carry issuer risk. Compare the total with a money transfer service, and send a small test first.

## Small businesses accepting crypto

**How it can work:** a shop or online seller accepts USDT or bitcoin for goods, often from tourists or overseas customers.

**Limits:** prices in bitcoin move; many businesses convert to stablecoins or EC dollars immediately. Keep records for accounting and tax. Regularly exchanging crypto for other people as a service may require registration under the [Virtual Asset Business Act](/legal); accepting payment for your own goods is different, but take advice.

## Saving in digital dollars

**How it can work:** some people keep part of their savings in US-dollar stablecoins.

**Limits:** the EC dollar is already pegged to the US dollar, so the benefit is limited. Stablecoins are not bank deposits: no deposit insurance, and the issuer can fail or freeze tokens. Self-custody requires careful backups.

## Paying for online services

**How it can work:** crypto can pay for some international services where local cards are declined, and this site accepts USDT for course fees with manual confirmation.

**Limits:** check the network and address carefully; payments are irreversible.

## What we do not recommend

- "Investment clubs" promising fixed returns.
- Borrowing to buy crypto.
- Keeping large amounts on an exchange you cannot verify.

## Record keeping for everyone

Whatever you use crypto for, keep dates, amounts, prices, fees and counterparties. Tax treatment depends on Dominica's Inland Revenue Division and your circumstances: ask a qualified adviser.`,
};
