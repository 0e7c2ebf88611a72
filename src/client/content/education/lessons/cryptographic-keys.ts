import type { Lesson } from '../../types';

const page: Lesson = {
  slug: "cryptographic-keys",
  title: "Public and Private Keys",
  description: "The maths that proves ownership in crypto, explained without equations, and the habits that keep your keys safe.",
  duration: "25 min",
  level: "Intermediate",
  lastReviewed: "2026-11-22",
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

export default page;
