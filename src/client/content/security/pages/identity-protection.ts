import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: 'Identity Protection',
  description:
    "Keep your phone number, email, passwords and ID documents out of criminals' hands: SIM-swap defence, authenticator apps and careful sharing.",
  lastReviewed: '2026-11-22',
  body: `Attackers often go after **you** rather than your wallet. If they control your phone number, they receive your security codes. If they control your email, they can reset most of your other accounts. If they have copies of your ID, they can pretend to be you. Protecting these three things protects your crypto, your bank account and your good name.

## Your phone number

Many accounts send a code by text message (SMS) when you log in or reset a password. In a **SIM swap**, a criminal convinces your mobile provider to move your number to a SIM card they hold, often using personal details found online, and then receives those codes.

- Ask your mobile provider whether it offers a **PIN, password or extra check** before any SIM change, and set it up if it does.
- Use an **authenticator app** for two-factor authentication wherever you can (explained below).
- Be careful who knows your date of birth, ID number and the answers to common security questions.
- If your phone suddenly shows "No service" or "Emergency calls only" where it normally works, contact your provider at once, from another phone or in person. It can be the first sign of a SIM swap.

## Two-factor authentication explained

**Two-factor authentication (2FA)** means logging in needs two things: something you know (your password) and something you have (usually your phone).

| Type | How it works | Protection |
| --- | --- | --- |
| SMS code | A code is texted to you | Weakest: a SIM swap steals it |
| Authenticator app | An app on your phone makes a new code every 30 seconds | Much stronger: not tied to your number |
| Security key | A small physical device you plug in or tap | Strongest, where supported |

When you set up an authenticator app, the site usually gives you **backup codes**. Write them on paper and keep them somewhere safe, separate from your phone. If your phone is lost or broken, in a storm for example, those codes are how you get back in.

## Your email

Your email is the master key to your online life, because "forgot password" links go there.

- Give it a long, unique password and app-based 2FA.
- Check its recovery phone number and recovery email are still yours.
- Look in the settings for forwarding rules you did not create; attackers add them to copy your mail quietly.
- Consider a separate address used only for banking and crypto accounts, which you never post publicly.

## Passwords

- Use a **password manager**, an app that creates and stores a different strong password for every account, protected by one master password.
- If you prefer to remember passwords, use a **passphrase**: four or more random, unrelated words that you can picture together.
- **Never reuse** your email password anywhere else. When one website is hacked, criminals try the same email and password on many others.

## Your documents

Exchanges and registered businesses must check your identity, a process called **KYC** ("know your customer"). Scammers copy this: fake "verification" requests, fake job offers and fake loan offers that ask for a photo of your ID and a selfie holding it.

- Share ID only through the **official app or website** of a business you have checked, never by WhatsApp, Messenger or email to a stranger.
- Add a watermark to copies you send, such as "For [company] verification only" with the date, so they are harder to reuse.
- Ask why a document is needed. A genuine business can explain; a scammer usually just pushes harder.
- Keep your original passport and ID card in a safe, dry place, with photocopies stored separately in case they are lost.

## Shared family phones and devices

In many homes one phone or tablet is shared. That is normal, but:

- Do not keep exchange, wallet or banking apps logged in on a shared device.
- Set a screen lock and, where the phone supports it, separate user profiles.
- Don't let anyone install "helpful" apps for you, especially apps that control your screen.
- Help older relatives set up their own security, and agree that nobody in the family will ever share a code read out over the phone.

## Your information online

Avoid posting how much crypto you hold, photos of your screen, or your hardware wallet. It makes you a target for scams and, in a small community where people know where you live, for theft. Scammers also use what you post (your job, your church, your children's names) to make messages sound personal.

## Phishing messages

**Phishing** means a message pretending to be from someone you trust, to get you to click a link or share details. Warning signs: urgency ("your account will be closed today"), a link to a slightly wrong web address, or a request for codes. If in doubt, don't click. Contact the company using the number on your card or the address you type yourself. See [common scams](/security/common-scams).

## What to do if it happens

1. **If your number was swapped,** contact your mobile provider immediately, in person or from another phone, and ask them to restore it and block further changes.
2. **Secure your email first,** then your exchange, bank and mobile money accounts: change passwords, sign out other devices, replace SMS codes with an authenticator app, and remove forwarding rules you did not set.
3. **Lock exchange accounts** through each platform's official app or website if you see logins or withdrawals you did not make.
4. **Tell your bank and mobile money provider** if those accounts may be affected, so they can watch for unusual activity.
5. **If your ID was stolen or sent to a scammer,** report it to the Commonwealth of Dominica Police Force, tell the office that issued the document if the original was lost or stolen, and watch for accounts opened in your name.
6. **Keep the evidence**: messages, links, phone numbers and the times things happened.
7. **If a "licensed" business collected your ID,** check the claim and tell the Financial Services Unit if it was false.
8. **Ignore "recovery" offers**; they are another scam.

## Checklist

- SIM-change PIN or extra check set up with your provider, if offered.
- Authenticator app on every important account, backup codes on paper.
- Email with a unique password and checked recovery options.
- A password manager or unique passphrases everywhere.
- ID shared only through official channels, with a watermark.
- Nothing about your holdings posted online.`,
};

export default page;
