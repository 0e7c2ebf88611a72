import type { Lesson } from '../../types';

const page: Lesson = {
  slug: "defi",
  title: "Decentralised Finance (DeFi)",
  description: "Lending, borrowing and trading through smart contracts instead of companies: how it works and why the risks are high.",
  duration: "45 min",
  level: "Intermediate",
  lastReviewed: "2026-11-22",
  body: `**Decentralised finance (DeFi)** means financial services such as trading, lending and borrowing that run on smart contracts rather than through a bank or a company. You connect your own wallet directly to the contract.

## Common DeFi services

- **Decentralised exchanges (DEXs)** let you swap one token for another from a pool of tokens supplied by other users.
- **Lending platforms** let you deposit tokens to earn interest, or borrow by locking up other tokens as collateral.
- **Yield products** promise returns for locking tokens in a contract.

## Why people are drawn to it

No account approval, no opening hours, and anyone with a wallet can take part. Some platforms have operated for years.

## Why the risks are high

1. **Smart-contract risk**: a bug can let attackers drain a contract, and there is no deposit insurance.
2. **Liquidation**: if you borrow against crypto and its price falls, your collateral can be sold automatically at a loss.
3. **Impermanent loss**: supplying tokens to a trading pool can leave you worse off than simply holding them when prices move.
4. **Unsustainable yields**: very high advertised returns often come from new tokens being printed, or from new depositors paying old ones. If a return sounds too good to be true, treat it as a warning sign.
5. **Scams and "rug pulls"**: anonymous teams can launch a project, collect deposits and disappear.
6. **Regulation**: DeFi services that act like financial businesses may fall under rules such as Dominica's [Virtual Asset Business Act](/legal).

## If you still want to explore

Use only small amounts you can afford to lose, prefer long-established platforms, verify website addresses carefully, and review and revoke token approvals regularly.

## Key takeaways

- DeFi replaces companies with code, and code can fail.
- High yields usually mean high risk.
- Nothing here is investment advice.

## Next steps

Read [Safe Trading](/security/safe-trading) and [Common Scams](/security/common-scams).`,
};

export default page;
