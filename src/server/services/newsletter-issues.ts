/**
 * Sending a newsletter issue: one mail per active subscriber, each carrying that subscriber's own
 * unsubscribe link and List-Unsubscribe headers.
 *
 * The copies are made by the database, `INSERT ... SELECT` over the subscribers: the mail is
 * composed once with a marker where the token goes, and each row joins the parts around its
 * subscriber's token, so a list costs no memory here. They are queued in batches by subscriber id:
 * the request that sends it records the issue, its audit row and the first batch in one
 * transaction (a list that fits is wholly queued or not at all); the outbox worker queues the rest,
 * a batch per transaction, so no statement meets the database's time limit whatever the list's size.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { NEWSLETTER_HISTORY_SIZE, type NewsletterIssue } from '../../shared/schemas/newsletter';
import type { Db, DbOrTx } from '../db/client';
import { lockUntilCommit } from '../db/advisory-lock';
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
  await lockUntilCommit(tx, 'newsletter.send');
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

/** Copies queued per statement: well inside the 5 s statement timeout and the 4 s request deadline. */
export const NEWSLETTER_BATCH = 2_000;

interface QueuedIssue {
  id: number;
  subject: string;
  body: string;
  siteUrl: string | null;
  queuedThrough: number | null;
}

/**
 * Queues the issue's next batch: a copy for each active subscriber after its cursor, in id order,
 * then moves the cursor (null once the last batch is in). Runs in the caller's transaction, which
 * holds the issue's row, so no copy is queued twice.
 */
async function queueNextBatch(tx: DbOrTx, issue: QueuedIssue, batch: number): Promise<number> {
  const after = issue.queuedThrough ?? 0;
  const company = (await readCompany(tx)).companyName;
  // A marker no admin text contains by chance, in characters a URL keeps as they are (the links
  // encode the token; tokens are base64url, so the encoded token is the token itself).
  const marker = `token-marker-${randomBytes(12).toString('hex')}`;
  const links = unsubscribeLinks(issue.siteUrl ?? '', marker);
  const mail = templates.newsletterIssue(company, issue, links.pageUrl);
  const headers = sql.join(
    Object.entries(links.headers).map(([name, value]) => sql`${name}::text, ${withToken(value, marker)}`),
    sql`, `,
  );
  const [result] = await executeRows<{ n: number; last: number | null }>(
    tx,
    sql`
    with chosen as (
      select ${subscribers.id} as id from ${subscribers}
      where ${subscribers.subscribed} and ${subscribers.id} > ${after}
      order by ${subscribers.id} limit ${batch}
    ), queued as (
      insert into ${emailOutbox} (to_address, subject, text_body, html_body, headers, kind)
      select ${subscribers.email}, ${mail.subject}::text, ${withToken(mail.text, marker)}, ${withToken(mail.html, marker)},
             jsonb_build_object(${headers}), ${NEWSLETTER_MAIL_KIND}::text
      from ${subscribers}
      where ${subscribers.id} in (select id from chosen)
      returning 1
    )
    select (select count(*)::int from queued) as n, (select max(id) from chosen) as last`,
  );
  const queued = Number(result?.n ?? 0);
  await tx
    .update(newsletterIssues)
    .set({ queuedThrough: queued < batch ? null : Number(result?.last) })
    .where(eq(newsletterIssues.id, issue.id));
  if (queued > 0) noteMailQueued();
  return queued;
}

/**
 * Records the issue and queues its first batch in the caller's transaction (a list of up to
 * `batch` subscribers is wholly queued by the request that sends it, or not at all); the outbox
 * worker queues the rest (`queueNewsletterBatches`). Null when there is nobody to send it to.
 */
export async function sendNewsletterIssue(
  tx: DbOrTx,
  siteUrl: string,
  actorId: number,
  issue: { subject: string; body: string },
  batch = NEWSLETTER_BATCH,
): Promise<NewsletterIssue | null> {
  const [active] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(eq(subscribers.subscribed, true));
  const recipients = Number(active?.n ?? 0);
  if (recipients === 0) return null;

  const [row] = await tx
    .insert(newsletterIssues)
    .values({ subject: issue.subject, body: issue.body, recipients, sentBy: actorId, siteUrl, queuedThrough: 0 })
    .returning();
  await queueNextBatch(tx, row!, batch);
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

/**
 * The outbox worker's share: queue the next batches of issues still being queued, each batch in a
 * transaction of its own holding the issue's row (`skip locked`: two processes never take the same
 * issue at once). At most `maxBatches` a run, so sending goes on between them. Returns how many.
 */
export async function queueNewsletterBatches(db: Db, opts: { batch?: number; maxBatches?: number } = {}): Promise<number> {
  let total = 0;
  for (let i = 0; i < (opts.maxBatches ?? 10); i++) {
    const queued = await db.transaction(async (tx) => {
      const [issue] = await tx
        .select({
          id: newsletterIssues.id,
          subject: newsletterIssues.subject,
          body: newsletterIssues.body,
          siteUrl: newsletterIssues.siteUrl,
          queuedThrough: newsletterIssues.queuedThrough,
        })
        .from(newsletterIssues)
        .where(isNotNull(newsletterIssues.queuedThrough))
        .orderBy(asc(newsletterIssues.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return issue ? queueNextBatch(tx, issue, opts.batch ?? NEWSLETTER_BATCH) : null;
    });
    if (queued === null) break;
    total += queued;
  }
  return total;
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
