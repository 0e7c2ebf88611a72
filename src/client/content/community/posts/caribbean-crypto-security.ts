import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: 'caribbean-crypto-security',
  date: '2026-08-30',
  title: 'Crypto Security Lessons From the Region',
  description: 'The losses we hear about most in the Caribbean, and the simple habits that would have prevented them.',
  lastReviewed: '2026-11-22',
  body: `When people in the region lose crypto, it is rarely because someone broke the cryptography. It is almost always one of a handful of everyday failures: being talked into sending money, losing a backup, losing control of a phone number, making a sending mistake, or trusting the wrong "agent".

The good news is that simple habits prevent most of these losses. Here are the five patterns we hear about most, what they look like on the ground, and the rule that would have stopped each one.

## 1. Talked into sending

This is the biggest one. It usually starts with trust: a message in a WhatsApp group, a new online "friend", a relative who joined a club that "really pays".

Common versions:

- **Investment groups** promising fixed daily or weekly returns, often with screenshots of profits and a "mentor" who trades for you.
- **Fake support agents** who reply when you complain publicly about an exchange, then ask for your login or recovery phrase.
- **Romance and friendship scams** where, after weeks of chatting, the new friend introduces a trading platform. The platform is fake, and the "profits" on screen are just numbers.
- **Recovery scams** that target people who have already lost money, promising to get it back for an upfront fee.

Because crypto transactions generally cannot be reversed, once you send, the money is usually gone.

**Rule:** nobody legitimate guarantees returns, and nobody legitimate ever asks for your recovery phrase (also called a seed phrase: the 12 or 24 words that can restore your wallet). Our [common scams](/security/common-scams) page shows the patterns in detail.

## 2. Lost backups

A phone dropped in the sea. A house damaged in a storm. A recovery phrase written on one piece of paper that got wet, thrown out or eaten by termites. Hurricane Maria in 2017 reminded everyone in Dominica how fast documents and devices can disappear.

If your wallet app is on one phone and your only backup is gone, no company can restore it for you. That is how self-custody works.

**Rule:** write your recovery phrase on paper (never a photo, never in email or cloud notes), make **two copies**, store them in **different places**, and protect them from water, for example in a sealed bag inside a waterproof container. For larger amounts, consider a hardware wallet, a small device that keeps your keys offline and typically costs about US$50 to US$200. See our [secure storage guide](/guides/secure-storage).

## 3. SIM swaps

In a SIM swap, a criminal convinces a mobile provider to move your phone number to their SIM card. They then receive your SMS codes and use them to reset your email, exchange and banking passwords.

Signs it is happening: your phone suddenly shows no signal for no obvious reason, or you get messages about password changes you did not make.

**Rule:** use an **authenticator app** rather than SMS codes for two-factor authentication (2FA) on exchanges and email, and ask your mobile provider about adding a PIN or password to your account. Keep the backup codes for your authenticator somewhere safe. Our [identity protection](/security/identity-protection) page explains more.

## 4. Wrong address or network

Crypto addresses are long strings of letters and numbers, and one mistake can send funds to someone else for good. A related trap is the **network**: the same coin, such as the stablecoin USDT, exists on several blockchains. If you send on one network to an address expecting another, the funds may be lost or very hard to recover.

Some malware swaps a copied address for the criminal's address, so a pasted address may not be the one you copied.

**Rule:** check the first and last several characters of every address, confirm the network on both sides, and send a **small test amount** first for any new address.

## 5. Trusting unregistered businesses

Someone in the community offers to "handle" crypto for you: you give them EC dollars, they promise to send crypto or to trade for you. Sometimes it works for a while. Then the person disappears, or says the money is "locked".

**Rule:** businesses that exchange, transfer or hold crypto for others must be registered under Dominica's Virtual Asset Business Act, 2022, which is administered by the Financial Services Unit (FSU). Ask for registration details and check them with the FSU yourself. Our [legal page](/legal) explains the Act.

## A worked example: the cost of skipping a test

Suppose you want to send EC$1,350 (US$500) worth of USDT to a relative's wallet. A test transfer of a few dollars adds one extra network fee, usually small, and a few minutes of waiting. Skipping the test saves that fee. But if the address or network is wrong, you may lose the full EC$1,350. A few dollars and a few minutes are cheap insurance. Network fees vary, so check them in your wallet before you send.

## Habits checklist

- Recovery phrase on paper, two copies, stored apart, protected from water.
- Authenticator app for 2FA; PIN on your mobile account.
- Separate, strong passwords for email and each exchange; a password manager helps.
- Wallet apps only from the official app store, checking the developer name.
- On a shared family phone, lock apps with their own PIN and never leave an exchange logged in.
- Test amounts for new addresses; check the network every time.
- Only registered businesses; check with the FSU.
- Keep records of every transaction.

## What to do if something goes wrong

1. **Stop.** Do not send more money, even if told it will "unlock" your funds.
2. **Secure what is left.** Change passwords from a device you trust, and if your recovery phrase may have been seen, move remaining funds to a new wallet with a new phrase.
3. **Contact the platform** through its official website or app only, not through links in messages.
4. **Keep evidence**: screenshots, chats, wallet addresses and transaction IDs.
5. **Report it** to the Commonwealth of Dominica Police Force, and tell your bank if bank transfers or cards were involved.
6. **Warn others** in your groups so the same scam does not reach them.
7. **Ignore "recovery" offers** that ask for a fee.

## Key takeaways

- Most losses come from persuasion, lost backups, stolen phone numbers, sending mistakes and unregistered "agents".
- Never share your recovery phrase; guaranteed returns are a warning sign.
- Plan for storms and lost phones: two waterproof paper backups, stored apart.
- Use authenticator apps and protect your mobile account.
- Test first, check the network, and use registered businesses.

Our [security pages](/security) go through each of these in detail. This post is general education, not financial or legal advice.`,
};

export default page;
