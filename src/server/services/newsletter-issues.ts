/**
 * Sending a newsletter issue: one mail per active subscriber, queued in the outbox in the caller's
 * transaction with the issue's record and its audit row (all or nothing), each copy carrying that
 * subscriber's own unsubscribe link and List-Unsubscribe headers.
 *
 * The copies are made by the database in one INSERT ... SELECT: the mail is composed once with a
 * marker where the token goes, and each row joins the parts around its subscriber's token. So a
 * long list costs one statement and no memory here, whatever its size.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { NEWSLETTER_HISTORY_SIZE, type NewsletterIssue } from '../../shared/schemas/newsletter';
import type { DbOrTx } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { emailOutbox, newsletterIssues, subscribers, users } from '../db/schema';
import { templates } from '../email/templates';
import { noteMailQueued } from '../trpc/duty-scope';
import { recordAudit } from './audit';
import { unsubscribeLinks } from './notifications';
import { readCompany } from './settings';

export const NEWSLETTER_MAIL_KIND = 'newsletter.issue';
export const NO_ACTIVE_SUBSCRIBERS = 'There are no active subscribers to send it to.';

/**
 * The same subject and text sent again within this long is taken for a second press (a double tap,
 * a resent form, a retry after a lost answer), not a new issue: subscribers would get it twice.
 */
const REPEAT_WINDOW = sql`interval '1 hour'`;

/** The issue with this subject and text sent within the repeat window, if any. */
export async function recentIdenticalIssue(tx: DbOrTx, issue: { subject: string; body: string }) {
  // Two sends at once wait for each other here, so the second sees the first.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('newsletter.send'))`);
  const [row] = await tx
    .select({ id: newsletterIssues.id, sentAt: newsletterIssues.createdAt })
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.subject, issue.subject),
        eq(newsletterIssues.body, issue.body),
        gt(newsletterIssues.createdAt, sql`now() - ${REPEAT_WINDOW}`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** `text` with each occurrence of `marker` replaced by the subscriber's token, as an SQL expression. */
function withToken(text: string, marker: string): SQL {
  return sql.join(
    text.split(marker).map((part) => sql`${part}::text`),
    sql` || ${subscribers.unsubscribeToken} || `,
  );
}

/** Queues the issue for every active subscriber; null when there is nobody to send it to. */
export async function sendNewsletterIssue(
  tx: DbOrTx,
  siteUrl: string,
  actorId: number,
  issue: { subject: string; body: string },
): Promise<NewsletterIssue | null> {
  const company = (await readCompany(tx)).companyName;
  // A marker no admin text contains by chance, in characters a URL keeps as they are (the links
  // encode the token; tokens are base64url, so the encoded token is the token itself).
  const marker = `token-marker-${randomBytes(12).toString('hex')}`;
  const links = unsubscribeLinks(siteUrl, marker);
  const mail = templates.newsletterIssue(company, issue, links.pageUrl);
  const headers = sql.join(
    Object.entries(links.headers).map(([name, value]) => sql`${name}::text, ${withToken(value, marker)}`),
    sql`, `,
  );
  const [queued] = await executeRows<{ n: number }>(tx, sql`
    with queued as (
      insert into ${emailOutbox} (to_address, subject, text_body, html_body, headers, kind)
      select ${subscribers.email}, ${mail.subject}::text, ${withToken(mail.text, marker)}, ${withToken(mail.html, marker)},
             jsonb_build_object(${headers}), ${NEWSLETTER_MAIL_KIND}::text
      from ${subscribers}
      where ${subscribers.subscribed}
      returning 1
    )
    select count(*)::int as n from queued`);
  const recipients = Number(queued?.n ?? 0);
  // Nobody to send to: nothing was queued, and no issue is recorded as sent.
  if (recipients === 0) return null;
  noteMailQueued();

  const [row] = await tx
    .insert(newsletterIssues)
    .values({ subject: issue.subject, body: issue.body, recipients, sentBy: actorId })
    .returning();
  await recordAudit(tx, {
    actorId,
    action: 'newsletter.send',
    targetType: 'newsletter_issue',
    targetId: row!.id,
    summary: { subject: issue.subject, recipients },
  });
  const [sender] = await tx.select({ username: users.username }).from(users).where(eq(users.id, actorId));
  return { id: row!.id, subject: row!.subject, body: row!.body, recipients, sentBy: sender?.username ?? null, sentAt: row!.createdAt };
}

/** The last issues sent, newest first, with who sent each. */
export async function recentNewsletterIssues(db: DbOrTx): Promise<NewsletterIssue[]> {
  return db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      body: newsletterIssues.body,
      recipients: newsletterIssues.recipients,
      sentBy: users.username,
      sentAt: newsletterIssues.createdAt,
    })
    .from(newsletterIssues)
    .leftJoin(users, eq(users.id, newsletterIssues.sentBy))
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(NEWSLETTER_HISTORY_SIZE);
}
