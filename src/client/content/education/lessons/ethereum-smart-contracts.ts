import type { Lesson } from '../../types';

const page: Lesson = {
  slug: 'ethereum-smart-contracts',
  title: 'Ethereum and Smart Contracts',
  description: 'What Ethereum adds to the idea of a blockchain: programs that run on it, the fees they cost, and where things go wrong.',
  duration: '40 min',
  level: 'Intermediate',
  lastReviewed: '2026-11-22',
  body: `Ethereum is a blockchain, like Bitcoin's, but it was built to run **programs** as well as record payments. These programs are called **smart contracts**. Its own currency is **ether (ETH)**. Ethereum went live in 2015, and today many other tokens, apps and even other networks are built on top of it.

This lesson assumes you have read [Bitcoin and the Blockchain](/education/bitcoin-blockchain) and [Crypto Wallets](/education/crypto-wallets). It explains what smart contracts can and cannot do, what you pay to use them, and the mistakes that cost people money.

## Smart contracts in plain words

A smart contract is code stored on the blockchain that runs exactly as written when someone sends it a transaction. For example, a contract can hold funds and release them only when two people both approve. Because the code is public and runs on thousands of computers, nobody can quietly change the rules after the fact, but nobody can fix a mistake quickly either.

**An island example.** Many Caribbean families know the rotating savings group, often called a sou-sou: each member pays in every month and one member takes the whole "hand" each round. A smart contract could hold the payments and release each hand automatically, so no single organiser holds the cash. But notice the limits:

- The contract cannot force anyone to keep paying. It only controls money already sent to it.
- If the code has a mistake, there may be nobody who can undo it.
- A contract cannot see the outside world. It does not know whether a shipment arrived in Roseau or a storm hit, unless someone feeds it that information. Services that do this are called **oracles**, and they are another thing you have to trust.

"Smart" does not mean wise, and "contract" does not mean a court will enforce it.

## Accounts, addresses and tokens

An Ethereum address starts with **0x** followed by 40 letters and numbers. The same address format is used on many other networks that copy Ethereum's design, which is why it is easy to send funds on the wrong network by mistake.

Many tokens, including versions of USDT and USDC, are smart contracts on Ethereum. Most follow a shared standard called **ERC-20**, so wallets and exchanges can handle them the same way. Most NFTs use similar standards (see [NFTs](/education/nfts)), and so do many "DeFi" applications (see [DeFi](/education/defi)). When you hold such a token, your wallet is really recording a balance inside a contract.

Anyone can create a token with any name and logo. There can be dozens of fake "USDC" tokens. What identifies the real one is its **contract address**, which you can check on the issuer's official website.

## Gas: the fee for computation

Every action on Ethereum costs a fee called **gas**, paid in ETH. Simple transfers cost less; complex contract interactions cost more. Fees rise when the network is busy, and they are not tied to how much money you move.

Two things surprise beginners:

- You need **ETH in your wallet** to pay gas, even if you only want to send a token such as USDC.
- If a transaction **fails**, you usually still pay for the computation already used.

**Worked example.** Your wallet shows a fee of US$3 to send USDC (an example figure; real fees change minute by minute). At the peg of EC$2.70 = US$1, that is **EC$8.10**. Sending EC$50 worth of tokens with an EC$8 fee makes little sense; waiting for a quieter time, or using a cheaper network, might. Before you confirm any transaction, read the fee your wallet shows.

## Layer 2 networks and bridges

Many people now use **layer 2** networks, built on top of Ethereum, that bundle many transactions together and usually charge much lower fees. They rely on Ethereum for security, but each adds its own design and its own risks.

To move tokens between Ethereum and a layer 2, or between blockchains, people use **bridges**. Bridges hold large amounts of funds and have been hacked for very large sums. Use only the bridge recommended by the official website of the network you are using, and move small amounts first.

## Proof of stake

In 2022 Ethereum switched from mining to **proof of stake**. Instead of spending electricity, **validators** lock up ETH as a guarantee of honest behaviour and can lose part of it if they break the rules. This cut the network's energy use dramatically, by more than 99% by most estimates.

You may see offers to "stake" your ETH for a reward. Staking through a platform carries platform risk, and the reward is never guaranteed. Any offer of a fixed high return is a warning sign.

## Where things go wrong

- **Bugs:** a flaw in a contract can let attackers drain it. In 2016 a bug in a large Ethereum project called The DAO let an attacker take a large share of its funds. Audits (code reviews by specialists) reduce the risk but do not remove it.
- **Malicious approvals:** some websites ask your wallet to "approve" a contract to spend your tokens, sometimes with no limit. A scam site can use that approval to take them later.
- **Dangerous signatures:** some signature requests cost no gas but still give permission to move your tokens. "It was free to sign" does not mean it was safe.
- **Fake tokens and airdrops:** unknown tokens may appear in your wallet, often with a website name in the title. Do not visit the site or try to sell them; they are usually bait.
- **Wrong network:** sending to the right address on the wrong network can strand your funds.

## Checklist before you sign anything

1. Did **you** start this action on a site you typed in or bookmarked, not one from a message or WhatsApp link?
2. Does your wallet show the correct network?
3. Do you understand what you are signing: a transfer, an approval or a signature?
4. Is the spending limit reasonable for what you want to do?
5. Is the fee sensible for the amount?
6. Are you using a small test amount first?

If any answer is "no" or "not sure", **do not sign**.

## What to do if...

**You approved a contract you no longer trust.** Many wallets and block explorers (websites that show blockchain activity) offer a way to review and **revoke** token approvals. Revoking costs a little gas. If you think you were scammed, move your remaining funds to a safe wallet.

**You typed your seed phrase into a website.** Treat the wallet as lost. Create a new wallet with a new seed phrase and move everything that is left, straight away. See [Wallet Security](/security/wallet-security).

**Someone in a chat offers to "fix" your transaction.** They are almost certainly a scammer. Real support never asks for your seed phrase. Read [common scams](/security/common-scams).

## Key takeaways

- Ethereum runs programs (smart contracts) as well as payments.
- Smart contracts follow their code exactly, including its mistakes.
- Every action costs gas in ETH; check fees before confirming.
- Verify token contract addresses and networks.
- Never sign an approval or signature you do not understand.

## Next steps

Continue with [DeFi](/education/defi) and [NFTs](/education/nfts).`,
};

export default page;
