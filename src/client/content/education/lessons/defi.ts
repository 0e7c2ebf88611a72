import type { Lesson } from '../../types';

const page: Lesson = {
  slug: 'defi',
  title: 'Decentralised Finance (DeFi)',
  description: 'Lending, borrowing and trading through smart contracts instead of companies: how it works and why the risks are high.',
  duration: '45 min',
  level: 'Intermediate',
  lastReviewed: '2026-11-22',
  body: `**Decentralised finance (DeFi)** means financial services such as trading, lending and borrowing that run on **smart contracts** rather than through a bank or a company. A smart contract is a program stored on a blockchain that runs automatically when its conditions are met. In DeFi you connect your own wallet directly to the contract; there is no branch, no account manager and usually no customer service desk.

This lesson explains the main DeFi services, walks through how a swap and a loan actually work, and spends most of its time on the risks, because they are serious. If smart contracts are new to you, read [Ethereum and Smart Contracts](/education/ethereum-smart-contracts) first.

## Common DeFi services

- **Decentralised exchanges (DEXs)** let you swap one token for another. Instead of an order book run by a company, many DEXs use a **liquidity pool**: a contract holding two tokens, supplied by other users, with prices set by a formula.
- **Lending platforms** let you deposit tokens to earn interest, or borrow by locking up other tokens as **collateral** (security for the loan). Loans are usually **over-collateralised**: you must lock up more value than you borrow.
- **Yield products** promise returns for locking tokens in a contract, sometimes paid in the platform's own new token.
- **Stablecoins,** tokens designed to track a currency such as the US dollar, are used throughout DeFi. See our [stablecoins lesson](/education/stablecoins).

## How a swap works, step by step

1. You open the DEX website or app and **connect your wallet**. This lets the site see your address; it does not move funds by itself.
2. You choose what to swap, for example one token for a stablecoin.
3. The first time, the DEX asks you to **approve** the contract to spend that token. An approval is a permission that stays in place until you cancel it, and some sites ask for unlimited amounts.
4. You confirm the swap and pay a **network fee** (often called "gas"), which goes to the blockchain, not the DEX. Fees vary with the network and how busy it is.
5. You set a **slippage tolerance**: how far the price may move before the swap cancels. A loose setting can cost you money on small or volatile tokens.

Once confirmed, the swap cannot be undone.

## Worked example: how a loan can be liquidated

The numbers below are illustrative only; every platform sets its own limits and penalties.

Suppose you lock up crypto worth **EC$2,700** (US$1,000 at EC$2.70 to US$1) as collateral, and the platform lets you borrow up to 70% of your collateral's value. You borrow **US$500** in a stablecoin, half of your collateral, which feels comfortably safe.

- The crypto price falls 20%. Your collateral is now worth US$800. Your loan is about 63% of it: still inside the limit, but closer.
- The price falls further, to 30% below where you started. Collateral: US$700. Your loan is now about 71% of it, over the 70% limit.
- The contract automatically **liquidates** you: it sells some or all of your collateral to repay the loan, usually with an extra penalty set by the platform.

No one phones to warn you, and it can happen at 3 a.m. or during a power cut or internet outage when you cannot add more collateral. You keep the borrowed stablecoins, but you may have lost a large part of your original crypto at the worst possible price.

## Why people are drawn to it

No account approval, no opening hours, and anyone with a wallet and an internet connection can take part. Transactions are visible on the blockchain, and some platforms have operated for years. For people in the Caribbean who find banks cautious about crypto, that openness is part of the appeal.

## Why the risks are high

1. **Smart-contract risk:** a bug can let attackers drain a contract. There is no deposit insurance and usually no one to refund you.
2. **Liquidation:** as in the example above, borrowed positions can be closed automatically at a loss.
3. **Impermanent loss:** supplying tokens to a trading pool can leave you worse off than simply holding them when prices move, even before fees.
4. **Unsustainable yields:** very high advertised returns often come from new tokens being printed, or from new depositors paying old ones. If a return sounds too good to be true, treat it as a warning sign.
5. **Scams and "rug pulls":** anonymous teams can launch a project, collect deposits and disappear.
6. **Approval and phishing attacks:** fake websites copy real DEXs, and a single malicious approval can let a contract drain that token from your wallet.
7. **Stablecoin failure:** a stablecoin can lose its link to the dollar, as some have done.
8. **Regulation:** DeFi services that act like financial businesses may fall under rules such as Dominica's Virtual Asset Business Act, 2022, administered by the Financial Services Unit (FSU). See our [legal page](/legal). Rules change, and there is often no local body you can complain to if something goes wrong.

## Red flags checklist

Walk away if you see any of these:

- Guaranteed or fixed high returns, especially daily percentages.
- Pressure to deposit quickly, or bonuses for bringing in friends and family.
- A "manager" on WhatsApp or Telegram who will trade for you or needs your seed phrase.
- A website address that is slightly misspelt, or a link sent by a stranger.
- A team nobody can identify, with no public history.
- Withdrawals that need an extra "fee" or "tax" paid first.

Schemes like these spread fast in small island communities through shared WhatsApp groups. See [common scams](/security/common-scams).

## If you still want to explore

- Use only small amounts you can afford to lose completely.
- Use a separate wallet for DeFi, not the one holding your savings.
- Prefer long-established platforms, and reach them through bookmarks you saved yourself.
- Read exactly what each wallet prompt asks before you sign.
- Review and revoke token approvals regularly, using your wallet's settings or a well-known approval checker.
- Keep records of every transaction for tax questions, which are a matter for the Inland Revenue Division of Dominica.

## What to do if...

- **You signed something suspicious:** revoke the approval at once, then move remaining funds to a new wallet with a new seed phrase.
- **A platform freezes withdrawals:** do not send more money to "unlock" them; that is a common trick.
- **You have been scammed:** gather transaction links and screenshots, report it to the Commonwealth of Dominica Police Force, and warn others. Ignore anyone offering to recover funds for a fee.

## Glossary

- **Collateral:** crypto you lock up to secure a loan.
- **Liquidation:** the automatic sale of collateral when a loan becomes too risky.
- **Liquidity pool:** a contract holding tokens that others trade against.
- **Approval:** permission for a contract to spend a token from your wallet.
- **Gas:** the network fee paid to process a transaction.

## Key takeaways

- DeFi replaces companies with code, and code can fail.
- Every transaction and approval is final; read before you sign.
- Borrowing against volatile crypto can wipe out your collateral quickly.
- High yields usually mean high risk.

## Next steps

Read [Safe Trading](/security/safe-trading) and [Common Scams](/security/common-scams).`,
};

export default page;
