import type { Lesson } from '../../types';

const page: Lesson = {
  slug: "ethereum-smart-contracts",
  title: "Ethereum and Smart Contracts",
  description: "What Ethereum adds to the idea of a blockchain: programs that run on it, the fees they cost, and where things go wrong.",
  duration: "40 min",
  level: "Intermediate",
  lastReviewed: "2026-11-22",
  body: `Ethereum is a blockchain, like Bitcoin's, but it was built to run **programs** as well as record payments. These programs are called **smart contracts**. Its own currency is **ether (ETH)**.

## Smart contracts in plain words

A smart contract is code stored on the blockchain that runs exactly as written when someone sends it a transaction. For example, a contract can hold funds and release them only when two people both approve. Because the code is public and runs on thousands of computers, nobody can quietly change the rules after the fact, but nobody can fix a mistake quickly either.

## Gas: the fee for computation

Every action on Ethereum costs a fee called **gas**, paid in ETH. Simple transfers cost less; complex contract interactions cost more. Fees rise when the network is busy. Before you confirm any transaction, read the fee your wallet shows. Many people now use "layer 2" networks built on top of Ethereum that charge lower fees.

## Proof of stake

In 2022 Ethereum switched from mining to **proof of stake**: instead of spending electricity, validators lock up ETH as a guarantee of honest behaviour and can lose part of it if they cheat. This cut the network's energy use dramatically.

## Tokens built on Ethereum

Many tokens, including versions of USDT and USDC, are smart contracts on Ethereum. So are most NFTs and many "DeFi" applications. When you hold such a token, your wallet is really recording a balance inside a contract.

## Where things go wrong

- **Bugs**: a flaw in a contract can let attackers drain it. Audits reduce the risk but do not remove it.
- **Malicious approvals**: some websites ask your wallet to "approve" a contract to spend your tokens. A scam site can use that approval to take them. Read what you are signing; if in doubt, do not sign.
- **Fake tokens**: anyone can create a token with any name. Check the official contract address.

## Key takeaways

- Ethereum runs programs (smart contracts) as well as payments.
- Every action costs gas; check fees before confirming.
- Never sign an approval you do not understand.

## Next steps

Continue with [DeFi](/education/defi) and [NFTs](/education/nfts).`,
};

export default page;
