/**
 * A newsletter issue sent to the admin writing it, before it goes to every subscriber: the same
 * composed mail (subject, paragraphs, links as the subscribers' copies will have them), marked as a
 * test, to the admin's own address only. Its unsubscribe link is the unsubscribe page without a
 * token, which says how to leave the list: a test copy can take no one off it, and says so in words.
 */
import { eq } from 'drizzle-orm';
import { SIGN_IN_REQUIRED } from '../../shared/constants';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { enqueueEmail, MAILS_PER_HOUR } from '../email/outbox';
import { templates } from '../email/templates';
import { TRPCError } from '../trpc/init';
import { recordAudit } from './audit';
import { readCompany } from './settings';

export const NEWSLETTER_TEST_KIND = 'newsletter.test';
export const TEST_SUBJECT_PREFIX = '[Test] ';
export const TEST_SENDS_USED_UP = `You have had ${MAILS_PER_HOUR[NEWSLETTER_TEST_KIND]} test copies this hour. Check the ones in your inbox, or try again later.`;

/** Queues the test copy to the admin's own address, in the caller's transaction; answers that address. */
export async function sendNewsletterTest(
  tx: DbOrTx,
  siteUrl: string,
  actorId: number,
  issue: { subject: string; body: string },
): Promise<{ to: string }> {
  const [admin] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actorId));
  if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
  const company = (await readCompany(tx)).companyName;
  const mail = templates.newsletterIssue(
    company,
    { subject: `${TEST_SUBJECT_PREFIX}${issue.subject}`, body: issue.body },
    `${siteUrl}/unsubscribe`,
    true,
  );
  if (!(await enqueueEmail(tx, { ...mail, to: admin.email, kind: NEWSLETTER_TEST_KIND })))
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TEST_SENDS_USED_UP });
  await recordAudit(tx, {
    actorId,
    action: 'newsletter.test_send',
    targetType: 'user',
    targetId: actorId,
    summary: { subject: issue.subject },
  });
  return { to: admin.email };
}
