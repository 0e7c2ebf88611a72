import type { Lesson } from '../../types';

const page: Lesson = {
  slug: 'bitcoin-blockchain',
  title: 'Bitcoin and the Blockchain',
  description: 'What Bitcoin is, how a blockchain records payments without a bank in the middle, and what that means for you in Dominica.',
  duration: '30 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `Bitcoin is a digital currency that people can send to each other over the internet **without a bank or payment company in the middle**. It was launched in 2009 by a person or group using the name Satoshi Nakamoto, whose real identity is still unknown. Instead of one institution keeping the accounts, thousands of computers around the world keep identical copies of a shared record of payments. That record is called a **blockchain**.

## A shared ledger, in plain words

A **ledger** is simply a record of who paid whom. Think of a school exercise book that lists every payment ever made: "Anna paid Ben 0.01 bitcoin", and so on. Now imagine thousands of identical copies, kept by strangers in many countries, all checking each other.

To add a new page (a **block**) of payments, the copies must agree. Each page carries a mathematical fingerprint (called a **hash**) of the page before it, so the pages form a chain: a block-chain. Changing even one letter on an old page would change its fingerprint and break every page after it. That is why the record is very hard to rewrite.

## Who keeps it running?

Two kinds of participants keep Bitcoin going:

- **Nodes** are computers running Bitcoin software. They keep a copy of the blockchain and check that every payment follows the rules, for example that nobody spends the same coins twice.
- **Miners** compete to add the next block. They spend electricity to solve a hard puzzle, and the winner earns newly created bitcoin plus the fees people paid. This process is called **proof of work**, and it makes cheating very expensive.

A new block is added roughly every ten minutes. No single company or government runs the network, and changing its rules needs broad agreement among the people who run it. That also means there is **no customer service desk** for Bitcoin itself.

## Fixed supply and small units

The Bitcoin rules allow at most **21 million bitcoin** ever. The reward for miners is cut in half roughly every four years (an event called the **halving**), so new coins are released more and more slowly.

You do not need to buy a whole bitcoin. Each coin divides into 100 million tiny units called **satoshis** (or "sats"), so you can hold 0.001 BTC or even less.

The fixed supply is one reason people are interested in Bitcoin, but it does **not** make the price stable. Bitcoin's price in US or EC dollars can rise or fall sharply in a single day.

## What a payment looks like

You do not send coins like an email attachment. You sign an instruction with your **private key**, a secret number only you should know (see [our lesson on keys](/education/cryptographic-keys)), saying "move this amount to that address". An **address** is a long string of letters and numbers, often shown as a QR code, that usually starts with "1", "3" or "bc1".

Step by step:

1. The person you are paying gives you their address, ideally as a QR code or by copy and paste.
2. You paste it into your wallet and **check the first and last few characters** against what they sent you.
3. Your wallet suggests a **network fee**. The fee depends on how busy the network is and how much data your payment takes up, not on the amount you send.
4. You confirm. Your wallet signs the payment and broadcasts it to the network.
5. The payment waits in a queue until a miner includes it in a block. That is its first **confirmation**; every block added afterwards counts as another.

Once your payment is in a block, it is practically **irreversible**. There is no bank to call to cancel it. If you send to the wrong address, or to a scammer, the money is usually gone. Exchanges often wait for several confirmations before crediting a deposit; check the platform's own help pages for its current rule.

## A worked example in EC dollars

Say you want to buy US$100 of bitcoin through an exchange using a bank card.

- With the EC dollar pegged at **EC$2.70 = US$1**, US$100 is **EC$270**.
- Card purchases on large exchanges often cost about **3–4%** (see our [Binance guide](/guides/binance)). That is roughly **EC$8 to EC$11** on top. Your bank may add its own foreign-transaction charge, so ask.
- If one bitcoin happened to cost US$50,000 (an example figure only, not today's price), your US$100 would buy about **0.002 BTC**.
- If the price then fell by 20%, your bitcoin would be worth about US$80, or **EC$216**, before any fees to sell.

Prices and fee schedules change all the time, so always check the platform's current fee page before you buy.

## Is Bitcoin private?

Not really. The blockchain is **public**: anyone can look up any address and see its balance and history. Addresses do not show your name, but exchanges must collect your identity documents (a process called **KYC**, "know your customer"), so your purchases can often be linked back to you. Treat Bitcoin as **pseudonymous**, not anonymous.

## Bitcoin in a Caribbean context

- **Banks:** many local banks are cautious about crypto and may refuse or question transfers to exchanges. Ask your bank before you try, and keep records of where your money came from.
- **Remittances:** family abroad can send bitcoin at any hour, but the value can move while it travels, and you still need a way to turn it into EC dollars. Many people find [stablecoins](/education/stablecoins) more practical for this.
- **Power cuts and hurricanes:** outages do not destroy your bitcoin, which lives on the blockchain, but losing your phone **and** your backup can lock you out forever. Keep a written backup somewhere safe from storms.
- **WhatsApp groups:** in small communities, "bitcoin doubling" and "mining investment" offers spread fast through group chats. Read about [common scams](/security/common-scams).
- **Law:** in Dominica, the Virtual Asset Business Act, 2022 is administered by the Financial Services Unit (FSU). See our [legal page](/legal).

## Common mistakes, and what to do if...

**You sent bitcoin to the wrong address.** It cannot be reversed. If the address belongs to an exchange, contact that exchange's support through its official website, but expect no guarantee. Beware of anyone who contacts you offering to "recover" lost crypto for a fee: that is a well-known second scam.

**Your payment is "stuck" or unconfirmed.** The fee was probably low for how busy the network was. It often goes through later. Some wallets let you raise the fee. Do **not** simply send the same payment again, or you may end up paying twice.

**Someone promises to double your bitcoin or pay a fixed weekly return.** That is a scam. Real investments never guarantee profits.

## Quick glossary

| Term | Meaning |
|---|---|
| Blockchain | A shared, linked record of transactions kept by many computers |
| Block | A batch of transactions added to the chain |
| Address | Where bitcoin is sent; safe to share |
| Private key | The secret that lets you spend; never share it |
| Confirmation | Each block that follows the one holding your payment |
| Satoshi | The smallest unit: 0.00000001 BTC |

## Key takeaways

- A blockchain is a shared, hard-to-change record kept by many computers.
- Bitcoin payments cannot be reversed: check every address twice.
- Fees depend on network demand, not on how much you send.
- The supply is capped at 21 million, but the price is volatile.
- Keep storm-proof backups. Nobody on this site will ever ask for your keys or seed phrase.

## Next steps

Learn how to keep bitcoin safe in [Crypto Wallets](/education/crypto-wallets), then read about [Cryptographic Keys](/education/cryptographic-keys).`,
};

export default page;
