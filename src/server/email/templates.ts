/**
 * Every email the site sends: subject, plain text and simple HTML, using the company name.
 * Pure functions, so tests can check wording without a mail server.
 */
import { leading } from '../../shared/format';
import { moneyText } from '../../shared/money-text';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/constants';
import { textToHtml, wrapHtml } from './html';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const FOOTER =
  'We teach about cryptocurrency. We never buy, sell or hold crypto for anyone, and we will never ask for your seed phrase or password.';

export function compose(companyName: string, subject: string, paragraphs: string[]): EmailContent {
  const text = `${paragraphs.join('\n\n')}\n\n-- \n${companyName}\n${FOOTER}\n`;
  return { subject, text, html: wrapHtml(companyName, textToHtml(paragraphs.join('\n\n')), FOOTER) };
}

/**
 * What the mailed unsubscribe link does: it opens a page with a button (opening it must change
 * nothing, since mail scanners open links), so it is not "one click" (probe 45). Mail programs
 * that offer their own Unsubscribe use the one-click List-Unsubscribe header instead.
 */
const UNSUBSCRIBE_HOW = 'To unsubscribe, open this link and press the button:';

/**
 * Passkey names as whoever added them typed them: quoted and cut short, so they read as names, not
 * as the site's own words (one added by an intruder could say anything).
 */
function quotedNames(names: string[]): string {
  return names.map((name) => `“${name.length > 40 ? `${leading(name, 39)}…` : name}”`).join(', ');
}

export const templates = {
  newUser: (company: string, user: { username: string; fullName: string; email: string }, siteUrl: string) =>
    compose(company, `New account: ${user.username}`, [
      `A new account was created on ${company}.`,
      `Name: ${user.fullName}\nUsername: ${user.username}\nEmail: ${user.email}`,
      `Manage users:\n\n${siteUrl}/admin/users`,
    ]),

  newEnrollment: (
    company: string,
    e: {
      fullName: string;
      username: string;
      email: string;
      courseTitle: string;
      price: number;
      method: PaymentMethod | null;
      reference: string | null;
      /** A sample course: no payment is to be checked. */
      sample?: boolean;
    },
    siteUrl: string,
  ) =>
    compose(company, `New enrollment: ${e.courseTitle}`, [
      `${e.fullName} (@${e.username}, ${e.email}) enrolled in "${e.courseTitle}" (${e.method ? `USD ${moneyText(e.price)}` : 'free'}).`,
      ...(e.method
        ? [
            `Payment method: ${PAYMENT_METHOD_LABELS[e.method]}\nPayment reference: ${e.reference ?? '(none given)'}`,
            e.sample
              ? `This is a sample course: no payment is due and none is to be checked. Approve or reject it to see how a decision looks, or remove the sample content under Launch:\n\n${siteUrl}/admin?tab=pending`
              : `Check the payment, then approve or reject it here:\n\n${siteUrl}/admin?tab=pending`,
          ]
        : [`The course is free: the enrollment was confirmed at once and there is nothing to approve.`]),
    ]),

  contactMessage: (company: string, m: { name: string; email: string; subject: string; message: string }, siteUrl: string) =>
    compose(company, `Contact form: ${m.subject}`, [
      // Name and address on lines of their own, the name isolated (U+2068…U+2069): a name such as
      // "Mallory <ceo@bank.example>" read as a second address, and a right-to-left name pulled
      // the address after it out of order (probe 24 notes).
      `A message through the contact form.\nName: \u2068${m.name}\u2069\nEmail: ${m.email}`,
      m.message,
      `Reply to this email to answer them, or read all messages here:\n\n${siteUrl}/dashboard?tab=contacts`,
    ]),

  newSubscriber: (company: string, email: string, siteUrl: string) =>
    compose(company, `New newsletter subscriber`, [
      `${email} subscribed to the newsletter.`,
      `Subscribers:\n\n${siteUrl}/admin/subscribers`,
    ]),

  // A sample course (demo content) was never to be paid for: its learner was told "Do not pay for
  // it", so its approval confirms no payment and says what its materials are (probe 28, F9).
  enrollmentApproved: (
    company: string,
    /** `free`: a free course, confirmed as the learner enrolled: no payment was confirmed, none is due. */
    e: { fullName: string; courseTitle: string; notes: string | null; sample: boolean; free?: boolean },
    siteUrl: string,
  ) =>
    compose(company, e.free ? `You are enrolled in "${e.courseTitle}"` : `Your enrollment in "${e.courseTitle}" is approved`, [
      `Hello ${e.fullName},`,
      e.sample
        ? `Your enrollment in "${e.courseTitle}" is approved. This is a sample course that shows how the site works: it is not offered, nothing was paid for it and nothing is due.`
        : e.free
          ? `You are enrolled in "${e.courseTitle}". It is a free course: there is nothing to pay.`
          : `Good news: we confirmed your payment and your enrollment in "${e.courseTitle}" is approved.`,
      ...(e.notes ? [`A note from our team: ${e.notes}`] : []),
      e.sample
        ? `Its sample materials (example links, not a real download) are now on your profile page under My Courses:\n\n${siteUrl}/profile`
        : `Your course materials (the download, any further materials and, where there is one, the video playlist) are now on your profile page under My Courses:\n\n${siteUrl}/profile`,
    ]),

  enrollmentRejected: (company: string, e: { fullName: string; courseTitle: string; notes: string | null }, siteUrl: string) =>
    compose(company, `Your enrollment in "${e.courseTitle}" was not approved`, [
      `Hello ${e.fullName},`,
      `We could not approve your enrollment in "${e.courseTitle}".`,
      e.notes ? `The reason our team gave: ${e.notes}` : 'Our team did not add a reason.',
      `If you think this is a mistake, reply through our contact page, or enroll again once the payment is sorted out:\n\n${siteUrl}/contact`,
    ]),

  // An admin deleted a course that learners had enrolled in: archived, and each learner still waiting
  // for approval is told before they pay for it (probe 57, F3: the dialog said they were told; nobody was).
  courseWithdrawn: (
    company: string,
    e: { fullName: string; courseTitle: string; paymentCode: string | null; reportedPaid: boolean },
    siteUrl: string,
  ) =>
    // Who said they had paid is not told "do not pay" in the subject: their payment is looked at (probe 65, F3).
    compose(company, `"${e.courseTitle}" has been withdrawn: ${e.reportedPaid ? 'about the payment you reported' : 'do not pay for it'}`, [
      `Hello ${e.fullName},`,
      `We have withdrawn the course "${e.courseTitle}": it is no longer offered, so your enrollment${e.paymentCode ? ` (payment code ${e.paymentCode})` : ''} will not be approved.`,
      e.reportedPaid
        ? 'You told us you had already paid: we will look at that payment and contact you. You do not need to do anything.'
        : 'Please do not pay for it. If you already sent a payment, tell us through the contact page and we will sort it out.',
      `Contact us:\n\n${siteUrl}/contact\n\nYour enrollments are on your profile page:\n\n${siteUrl}/profile`,
    ]),

  // An admin undid a decision within the undo window (issue 27): the decision email has most likely
  // gone out already, so the learner is told it no longer holds (docs/decisions/2026-11-26-undo-decisions.md).
  enrollmentReopened: (
    company: string,
    e: { fullName: string; courseTitle: string; undone: 'confirmed' | 'rejected'; sample: boolean },
    siteUrl: string,
  ) =>
    compose(company, `Your enrollment in "${e.courseTitle}" is being reviewed again`, [
      `Hello ${e.fullName},`,
      `A few minutes ago we emailed you that your enrollment in "${e.courseTitle}" was ${e.undone === 'confirmed' ? 'approved' : 'not approved'}. That decision was made by mistake and has been withdrawn: please disregard that message.`,
      e.undone === 'confirmed'
        ? e.sample
          ? // A sample course is never paid for (its approval mail says so): no payment to confirm.
            'Your enrollment is waiting for approval again, and the sample course materials are locked until it is approved.'
          : 'Your enrollment is waiting for approval again, and the course materials are locked until we confirm your payment.'
        : 'Your enrollment is waiting for approval again: there is nothing you need to do.',
      `We will email you as soon as it is decided. You can follow it on your profile page under My Courses:\n\n${siteUrl}/profile`,
    ]),

  subscriptionConfirmed: (company: string, unsubscribeUrl: string) =>
    compose(company, `You're subscribed to the ${company} newsletter`, [
      `Thank you for subscribing. We'll send you news about crypto in Dominica and the Caribbean, new lessons, and upcoming events.`,
      `Changed your mind? ${UNSUBSCRIBE_HOW}\n\n${unsubscribeUrl}`,
    ]),

  /**
   * One subscriber's copy of a newsletter issue: the admin's text, then why it came and how to stop
   * it. The admin's test copy (`sample`) says that its link is only a sample: it has no token, and
   * its page says the link is not valid (probe 45).
   */
  newsletterIssue: (company: string, issue: { subject: string; body: string }, unsubscribeUrl: string, sample = false) =>
    compose(company, issue.subject, [
      issue.body,
      sample
        ? `This is a test copy, sent only to you. Each subscriber's copy ends with their own unsubscribe link; the one below is a sample and takes no one off the list:\n\n${unsubscribeUrl}`
        : `You receive this because you subscribed to the ${company} newsletter. ${UNSUBSCRIBE_HOW}\n\n${unsubscribeUrl}`,
    ]),

  passwordReset: (company: string, fullName: string, username: string, resetUrl: string) =>
    compose(company, `Reset your ${company} password`, [
      `Hello ${fullName},`,
      `Someone (hopefully you) asked to reset the password of your account. Use this link within one hour; it works once:`,
      resetUrl,
      // Sign-in takes the username, not this address: a learner who forgot both was stuck after the reset (probe 45, finding 4).
      `Your username is ${username}. You sign in with it and your new password.`,
      `If you did not ask for this, ignore this email: your password stays the same.`,
    ]),

  credentialsChanged: (company: string, fullName: string, changed: string[], siteUrl: string) =>
    compose(company, `Your ${company} sign-in details were changed`, [
      `Hello ${fullName},`,
      `An administrator changed the ${changed.join(', ')} of your account. This message goes to the address the account had before the change.`,
      `If you expected this, there is nothing to do. If not, write to us through the contact page at once:\n\n${siteUrl}/contact`,
    ]),

  // A learner's own account page (issue 25). The "not you?" advice points at the site's own pages only.
  passwordChanged: (company: string, fullName: string, passkeys: string[], siteUrl: string) =>
    compose(company, `Your ${company} password was changed`, [
      `Hello ${fullName},`,
      `The password of your account was just changed from your account page, and every other device signed in to it was signed out.`,
      ...(passkeys.length > 0
        ? [
            `These passkeys still sign in without the password: ${quotedNames(passkeys)}. If one is not yours, remove it under Passkeys on your profile:\n\n${siteUrl}/profile`,
          ]
        : []),
      `If you did this, there is nothing to do. If not, someone may know your password: set a new one with "Forgot password?" at once, and tell us through the contact page:\n\n${siteUrl}/auth?tab=forgot\n\n${siteUrl}/contact`,
    ]),

  passwordWasReset: (company: string, fullName: string, removedPasskeys: string[], siteUrl: string) =>
    compose(company, `Your ${company} password was reset`, [
      `Hello ${fullName},`,
      `The password of your account was just reset with a link sent to this address, and every device signed in to it was signed out.`,
      ...(removedPasskeys.length > 0
        ? [
            `Its passkeys were removed too (${quotedNames(removedPasskeys)}): none of them signs in any more. Add yours again on your profile:\n\n${siteUrl}/profile`,
          ]
        : []),
      `If you did this, there is nothing else to do. If not, someone can read your email: secure your mailbox, then reset the password again with "Forgot password?", and tell us through the contact page:\n\n${siteUrl}/auth?tab=forgot\n\n${siteUrl}/contact`,
    ]),

  // To an address that is not yet the account's: no name the account chose (it could be anyone's
  // words, shown as if we wrote them: probe 45, finding 2).
  emailChangeConfirm: (company: string, confirmUrl: string) =>
    compose(company, `Confirm your new ${company} email address`, [
      `Hello,`,
      `Someone (hopefully you) asked to use this address for their ${company} account. Open this link within 24 hours to confirm it; it works once:`,
      confirmUrl,
      `If you did not ask for this, ignore this email: nothing changes.`,
    ]),

  emailChangeRequested: (company: string, fullName: string, newEmail: string, siteUrl: string) =>
    compose(company, `A change of your ${company} email address was requested`, [
      `Hello ${fullName},`,
      `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only when the link we sent to that address is opened.`,
      `If this was not you, someone may know your password: change it on your account page at once (that also cancels the change while the link is unopened; we tell you if it is opened), and tell us through the contact page:\n\n${siteUrl}/account\n\n${siteUrl}/contact`,
    ]),

  // To the address the account had: whoever took the account by its password now gets its resets (probe 71, F5).
  emailChanged: (company: string, fullName: string, newEmail: string, siteUrl: string) =>
    compose(company, `Your ${company} email address was changed`, [
      `Hello ${fullName},`,
      `The email address of your account was changed to ${newEmail}, with the link we sent there. Our mail to the account now goes to that address, and this one gets no more.`,
      `If this was not you, write to us through the contact page at once: whoever did it can reset your password from that address.\n\n${siteUrl}/contact`,
    ]),

  accountDeletedByAdmin: (company: string, fullName: string, siteUrl: string) =>
    compose(company, `Your ${company} account was deleted`, [
      `Hello ${fullName},`,
      `An administrator deleted your account, with its course enrollments. A record of payments we confirmed is kept for our accounts, without your name or email.`,
      `If you did not expect this, write to us through the contact page:\n\n${siteUrl}/contact`,
    ]),

  accountDeleted: (company: string, fullName: string, siteUrl: string) =>
    compose(company, `Your ${company} account was deleted`, [
      `Hello ${fullName},`,
      `Your account was deleted from your account page, as you asked. You are welcome to register again at any time.`,
      `If you did not do this, tell us through the contact page:\n\n${siteUrl}/contact`,
    ]),

  secondFactorGuessing: (company: string, fullName: string, siteUrl: string) =>
    compose(company, `Someone is trying to sign in to your ${company} account`, [
      `Hello ${fullName},`,
      `Someone entered your password correctly and then several wrong two-factor codes. Your second factor stopped them, but they know your password.`,
      `Change your password now (sign in, then your account page), and check your authenticator app and recovery codes:\n\n${siteUrl}/auth`,
    ]),

  passwordGuessing: (company: string, fullName: string, siteUrl: string) =>
    compose(company, `Someone is guessing the password of your ${company} account`, [
      `Hello ${fullName},`,
      `In the last hour many wrong passwords were entered for your account, from several places. If that was not you, someone is trying to guess your password. Each place is stopped after a few tries, and your account is not locked: you can sign in as usual.`,
      `If your password is short or you use it on another site, change it now (sign in, then your account page). A passkey (on your profile) lets you sign in without typing a password at all:\n\n${siteUrl}/auth`,
    ]),

  twoFactorReset: (company: string, fullName: string, siteUrl: string) =>
    compose(company, `Two-factor authentication was reset on your ${company} account`, [
      `Hello ${fullName},`,
      `The primary administrator turned off two-factor authentication on your account, and your sessions were ended. Set it up again after you sign in.`,
      `If you did not ask for this, write to us at once through the contact page:\n\n${siteUrl}/contact`,
    ]),
};
