import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: 'Common Crypto Scams in the Caribbean',
  description:
    'WhatsApp investment groups, fake support staff, SIM swaps, romance, recovery and P2P scams: how they work, the warning signs, and what to do.',
  lastReviewed: '2026-11-22',
  body: `Crypto payments are fast, cross borders easily and **cannot be reversed**. Those same features make them attractive to fraudsters. Almost every scam works the same way: someone wins your trust, makes you feel you must hurry, then gets you to send money or share a secret. Here are the patterns people in Dominica and across the region meet most often.

## Warning signs every scam shares

- **Guaranteed or fixed returns**, such as "2% a day" or "double your money in a week". Nobody can promise profit.
- **Pressure to act now**: "only three places left", "offer ends tonight".
- **Requests for secrets**: your seed phrase (the 12 or 24 recovery words of a wallet), passwords, two-factor codes, or remote access to your phone.
- **Unusual payment**: crypto, gift cards, or a transfer to a personal account instead of the business's own.
- **Moving you to private chat** on WhatsApp or Telegram, away from official channels.
- **Easy in, hard out**: you can deposit any time, but every withdrawal needs another "fee".

See even one of these? Stop and talk to someone you trust before sending anything.

## Fake investment groups on WhatsApp and Telegram

A group promises daily or weekly returns from crypto "trading", "mining" or "arbitrage". An "admin" or "mentor" posts screenshots of profits, and other members (some of them fake accounts) cheer every post. In small island communities these groups spread fast, because you are usually added by a friend, relative or church member who genuinely believes in it.

> **How it plays out.** A cousin adds you to a group with a name like "Island Wealth Club". You send EC$500 (about US$185) in USDT as a test, and the website shows it growing to EC$650 in two weeks. You withdraw EC$100 without trouble, so you trust it and add EC$3,000 more. Then withdrawals are "paused for an upgrade", the admin asks for a 20% "unlock fee", and finally the group goes silent. The EC$100 you got back was simply part of your own money.

Paying early members is how these schemes build trust. It proves nothing.

## Ponzi and pyramid "cycles"

Many people in the region know the **sou-sou**: a group of people who know each other each pay in the same amount, and each takes a turn receiving the full pot. It creates no new money; everyone gets back what they paid in.

Scam "cycles", "gifting circles" or "boards" borrow that familiar idea but promise many times what you paid, once enough new people join beneath you. That money can only come from newer members. If each person must bring in just two more, by the twentieth level it needs over a million people in total, far more than live in Dominica. The scheme always runs out of recruits, and most people, usually the last friends and family brought in, lose their money. Adding crypto does not change the maths.

## Impersonated exchanges and fake support staff

Criminals copy real exchanges and wallets:

- **Look-alike websites**, often in search adverts, with an address one letter different from the real one.
- **Fake apps** using a real company's name and logo.
- **Fake support staff.** After you post a complaint on Facebook or X, someone messages you "from support" and asks for your password, codes or seed phrase, asks you to install a screen-sharing app, or tells you to move funds to a "safe wallet" they control.

Real support staff never ask for your seed phrase or codes, and they do not contact you first on WhatsApp or social media. Reach any platform only through the official app or a website address you type yourself. Fake bank, mobile money and "regulator" messages use the same trick.

## SIM swaps

In a SIM swap, a criminal convinces your mobile provider to move your number to a SIM card they hold. They then receive your text-message codes and can reset your email, exchange and banking passwords. A first sign is often "No service" where your phone normally works. Use an **authenticator app** instead of SMS codes, and ask your provider whether it offers a PIN or extra check before a SIM change. See [identity protection](/security/identity-protection) for more.

## Romance and friendship scams

It often starts with a "wrong number" message or a friendly stranger online. Over weeks they become a close friend or partner, but they can never meet or video call. Eventually they mention their crypto trading profits and offer to teach you on a particular website or app. Your balance grows on screen, but when you try to withdraw you are told to pay "tax", a "verification fee" or a "minimum balance" first. The platform is fake and the profits never existed.

Never invest on a platform recommended by someone you have only met online.

## Recovery scams

After a loss, "recovery experts", "hackers" or "lawyers" offer to get your money back for an upfront fee. Some pretend to be police or a regulator. **Nobody can reverse a blockchain transaction for a fee.** Real police do not charge you to investigate. It is a second scam.

## Fake payment screenshots and other P2P tricks

**P2P (peer-to-peer)** trading means buying or selling crypto directly with another person, usually on an exchange's marketplace that holds the seller's crypto in escrow (locked until the trade completes). Common tricks:

- **Fake payment proof**: an edited screenshot, or a fake text or email saying "payment received".
- **Third-party payments**: money sent from someone else's account, sometimes stolen, which the bank may later reverse or freeze.
- **Pressure to release early** or to "finish the deal on WhatsApp to save fees".

Release crypto only when the money shows in **your own banking or mobile money app**, from an account in the buyer's name. See our [P2P guide](/guides/p2p-platforms) and [safe trading](/security/safe-trading) page.

## Fake giveaways and impersonated businesses

Watch for "send 1, get 2 back" giveaways, fake celebrity accounts, and pages copying a real local business. If a business says it is licensed in Dominica, check with the Financial Services Unit (FSU), which administers the Virtual Asset Business Act, 2022 (see our [legal page](/legal)).

## What to do if it happens

1. **Stop sending money.** Do not pay any "release fee", "tax" or "unlock fee"; each payment leads to another request.
2. **Secure your accounts.** Change passwords, starting with your email, and switch to an authenticator app. If your seed phrase may have been seen, create a new wallet with a new seed phrase and move any remaining funds there at once.
3. **Keep the evidence.** Screenshot chats, profiles, phone numbers, website addresses, wallet addresses and transaction IDs before they are deleted.
4. **Contact your bank or mobile money provider** straight away if you paid from an account. The sooner you call, the better the chance of stopping a payment that has not yet completed.
5. **Contact the exchange** you sent from, or the one the scammer used, through its official app. Give it the addresses and transaction IDs; it may be able to freeze funds still on its platform.
6. **Report it to the Commonwealth of Dominica Police Force.** Bring your evidence to your nearest station and ask for a reference for your report. If a business claimed to be licensed, also tell the FSU. Elsewhere in the region, report to your own country's police and financial regulator.
7. **Warn others** who may be involved. There is no shame in being targeted; speaking up protects your community.
8. **Ignore "recovery" offers** that follow.

## Key takeaways

- Guaranteed returns mean fraud, however friendly the person offering them.
- Nobody genuine will ask for your seed phrase, passwords or codes.
- Check payments in your own app, never in a screenshot.
- Act fast, keep evidence, and report to your bank, the exchange and the police.`,
};

export default page;
