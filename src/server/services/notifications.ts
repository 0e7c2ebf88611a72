/**
 * Who gets which email (issue 6): admins per their switches, learners on decisions,
 * subscribers on subscription. Everything is queued in the caller's transaction.
 */
import type { PaymentMethod } from '../../shared/constants';
import type { NotificationSettings } from '../../shared/schemas/settings';
import type { DbOrTx } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { templates } from '../email/templates';
import { readCompany, readSection } from './settings';

type Switch = keyof Pick<
  NotificationSettings,
  'newUserNotification' | 'courseEnrollmentNotification' | 'contactFormNotification' | 'subscriptionNotification'
>;

/** Valid addresses from the comma-separated recipients field. */
export function parseRecipients(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)),
    ),
  ];
}

async function adminRecipients(tx: DbOrTx, which: Switch): Promise<string[]> {
  const settings = await readSection(tx, 'notifications');
  if (!settings.enableEmailNotifications || !settings[which]) return [];
  return parseRecipients(settings.adminEmailRecipients);
}

async function companyName(tx: DbOrTx): Promise<string> {
  return (await readCompany(tx)).companyName;
}

export async function notifyNewUser(tx: DbOrTx, siteUrl: string, user: { username: string; fullName: string; email: string }) {
  const to = await adminRecipients(tx, 'newUserNotification');
  if (to.length === 0) return;
  const content = templates.newUser(await companyName(tx), user, siteUrl);
  for (const address of to) await enqueueEmail(tx, { ...content, to: address, kind: 'admin.new_user' });
}

export async function notifyNewEnrollment(
  tx: DbOrTx,
  siteUrl: string,
  e: {
    fullName: string;
    username: string;
    email: string;
    courseTitle: string;
    price: number;
    /** Null: a free course, enrolled at once (nothing to check or approve). */
    method: PaymentMethod | null;
    reference: string | null;
    sample?: boolean;
  },
) {
  const to = await adminRecipients(tx, 'courseEnrollmentNotification');
  if (to.length === 0) return;
  const content = templates.newEnrollment(await companyName(tx), e, siteUrl);
  for (const address of to) await enqueueEmail(tx, { ...content, to: address, kind: 'admin.new_enrollment' });
}

export async function notifyContactMessage(
  tx: DbOrTx,
  siteUrl: string,
  m: { name: string; email: string; subject: string; message: string },
) {
  const to = await adminRecipients(tx, 'contactFormNotification');
  if (to.length === 0) return;
  const content = templates.contactMessage(await companyName(tx), m, siteUrl);
  // Reply-To the sender, so an admin can answer straight from the mail client.
  for (const address of to) await enqueueEmail(tx, { ...content, to: address, replyTo: m.email, kind: 'admin.contact' });
}

export async function notifyNewSubscriber(tx: DbOrTx, siteUrl: string, email: string) {
  const to = await adminRecipients(tx, 'subscriptionNotification');
  if (to.length === 0) return;
  const content = templates.newSubscriber(await companyName(tx), email, siteUrl);
  for (const address of to) await enqueueEmail(tx, { ...content, to: address, kind: 'admin.new_subscriber' });
}

/** The unsubscribe link of every newsletter email, and the RFC 8058 one-click headers. */
export function unsubscribeLinks(siteUrl: string, token: string) {
  const encoded = encodeURIComponent(token);
  return {
    pageUrl: `${siteUrl}/unsubscribe?token=${encoded}`,
    headers: {
      'List-Unsubscribe': `<${siteUrl}/api/newsletter/one-click-unsubscribe?token=${encoded}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export async function sendSubscriptionConfirmation(tx: DbOrTx, siteUrl: string, email: string, token: string) {
  const links = unsubscribeLinks(siteUrl, token);
  const content = templates.subscriptionConfirmed(await companyName(tx), links.pageUrl);
  await enqueueEmail(tx, { ...content, to: email, headers: links.headers, kind: 'newsletter.confirmation' });
}

export async function notifyEnrollmentDecision(
  tx: DbOrTx,
  siteUrl: string,
  /**
   * `sample`: the course is demo content (its approval confirms no payment). `free`: a free course,
   * confirmed as the learner enrolled (no payment, no admin): the same "your course is open" mail.
   */
  d: {
    decision: 'confirmed' | 'rejected';
    email: string;
    fullName: string;
    courseTitle: string;
    notes: string | null;
    sample: boolean;
    free?: boolean;
  },
) {
  const company = await companyName(tx);
  const content =
    d.decision === 'confirmed' ? templates.enrollmentApproved(company, d, siteUrl) : templates.enrollmentRejected(company, d, siteUrl);
  await enqueueEmail(tx, { ...content, to: d.email, kind: d.decision === 'confirmed' ? 'enrollment.approved' : 'enrollment.rejected' });
}

/** Tell a learner still waiting for approval that the course was withdrawn: not to pay (services/course-withdrawal.ts). */
export async function notifyCourseWithdrawn(
  tx: DbOrTx,
  siteUrl: string,
  d: { email: string; fullName: string; courseTitle: string; paymentCode: string | null; reportedPaid: boolean },
) {
  const content = templates.courseWithdrawn(await companyName(tx), d, siteUrl);
  await enqueueEmail(tx, { ...content, to: d.email, kind: 'enrollment.withdrawn' });
}

/** Tell the learner a decision emailed to them was undone (the enrollment is pending again). */
export async function notifyEnrollmentReopened(
  tx: DbOrTx,
  siteUrl: string,
  d: { undone: 'confirmed' | 'rejected'; email: string; fullName: string; courseTitle: string; sample: boolean },
) {
  const content = templates.enrollmentReopened(await companyName(tx), d, siteUrl);
  await enqueueEmail(tx, { ...content, to: d.email, kind: 'enrollment.reopened' });
}

/** False when the address already had its hour's share of reset mails (nothing queued). */
export async function sendPasswordReset(
  tx: DbOrTx,
  siteUrl: string,
  user: { email: string; fullName: string; username: string },
  token: string,
) {
  const content = templates.passwordReset(
    await companyName(tx),
    user.fullName,
    user.username,
    `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`,
  );
  return enqueueEmail(tx, { ...content, to: user.email, kind: 'auth.password_reset' });
}

/** Tell the account's previous address that its username, email or password was changed by an admin. */
export async function notifyCredentialsChanged(
  tx: DbOrTx,
  siteUrl: string,
  account: { email: string; fullName: string },
  changed: string[],
) {
  const content = templates.credentialsChanged(await companyName(tx), account.fullName, changed, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'auth.credentials_changed' });
}

/** Tell an account's owner that their password was right but the two-factor codes were being guessed. */
export async function notifySecondFactorGuessing(tx: DbOrTx, siteUrl: string, account: { email: string; fullName: string }) {
  const content = templates.secondFactorGuessing(await companyName(tx), account.fullName, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'auth.2fa_guessing' });
}

/** Tell an account's owner that wrong passwords for it are coming from many addresses. */
export async function notifyPasswordGuessing(tx: DbOrTx, siteUrl: string, account: { email: string; fullName: string }) {
  const content = templates.passwordGuessing(await companyName(tx), account.fullName, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'auth.password_guessing' });
}

/** Tell an admin that the primary admin reset their two-factor authentication. */
export async function notifyTwoFactorReset(tx: DbOrTx, siteUrl: string, account: { email: string; fullName: string }) {
  const content = templates.twoFactorReset(await companyName(tx), account.fullName, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'auth.2fa_reset' });
}
