/**
 * The policy texts a fresh install starts with (admins edit them in Site Settings → Content).
 * They describe what this software actually does; an operator who changes its behaviour, adds
 * analytics or moves the data elsewhere must update them. Markdown.
 */

/** Names no payment method: which ones are offered is the operator's choice (probe 29, F8). */
export const DEFAULT_PRIVACY_POLICY = `**Effective date:** 25 November 2026.

This policy explains what personal information this website keeps, why, and what you can ask us to do with it. This site teaches about cryptocurrency and never buys, sells, exchanges or holds it for anyone.

## What we collect

- **Your account**: username, full name, email address and a password. The password is stored only as a one-way hash (Argon2id), so nobody here can read it.
- **Your courses**: which courses you enroll in, the payment method you choose from those this site accepts, any payment reference you type, and the decision an administrator records.
- **Messages you send**: the name, email address, subject and text of contact form messages, and the network address they came from (to stop abuse).
- **Newsletter**: the email address you subscribe with, and when you subscribed or unsubscribed.
- **Security records**: sign-in times and an activity log of administrator actions.

We do not use advertising or tracking services, and we do not collect your location, contacts or anything from your phone beyond what your browser sends with every request.

## Why we use it

To run your account, to give you access to the courses you paid for, to answer your messages, to send the newsletter you asked for, to email you about your enrollments and password resets, and to keep the site secure. We never sell or rent your information, and we do not use it for advertising.

## Who can see it

Our administrators, to run the courses and answer you. Emails are sent through our mail provider. We share information with authorities only when the law requires it.

## How long we keep it

Account and enrollment records are kept while your account exists and for as long as we need them for our own accounting. Contact messages are deleted when they are no longer needed. You can unsubscribe from the newsletter at any time with the link in every email.

## Your choices

You can ask us to show you, correct or delete the information we hold about you. Write to us through the [contact page](/contact). We will not ask for your password to do this, and we will never ask for your seed phrase or private keys.`;

export const DEFAULT_TERMS_OF_SERVICE = `**Effective date:** 25 November 2026.

These terms apply to everyone who uses this website. By using it you agree to them.

## What this website is

An education service. We publish free lessons, guides and news about cryptocurrency for Dominica and the Caribbean, and we sell courses. We do **not** buy, sell, exchange, transfer or store cryptocurrency for anyone, and nothing here is financial, investment, tax or legal advice. Read our [disclaimer](/disclaimer).

## Your account

- Give accurate details and keep your password to yourself. You are responsible for what is done with your account.
- One account per person. Do not use someone else's account or try to reach parts of the site you are not allowed to.
- We may suspend an account that is used to abuse the site, harass people or break the law.

## Paid courses

- You choose a course and one of the payment methods offered on your profile (only the methods this site accepts are listed there, with how to pay). Your enrollment stays pending until an administrator confirms your payment; then the course materials unlock.
- If we cannot confirm a payment, the enrollment is rejected and the reason is shown on your profile. Contact us about refunds; we handle each case individually.
- Course materials are for your own learning. Do not share your access or republish the materials.
- Prices are shown in US dollars. When you pay in another currency or in USDT, you carry any conversion or network fees.

## Content and accuracy

We check our pages carefully and show the date each guide was last reviewed, but fees, platform rules and laws change. Always check the current terms of any platform and the official text of any law before you act.

## Acceptable use

Do not attempt to break, overload or probe the site's security, send spam through our forms, or use the site for anything unlawful.

## Changes

We may update these terms. The version on this page is the one that applies.

## Contact

Questions about these terms? Use the [contact page](/contact).`;

export const DEFAULT_COOKIE_POLICY = `**Effective date:** 2 December 2026.

This website uses as little storage in your browser as it can.

## Cookies we set

- **Session cookie** (named \`__Host-dce_session\` on this site over HTTPS; \`dce_session\` only on a local test copy without HTTPS): keeps you signed in after you log in. It is strictly necessary for accounts to work, is sent only to this website, cannot be read by scripts on the page, and contains no personal details beyond an encrypted account number and times. It ends when you log out and expires at the latest 12 hours after you signed in.
- **Signed-in marker** (\`dce_signed_in\`): set and removed together with the session cookie, and it contains only the value 1. It lets this website's own scripts know that this device is still signed in, so that the offline copy of My Courses (below) is deleted from the device once you are signed out, however that happens.
- **Form answer** (named \`__Host-dce_flash\` on this site over HTTPS; \`dce_flash\` only on a local test copy without HTTPS; sometimes in up to three parts): when a form is sent before the page's scripts have loaded, or with JavaScript off, the answer to it (a confirmation, or what to correct and what you typed, never a password) is carried to the next page in this cookie. It is encrypted, cannot be read by scripts and is deleted after one minute at the latest.
- **Low-data mode** (\`data_saver\`): only if you switch low-data mode on or off, your choice is kept for one year.

Visitors who do not sign in get none of these, unless they send a form that way or switch low-data mode.

## What we keep in your browser without a cookie

- **Light or dark mode**: if you switch the theme, your choice is saved in your browser's local storage so the next page opens the same way.
- **Lesson progress**: the pages you mark as done and the quizzes you pass are kept on this device. Signed out, that is the only copy; signed in, they are also saved to your account (what you do offline is sent when you are back online).
- **Offline copy of My Courses**: when you open My Courses, a short summary of your enrollments (payment code, amounts, where to pay, the reference you added) is kept on this device, so you can see it without a connection. It is deleted when you log out or your session ends.
- **Pages saved for offline reading**: lessons, guides and pages you open or save are kept by your browser so they open without a connection.

None of this leaves your device except when you save it to your account.

## What we do not use

No advertising cookies, no tracking or analytics cookies, no social media pixels, and no cookies from other companies.

## Managing cookies

You can delete cookies and site data in your browser's settings at any time. If you block the session cookie, you can still read every lesson and guide, but you will not be able to sign in.

Questions? Use the [contact page](/contact).`;

export const DEFAULT_DISCLAIMER = `**Effective date:** 25 November 2026.

Please read this before you act on anything you learn here.

## Education, not advice

Everything on this website, including free lessons, guides, news, community posts, events and paid courses, is general educational information. It is **not** financial, investment, tax or legal advice, and it does not take your personal situation into account. Before making financial decisions, speak to a qualified professional.

## We do not handle crypto

We do not buy, sell, exchange, transfer or store cryptocurrency or any other virtual asset for anyone. We will never ask for your seed phrase, private keys or passwords, and nobody from this site will offer to trade or "invest" for you. Anyone who does is not from this site: see [common scams](/security/common-scams).

## Risks you should know

- Cryptocurrency prices are volatile: you can lose part or all of what you put in.
- Crypto transactions are usually irreversible. A payment sent to the wrong address or to a scammer is normally gone.
- Exchanges and other platforms can fail, freeze withdrawals or change their rules and fees.
- Laws and regulations change. In Dominica, the [Virtual Asset Business Act, 2022](/legal) provides for businesses that deal in virtual assets for others to be registered with the Financial Services Unit; ask the FSU whether registration is open and whether a business is registered.

## Accuracy

We work hard to keep our pages correct and show when each guide was last reviewed, but we cannot guarantee that every fee, rule or figure is current. Mentions of exchanges, wallets or other products are examples for learning, not recommendations or endorsements.

## Links to other websites

We link to official sources where we can. We are not responsible for the content of other websites.`;

/**
 * The refund and cancellation policy shown on every course page (issue 26). A SAMPLE: it says so
 * in its first line, names no period, amount or law, and tells the operator to replace it
 * (Site Settings → Content). It describes only what the software does (pending until confirmed),
 * promises no refund rule the operator has not written, and speaks of USDT only where it is
 * accepted (probe 28: it read as a firm policy, and named USDT on a cash-only site).
 */
export const DEFAULT_REFUND_POLICY = `**Sample policy: the site administrator has not written this site's refund and cancellation policy yet.** Ask us before you pay if a refund matters to you.

- Your enrollment stays pending until we confirm your payment by hand. Until then you can ask us to cancel it through the [contact page](/contact).
- If we cannot match a payment to your enrollment, we reject the enrollment and tell you why on your profile; contact us about the money you sent.
- Whether a refund is possible once the course materials are unlocked is for this policy to say: ask us until it does.
- Where this site accepts USDT: a USDT payment is sent on a blockchain and cannot be reversed by us or by you, so check the address and the network before you send.`;
