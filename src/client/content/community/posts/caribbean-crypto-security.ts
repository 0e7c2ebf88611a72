import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: "caribbean-crypto-security",
  date: "2026-08-30",
  title: "Crypto Security Lessons From the Region",
  description: "The losses we hear about most in the Caribbean, and the simple habits that would have prevented them.",
  lastReviewed: "2026-11-22",
  body: `When people in the region lose crypto, it is rarely because someone broke the cryptography. It is almost always one of a handful of everyday failures.

## 1. Talked into sending

Investment groups promising fixed returns, fake support agents and new online "friends" persuade people to send funds. Rule: nobody legitimate guarantees returns or asks for your seed phrase.

## 2. Lost backups

A phone dropped in the sea, a house damaged in a storm, a seed phrase written on a single piece of paper. Rule: two written copies, stored apart, protected from water.

## 3. SIM swaps

A criminal takes over a phone number and resets accounts by SMS. Rule: authenticator apps, and a PIN on your mobile account.

## 4. Wrong address or network

A mistyped address or the wrong blockchain. Rule: check the first and last characters and the network, and send a test amount first.

## 5. Trusting unregistered businesses

Money handed to an informal "agent" who disappears. Rule: check registration under the [Virtual Asset Business Act](/legal).

Our [security pages](/security) go through each of these in detail.`,
};

export default page;
