/**
 * The emails telling an account's owner that a passkey was added to it or removed from it (issue 25).
 * Each address is a paragraph of its own: only such a paragraph becomes a link in the HTML part
 * (html.ts textToHtml), and two on one paragraph were neither (probe 28, F9).
 */
import { compose } from './templates';

export const passkeyAddedEmail = (company: string, account: { fullName: string; username: string }, passkeyName: string, siteUrl: string) =>
  compose(company, `A passkey was added to your ${company} account`, [
    `Hello ${account.fullName},`,
    `A passkey named "${passkeyName}" was added to your account (${account.username}). It can now be used to sign in without your password.`,
    `If you added it, there is nothing to do. If not, sign in, remove it and change your password at once, then write to us through the contact page:\n\n${siteUrl}/profile\n\n${siteUrl}/contact`,
  ]);

/** A stolen session could otherwise take the owner's passkeys away unseen (probe 23 note). */
export const passkeyRemovedEmail = (
  company: string,
  account: { fullName: string; username: string },
  passkeyName: string,
  siteUrl: string,
) =>
  compose(company, `A passkey was removed from your ${company} account`, [
    `Hello ${account.fullName},`,
    `The passkey named "${passkeyName}" was removed from your account (${account.username}). It can no longer be used to sign in.`,
    `If you removed it, there is nothing to do. If not, sign in and change your password at once, then write to us through the contact page:\n\n${siteUrl}/profile\n\n${siteUrl}/contact`,
  ]);
