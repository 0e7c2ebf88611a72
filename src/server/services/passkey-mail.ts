/** Queues the "a passkey was added" email to the account's owner, in the caller's transaction. */
import type { DbOrTx } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { passkeyAddedEmail } from '../email/passkey-templates';
import { readCompany } from './settings';

export async function notifyPasskeyAdded(
  tx: DbOrTx,
  siteUrl: string,
  account: { email: string; fullName: string; username: string },
  passkeyName: string,
): Promise<void> {
  const content = passkeyAddedEmail((await readCompany(tx)).companyName, account, passkeyName, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: 'auth.passkey_added' });
}
