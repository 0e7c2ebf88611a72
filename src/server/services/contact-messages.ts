/**
 * A message sent through the contact form, kept once. The same message posted twice (a second tap
 * on Send before the page's code was live, or a retry on a slow network: both posts reach the
 * server) was stored twice and mailed to the admins twice (probe 54, F1). An identical message
 * (same name, address, subject and text) received in the last ten minutes is taken as that one: nothing
 * is stored or mailed again, and the sender gets the same answer. The lock on the address makes
 * two such posts arriving together run one after the other, so the second sees the first.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ContactInput } from '../../shared/schemas/contact';
import { lockUntilCommit } from '../db/advisory-lock';
import type { DbOrTx } from '../db/client';
import { contactMessages } from '../db/schema';
import { notifyContactMessage } from './notifications';

/** How long an identical message counts as the same one posted again. */
export const SAME_MESSAGE_WINDOW_MINUTES = 10;

type ContactMessage = Required<ContactInput>;

export async function receiveContactMessage(tx: DbOrTx, siteUrl: string, input: ContactMessage, ipAddress: string | null) {
  await lockUntilCommit(tx, `contact:${input.email.toLowerCase()}`);
  const [again] = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        gt(contactMessages.createdAt, sql`now() - make_interval(mins => ${SAME_MESSAGE_WINDOW_MINUTES})`),
        eq(contactMessages.email, input.email),
        // A copy sent again with the name corrected is new: the admins must see the right name.
        eq(contactMessages.name, input.name),
        eq(contactMessages.subject, input.subject),
        eq(contactMessages.message, input.message),
      ),
    )
    .limit(1);
  if (again) return;
  await tx.insert(contactMessages).values({ ...input, ipAddress });
  await notifyContactMessage(tx, siteUrl, input);
}
