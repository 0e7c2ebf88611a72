/** Queues the "a passkey was added" or "removed" email to the account's owner, in the caller's transaction. */
import type { DbOrTx } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { passkeyAddedEmail, passkeyRemovedEmail } from '../email/passkey-templates';
import { readCompany } from './settings';

const TEMPLATES = { added: passkeyAddedEmail, removed: passkeyRemovedEmail } as const;

export async function notifyPasskeyChange(
  tx: DbOrTx,
  siteUrl: string,
  account: { email: string; fullName: string; username: string },
  passkeyName: string,
  change: keyof typeof TEMPLATES,
): Promise<void> {
  const content = TEMPLATES[change]((await readCompany(tx)).companyName, account, passkeyName, siteUrl);
  await enqueueEmail(tx, { ...content, to: account.email, kind: `auth.passkey_${change}` });
}
