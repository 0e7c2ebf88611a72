import type { Lesson } from '../types';

export const exchanges: Lesson = {
  slug: 'exchanges',
  title: 'How Crypto Exchanges Work',
  description:
    'Centralised exchanges, peer-to-peer marketplaces, fees and identity checks, from the point of view of a buyer in the Caribbean.',
  duration: '30 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `An **exchange** is where people buy and sell crypto for money or for other crypto. For most people in Dominica it is the first and last step: money in, money out.

## Centralised exchanges

A company runs the platform, matches buyers and sellers, and usually holds your crypto while it is on the platform (custodial). Well-known examples include Binance, Coinbase and KuCoin. Before using any of them:

- **Check that it serves your country.** Exchanges publish supported-countries lists, and these change.
- **Expect identity verification (KYC):** photo ID, a selfie and proof of address. Approval can take from minutes to a few days.
- **Read the fee page.** Trading fees on large exchanges can be around 0.1% per trade, but buying with a debit or credit card often costs several percent more, and withdrawals have their own fees.

## Peer-to-peer (P2P) marketplaces

On a P2P marketplace you trade directly with another person, paying them by bank transfer or mobile money, while the platform holds the crypto in **escrow** until the seller confirms payment. P2P is popular in the Caribbean where card purchases are blocked, but it brings its own risks: fake payment screenshots, payments reversed after release, and buyers or sellers who try to move the conversation off the platform. Stay on the platform and follow its rules.

## Moving money in and out

Many local banks restrict transfers to and from exchanges. Ask your bank before you start, keep records (dates, amounts, platform) and be ready to explain the source of your funds. A registered local business may offer an easier route; check its registration under the [Virtual Asset Business Act](/legal).

## Protect your account

Use a unique password, turn on app-based two-factor authentication (not SMS), and set up withdrawal address allow-lists where available. Support staff will never ask for your password or two-factor codes.

## Key takeaways

- Check country support, KYC and the full fee schedule before you deposit.
- P2P trading needs extra care: stay inside the platform.
- Do not leave more on an exchange than you need for trading.

## Next steps

Compare platforms in our [Exchange Comparison](/guides/exchanges) and read the [Binance guide](/guides/binance).`,
};

export const cryptographicKeys: Lesson = {
  slug: 'cryptographic-keys',
  title: 'Public and Private Keys',
  description: 'The maths that proves ownership in crypto, explained without equations, and the habits that keep your keys safe.',
  duration: '25 min',
  level: 'Intermediate',
  lastReviewed: '2026-11-22',
  body: `Every crypto wallet is built on a pair of numbers: a **private key** and a **public key**. Understanding what each one does explains why crypto is both powerful and unforgiving.

## The pair

- The **private key** is a very large secret number. Whoever knows it can spend the funds. It is what your seed phrase ultimately generates.
- The **public key** is derived from the private key by a one-way calculation. From it comes your **address**, which you can share so people can pay you.

"One-way" is the important part: it is easy to go from private to public, and practically impossible to go back.

## Digital signatures

When you send a payment, your wallet uses the private key to create a **signature** for that exact transaction. Anyone can check the signature with your public key, but nobody can forge it without the private key, and changing even one digit of the amount makes the signature invalid.

## Why this matters for your safety

- **There is no "forgot password".** If your private key or seed phrase is lost, no company can recover it.
- **Anyone who sees it can take everything.** Scammers pose as support staff, "wallet validators" or recovery services precisely to get your seed phrase.
- **Addresses are safe to share; keys are not.** Sharing your address to receive a payment is normal.

## Good habits

1. Generate keys on a device you trust, ideally a hardware wallet for larger amounts.
2. Write the seed phrase on paper; keep two copies in different safe places.
3. Never enter it on a website or send it in a message.
4. Plan for inheritance: a trusted person should know *where* the backup is, without holding it themselves if possible.

## Key takeaways

- Private key = control. Public key/address = for receiving.
- Signatures prove ownership without revealing the key.
- Nobody legitimate needs your seed phrase.

## Next steps

Read [Wallet Security](/security/wallet-security) and our [Secure Storage guide](/guides/secure-storage).`,
};

export const defi: Lesson = {
  slug: 'defi',
  title: 'Decentralised Finance (DeFi)',
  description: 'Lending, borrowing and trading through smart contracts instead of companies: how it works and why the risks are high.',
  duration: '45 min',
  level: 'Intermediate',
  lastReviewed: '2026-11-22',
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

export const nfts: Lesson = {
  slug: 'nfts',
  title: 'NFTs: Digital Ownership Records',
  description: 'What a non-fungible token actually proves, how Caribbean artists use them, and the pitfalls for buyers.',
  duration: '20 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `A **non-fungible token (NFT)** is a unique token on a blockchain. Unlike a bitcoin, which is interchangeable with any other bitcoin, each NFT has its own identity. NFTs are often linked to digital art, music, tickets or collectibles.

## What an NFT proves, and what it does not

An NFT proves that a particular wallet holds a particular token, and shows its history of owners. It does **not** automatically give you copyright in the artwork, and the image itself is often stored elsewhere, on a server that could go offline. Read what rights the creator actually grants.

## How creators use them

Artists and musicians in the Caribbean have used NFTs to sell digital work directly to fans around the world, sometimes earning a share when the work is resold (where the marketplace honours such "royalties"). Event organisers use them as tickets that are hard to forge.

## Risks for buyers

- **Prices are speculative** and many NFTs become unsellable.
- **Fakes**: anyone can copy an image and mint it as an NFT. Check the creator's official account and the collection's contract address.
- **Phishing**: "free mint" links and fake marketplaces are used to get wallet approvals that drain your tokens.
- **Fees**: creating and trading NFTs costs network fees, which can exceed the price on some blockchains.

## Key takeaways

- An NFT is a unique ownership record, not the artwork itself.
- Verify creators and contracts; never sign unknown approvals.
- Treat NFTs as collectibles, not investments.

## Next steps

Read the community article on [NFTs and Caribbean art](/community/posts/nfts-caribbean-art) and revisit [Ethereum and Smart Contracts](/education/ethereum-smart-contracts).`,
};
