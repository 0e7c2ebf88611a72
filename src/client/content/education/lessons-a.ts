import type { Lesson } from '../types';

export const bitcoinBlockchain: Lesson = {
  slug: 'bitcoin-blockchain',
  title: 'Bitcoin and the Blockchain',
  description: 'What Bitcoin is, how a blockchain records payments without a bank in the middle, and what that means for you in Dominica.',
  duration: '30 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `Bitcoin is a digital currency that people can send to each other over the internet **without a bank or payment company in the middle**. It started in 2009. Instead of one institution keeping the accounts, thousands of computers around the world keep identical copies of a shared record of payments. That record is called a **blockchain**.

## A shared ledger, in plain words

Think of a school exercise book that lists every payment ever made: "Anna paid Ben 0.01 bitcoin", and so on. Now imagine thousands of identical copies, kept by strangers in many countries, all checking each other. To add a new page (a *block*) of payments, the copies must agree. Each page is linked to the one before it with a mathematical fingerprint, so changing an old page would break every page after it. That is why the record is very hard to rewrite.

## Who keeps it running?

Computers called **miners** compete to add the next block. They spend electricity to solve a puzzle, and the winner earns newly created bitcoin plus the fees people paid. This process, called *proof of work*, is what makes cheating expensive.

## Fixed supply

The Bitcoin rules allow at most **21 million bitcoin** ever. New coins are released more slowly over time. This fixed supply is one reason people are interested in it, but it does **not** make the price stable: bitcoin's price in US or EC dollars can rise or fall sharply in a single day.

## What a payment looks like

You do not send coins like an email attachment. You sign an instruction with your **private key** (see our lesson on keys) saying "move this amount to that address". The network checks the signature and, once your payment is in a block, it is practically **irreversible**. There is no bank to call to cancel it. If you send to the wrong address, or to a scammer, the money is usually gone.

## Bitcoin in a Caribbean context

- Many local banks are cautious about crypto and may refuse or question transfers to exchanges. Ask your bank before you try.
- Prices are quoted in US dollars. With the EC dollar pegged at 2.70 to the US dollar, US$100 of bitcoin costs about EC$270 plus fees.
- Power and internet outages do not destroy your bitcoin, which lives on the blockchain, but losing your phone and your backup can lock you out forever. Keep a written backup somewhere safe from storms.

## Key takeaways

- A blockchain is a shared, hard-to-change record kept by many computers.
- Bitcoin payments cannot be reversed: check every address twice.
- The supply is capped at 21 million, but the price is volatile.
- Nobody on this site will ever ask for your keys or seed phrase.

## Next steps

Learn how to keep bitcoin safe in [Crypto Wallets](/education/crypto-wallets), then read about [Cryptographic Keys](/education/cryptographic-keys).`,
};

export const cryptoWallets: Lesson = {
  slug: 'crypto-wallets',
  title: 'Crypto Wallets Explained',
  description:
    'Hot and cold wallets, custodial and self-custody, and how to choose and back up a wallet that suits your life in the islands.',
  duration: '35 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `A crypto wallet does not hold coins the way a purse holds cash. Your coins are recorded on a blockchain; the wallet holds the **keys** that prove they are yours and let you move them. Lose the keys and you lose access. Let someone else see them and they can take everything.

## Custodial or self-custody?

- **Custodial**: an exchange or app holds the keys for you. It is convenient and you can usually reset a password, but you are trusting that company. If it fails, freezes accounts or is hacked, you may not get your money back. Ask whether it is a registered business (see our [Legal page](/legal)).
- **Self-custody**: you hold the keys yourself. Nobody can freeze your funds, but nobody can rescue you either if you lose your backup.

Many people use both: a small amount on a trusted exchange for buying and selling, the rest in self-custody.

## Hot and cold wallets

- **Hot wallets** are apps on a phone, a computer or in a browser. They are connected to the internet, easy to use and free, but more exposed to malware and phishing.
- **Cold wallets** keep keys offline: a *hardware wallet* (a small device that typically costs about US$50 to $200) or a *paper wallet*. They are safer for larger amounts but need more care.

## The seed phrase

When you create a self-custody wallet, it shows a **seed phrase** of 12 or 24 words. Those words can rebuild your wallet on any device. Treat them like the keys to your house and your bank account combined:

1. Write them by hand, in order, on paper. Never type them into a website, photo, email or cloud note.
2. Make **two copies** and keep them in different places, for example at home and with trusted family in another parish.
3. Protect at least one copy from water and fire: a sealed waterproof bag, or a metal backup plate, helps in hurricane season.
4. Test your backup: restore the wallet on a second device with a small amount before trusting it with more.

## Choosing a wallet

Ask yourself how much you will hold, how often you will spend, and how confident you are with technology. For small, everyday amounts a reputable mobile wallet is fine. For savings, consider a hardware wallet. Download apps only from the official app store and check the developer's name: fake wallet apps are a common trick.

## Key takeaways

- Wallets hold keys, not coins.
- Whoever has the seed phrase controls the funds.
- Keep two written, storm-proof copies of your seed phrase.
- Nobody legitimate will ever ask for it.

## Next steps

Compare wallet types in our [Wallet Guide](/guides/wallets) and read [Wallet Security](/security/wallet-security).`,
};

export const stablecoins: Lesson = {
  slug: 'stablecoins',
  title: 'Stablecoins: Digital Dollars and Their Risks',
  description: 'How USDT and USDC aim to track the US dollar, why people in the Caribbean use them, and the risks that remain.',
  duration: '25 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `A **stablecoin** is a crypto token designed to keep a steady value, usually one US dollar. The best known are **USDT** (issued by Tether) and **USDC** (issued by Circle). They move on blockchains like other crypto, but their price is meant to stay close to US$1.00, which is about EC$2.70.

## How they keep their value

The issuing company says it holds **reserves** (cash, short-term government debt and similar assets) for every token in circulation, and lets large customers swap tokens for dollars. When the system works, the token trades very close to one dollar.

## Why people use them

- **Sending money**: family abroad can send stablecoins in minutes, at any hour, sometimes for less than a traditional transfer.
- **Paying for services**: some online businesses accept them, and this site accepts USDT for course fees, with a manual check by our team.
- **Avoiding volatility**: people who hold other crypto sometimes move into stablecoins to avoid price swings.

## The risks that remain

1. **Issuer risk.** You rely on a private company's reserves and honesty. If the reserves are not there, or regulators act against the issuer, the token can lose value or be frozen.
2. **Freezing.** Issuers can freeze tokens at particular addresses, for example after a court order or a hack.
3. **Wrong network.** USDT exists on several blockchains. Sending on the wrong network to an address that does not support it can lose the funds. Always check that sender and receiver use the same network.
4. **Cashing out.** Turning stablecoins back into EC dollars in a local bank account may be hard or slow; many banks ask detailed questions about crypto-related deposits. Keep records of where your money came from.
5. **Scams.** "Investment" schemes often ask for payment in USDT because it is fast and irreversible.

## Key takeaways

- Stablecoins aim for US$1.00 but depend on the issuer.
- Check the network before every transfer.
- They are useful for moving money, not a guaranteed safe place for savings.

## Next steps

Read [Exchanges](/education/exchanges) to learn how people buy and sell stablecoins, and [Common Scams](/security/common-scams).`,
};

export const ethereumSmartContracts: Lesson = {
  slug: 'ethereum-smart-contracts',
  title: 'Ethereum and Smart Contracts',
  description: 'What Ethereum adds to the idea of a blockchain: programs that run on it, the fees they cost, and where things go wrong.',
  duration: '40 min',
  level: 'Intermediate',
  lastReviewed: '2026-11-22',
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
