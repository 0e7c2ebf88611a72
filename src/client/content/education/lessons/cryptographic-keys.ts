import type { Lesson } from '../../types';

const page: Lesson = {
  slug: 'cryptographic-keys',
  title: 'Public and Private Keys',
  description: 'The maths that proves ownership in crypto, explained without equations, and the habits that keep your keys safe.',
  duration: '25 min',
  level: 'Intermediate',
  lastReviewed: '2026-11-22',
  body: `Every crypto wallet is built on a pair of numbers: a **private key** and a **public key**. Understanding what each one does explains why crypto is both powerful and unforgiving: whoever holds the private key controls the money, and there is no bank to call if it is lost or stolen.

You do not need any maths for this lesson. If you have not yet read our [lesson on wallets](/education/crypto-wallets), it is a good place to start.

## The pair

- The **private key** is a very large secret number, up to 78 digits long. Whoever knows it can spend the funds it controls. Your wallet normally creates it for you from random data.
- The **public key** is calculated from the private key. From the public key comes your **address**, the string of letters and numbers you share so people can pay you.

The important idea is that the calculation is **one-way**. Going from private key to public key takes a phone a fraction of a second. Going backwards, from public key to private key, is practically impossible with any computer that exists today. That is why you can share your address with anyone without putting your money at risk.

A helpful picture is a post-office box with a slot. Anyone who knows the box number (your address) can drop a letter in. Only the person with the key (your private key) can open the box and take things out.

## Seed phrases: the master key

Managing raw 78-digit numbers would be hopeless, so most modern wallets give you a **seed phrase** (also called a recovery phrase): usually 12 or 24 ordinary words in a set order. The seed phrase is the master secret. From it, the wallet can regenerate all of your private keys, for every account and address it manages.

This has two consequences:

1. **If you lose your phone but still have the seed phrase,** you can install a compatible wallet on another device, enter the words and get your funds back.
2. **If someone else gets your seed phrase,** they can do exactly the same thing, from anywhere in the world, without touching your phone.

Treat the seed phrase as more valuable than any single private key, because it unlocks all of them.

## Digital signatures: proving ownership without revealing the key

When you send a payment, your wallet does not send your private key anywhere. Instead, it uses the private key to create a **digital signature** for that exact transaction.

Anyone on the network can check the signature using your public key and confirm it was made by the matching private key. Nobody can forge it without the private key. And because the signature is tied to the exact details of the transaction, changing even one digit of the amount or the destination makes it invalid.

### Worked example

Suppose you want to send a friend in Portsmouth crypto worth about **EC$135** (US$50 at EC$2.70 to US$1).

1. Your friend sends you their **address**. Sharing it is safe.
2. Your wallet builds a transaction: "send this amount from my address to this address".
3. Your wallet signs it with your private key, inside your phone or hardware wallet.
4. The signed transaction is broadcast to the network. Computers across the world check the signature against your public key.
5. If it checks out, the payment is recorded on the blockchain. Nobody, including you, can reverse it.

At no point did your private key leave your device. If a criminal intercepted the transaction, they could not change the amount or redirect it, because the signature would no longer match.

## Who holds the keys?

- **Non-custodial (self-custody) wallet:** you hold the keys or seed phrase. You have full control and full responsibility.
- **Custodial account,** such as a balance on an exchange: the company holds the keys and you hold a login. It is easier, but you depend on that company staying honest, solvent and open. When the FTX exchange collapsed in 2022, many customers could not withdraw.

Neither choice is right for everyone. Many people keep a small amount on an exchange for trading and larger savings in self-custody. See our [wallet comparison](/guides/wallets).

## Why this matters for your safety

- **There is no "forgot password".** If your private key or seed phrase is lost, no company can recover it.
- **Anyone who sees it can take everything.** Scammers pose as support staff, "wallet validators", investment mentors or recovery services precisely to get your seed phrase. Fake messages like this spread quickly through WhatsApp groups in small island communities.
- **Addresses are safe to share; keys are not.** Sharing your address to receive a payment is normal.
- **Addresses are public, not private.** Anyone who knows your address can look up its balance and history on the blockchain, so be thoughtful about where you post it.
- **Never choose your own words.** A phrase you make up, such as a favourite song lyric, is far easier to guess than one your wallet generates randomly.

## Good habits: a checklist

1. Create keys on a device you trust; a hardware wallet (about US$50–$200) is worth considering for larger amounts.
2. Write the seed phrase on paper, clearly, in the right order. Check it once against the wallet.
3. Keep two copies in different safe places, protected from water and fire. Hurricane Maria in 2017 showed how quickly homes and papers can be damaged; some people use a metal backup plate for this reason.
4. Never type the seed phrase into a website, never photograph it and never save it in cloud notes, email or a chat.
5. On a shared family phone, lock the wallet app with its own PIN.
6. Before sending, check the first and last few characters of the address. Some malware swaps copied addresses.
7. Plan for inheritance: a trusted person should know *where* the backup is and how to use it, without holding it themselves if possible.

Our [secure storage guide](/guides/secure-storage) goes into more detail.

## What to do if...

- **You think someone has seen your seed phrase:** create a brand-new wallet with a new seed phrase on a clean device and move all funds to it immediately. Do not wait to see whether anything happens.
- **You lose your phone:** restore the wallet on a new device from your seed phrase, then consider moving funds to a fresh wallet if the old phone might be unlocked.
- **You cannot find your seed phrase but the wallet still opens:** create a new wallet, write down its seed phrase properly, then move the funds across while you still can.
- **Someone offers to "recover" your lost keys for a fee:** treat it as a scam and report it to the Commonwealth of Dominica Police Force.

## Glossary

- **Private key:** the secret number that controls funds.
- **Public key:** derived from the private key; used to check signatures.
- **Address:** a shorter form derived from the public key, for receiving payments.
- **Seed phrase:** 12 or 24 words that regenerate all your private keys.
- **Signature:** proof, made with the private key, that a transaction is authorised.

## Key takeaways

- Private key = control. Public key and address = for receiving and checking.
- Signatures prove ownership without revealing the key.
- The seed phrase unlocks everything: keep it offline, in two safe places.
- Nobody legitimate will ever ask for your seed phrase.

## Next steps

Read [Wallet Security](/security/wallet-security) and our [Secure Storage guide](/guides/secure-storage).`,
};

export default page;
