import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: "Identity Protection",
  description: "Keep your phone number, email and ID documents out of criminals hands: SIM locks, authenticator apps and careful sharing.",
  lastReviewed: "2026-11-22",
  body: `Attackers often go after **you** rather than your wallet: your phone number, your email account, and copies of your ID. Protecting them protects your crypto.

## Your phone number

- Ask your mobile provider to add a **PIN or SIM lock** to your account, so nobody can move your number to another SIM without it.
- Use an **authenticator app** for two-factor authentication. SMS codes can be intercepted after a SIM swap.
- If your phone suddenly loses signal for no reason, contact your provider at once: it can be the first sign of a SIM swap.

## Your email

Your email can reset most of your other accounts. Give it a long, unique password and app-based two-factor authentication, and consider a separate address used only for financial accounts.

## Your documents

Exchanges and registered businesses must check your identity, but scammers also ask for ID "for verification". Share copies only through the official app or website of a business you have checked, never by WhatsApp or email to a stranger. Adding a watermark ("For XYZ verification only, date") to copies makes them harder to reuse.

## Your information online

Avoid posting about how much crypto you hold. It makes you a target for scams and, in a small community, for theft.

## Passwords

Use a password manager to create and store a different password for every account. Never reuse your email password anywhere else.

## What to do if it happens

1. **Stop sending money.** Scammers often ask for "one last fee" to release your funds.
2. **Secure your accounts**: change passwords, turn on app-based two-factor authentication, and move any remaining funds to a new wallet with a new seed phrase if your phrase may have been seen.
3. **Keep the evidence**: screenshots of chats, the addresses and transaction IDs, names and numbers used.
4. **Contact your bank or mobile money provider** at once if you paid from an account, and the exchange involved, which may be able to freeze funds still on its platform.
5. **Report it to the police.** In Dominica, report to the Commonwealth of Dominica Police Force. If a business claimed to be licensed, tell the Financial Services Unit.
6. **Beware of "recovery" offers** that follow: nobody can recover crypto for an upfront fee.`,
};

export default page;
