import type { Lesson } from '../../types';

const page: Lesson = {
  slug: "bitcoin-blockchain",
  title: "Bitcoin and the Blockchain",
  description: "What Bitcoin is, how a blockchain records payments without a bank in the middle, and what that means for you in Dominica.",
  duration: "30 min",
  level: "Beginner",
  lastReviewed: "2026-11-22",
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

export default page;
