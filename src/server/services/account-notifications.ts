/** The emails of a learner's own account page (issue 25), queued in the caller's transaction. */
import type { DbOrTx } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { templates } from '../email/templates';
import { readCompany } from './settings';

interface Account {
  email: string;
  fullName: string;
}

const company = async (tx: DbOrTx) => (await readCompany(tx)).companyName;

export async function notifyPasswordChanged(tx: DbOrTx, siteUrl: string, account: Account, passkeys: string[]) {
  const content = templates.passwordChanged(await company(tx), account.fullName, passkeys, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'account.password_changed' });
}

/** After a reset by emailed link: the address is told, with the passkeys the reset removed. */
export async function notifyPasswordReset(tx: DbOrTx, siteUrl: string, account: Account, removedPasskeys: string[]) {
  const content = templates.passwordWasReset(await company(tx), account.fullName, removedPasskeys, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'account.password_reset_done' });
}

/**
 * The link goes to the new address; the address the account has now is told of the request.
 * False, with nothing queued, when the new address has had its hour's share of links.
 */
export async function sendEmailChangeLinks(tx: DbOrTx, siteUrl: string, account: Account, newEmail: string, token: string) {
  const name = await company(tx);
  const confirmUrl = `${siteUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;
  const sent = await enqueueEmail(tx, {
    ...templates.emailChangeConfirm(name, confirmUrl),
    to: newEmail,
    kind: 'account.email_confirm',
  });
  if (!sent) return false;
  await enqueueEmail(tx, {
    ...templates.emailChangeRequested(name, account.fullName, newEmail, siteUrl),
    to: account.email,
    kind: 'account.email_change_requested',
  });
  return true;
}

export async function notifyAccountDeleted(tx: DbOrTx, siteUrl: string, account: Account) {
  const content = templates.accountDeleted(await company(tx), account.fullName, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'account.deleted' });
}

/** An administrator deleted the account (probe 71, F3: the learner, paid courses and all, was told nothing). */
export async function notifyAccountDeletedByAdmin(tx: DbOrTx, siteUrl: string, account: Account) {
  const content = templates.accountDeletedByAdmin(await company(tx), account.fullName, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'account.deleted_by_admin' });
}

/** The change is done: the address the account had hears of it (it heard only of the request). */
export async function notifyEmailChanged(tx: DbOrTx, siteUrl: string, account: Account, newEmail: string) {
  const content = templates.emailChanged(await company(tx), account.fullName, newEmail, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'account.email_changed' });
}
