/**
 * Queue mail in the caller's transaction; a worker sends it later with retries.
 *
 * Claiming uses `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so several processes
 * can run workers without sending a row twice, and a worker that dies mid-send releases its
 * rows when the lease ends. Each row's Message-ID is stable, so in the rare case that SMTP
 * accepted a message but the process died before recording it, the resend carries the same
 * Message-ID and mail systems can drop the duplicate.
 */
import { and, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import { lockUntilCommit } from '../db/advisory-lock';
import { mailboxOf } from './mailbox';
import type { Logger } from '../logger';
import type { EmailContent } from './templates';
import type { Mailer } from './transport';
import { noteMailQueued } from '../trpc/duty-scope';
import { readCompany } from '../services/settings';

export interface OutgoingEmail extends EmailContent {
  to: string;
  kind: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/**
 * How one kind of mail is capped: at most `perHour` to one recipient an hour. Past the cap the mail
 * is not queued; what caused it is kept as usual (the reset links already sent still work, the
 * message waits in the admin's inbox). Here, so no sender can forget it.
 *
 * - `aimed`: anyone can aim this kind at someone else's inbox (the probe of 2026-11-29 queued 60
 *   password resets to one person from three addresses, each within its own rate limit). Its count
 *   and insert hold a transaction-long lock on the kind and recipient, or requests sent at the same
 *   instant from several accounts would each count the same rows and all pass. No transaction
 *   queues two aimed mails, so two locks never cross. The others are flood guards on mail the site
 *   sends its own people: a race's extra copy is harmless, and a save that mails thousands of
 *   learners must not take thousands of locks (review 53).
 * - `recipient`: who the cap counts. `mailbox` (mailbox.ts: an address's `+tag` and case variants
 *   are one), or `address` for alerts to an account's own (unique) address: counted by mailbox,
 *   accounts registered at `victim+1@…` could use up the hour's alerts of `victim@…` and then guess
 *   at it unseen (review 53).
 */
interface MailCap {
  perHour: number;
  aimed?: true;
  recipient: 'mailbox' | 'address';
}

const MAIL_CAPS: Readonly<Record<string, MailCap>> = {
  'auth.password_reset': { perHour: 3, aimed: true, recipient: 'mailbox' },
  // Goes to an address that is not yet the account's: anyone with an account could aim it at a
  // stranger (probe 45, finding 2), so it is capped like a reset link, whoever asks.
  'account.email_confirm': { perHour: 3, aimed: true, recipient: 'mailbox' },
  'newsletter.confirmation': { perHour: 3, aimed: true, recipient: 'mailbox' },
  'auth.2fa_guessing': { perHour: 3, aimed: true, recipient: 'address' },
  'auth.password_guessing': { perHour: 3, aimed: true, recipient: 'address' },
  // An admin's test copies of a newsletter, to their own address (services/newsletter-test.ts).
  'newsletter.test': { perHour: 10, recipient: 'mailbox' },
  // New payment details after an admin's save (services/payment-details-notice.ts): a morning of
  // corrections to the settings does not fill a learner's inbox; their profile always has the latest.
  'enrollment.details_changed': { perHour: 5, recipient: 'mailbox' },
  'admin.contact': { perHour: 30, recipient: 'mailbox' },
  'admin.new_subscriber': { perHour: 30, recipient: 'mailbox' },
  'admin.new_user': { perHour: 30, recipient: 'mailbox' },
};

/** Each capped kind's hourly allowance (MAIL_CAPS). */
export const MAILS_PER_HOUR: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(MAIL_CAPS).map(([kind, cap]) => [kind, cap.perHour]),
);

/**
 * Queues a mail in the caller's transaction; false when the recipient (MAIL_CAPS) already had its
 * hour's share of this kind.
 */
export async function enqueueEmail(tx: DbOrTx, mail: OutgoingEmail): Promise<boolean> {
  const cap = MAIL_CAPS[mail.kind];
  const mailbox = cap?.recipient === 'address' ? mail.to.trim().toLowerCase() : mailboxOf(mail.to);
  if (cap !== undefined) {
    if (cap.aimed) await lockUntilCommit(tx, `mail-cap:${mail.kind}:${mailbox}`);
    const [recent] = await tx
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.mailbox, mailbox), eq(emailOutbox.kind, mail.kind), gt(emailOutbox.createdAt, sql`now() - interval '1 hour'`)),
      );
    if ((recent?.n ?? 0) >= cap.perHour) return false;
  }
  await tx.insert(emailOutbox).values({
    toAddress: mail.to,
    mailbox,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers ?? null,
    kind: mail.kind,
  });
  noteMailQueued();
  return true;
}

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;

/** Exponential backoff: 15 s, 30 s, 1 min ... capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: Logger,
    private readonly opts: {
      intervalMs?: number;
      batchSize?: number;
      messageIdDomain?: string;
      /** Queues more mail before each run (the batches of a newsletter issue); a failure is logged, sending goes on. */
      beforeRun?: () => Promise<unknown>;
    } = {},
  ) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.runOnce()
        .catch((err: unknown) => this.log.error({ err }, 'outbox run failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.opts.intervalMs ?? 5000);
        });
    };
    this.timer = setTimeout(tick, 100);
  }

  /** Ask for a run soon (after a request that queued mail). */
  poke(): void {
    if (this.stopped || this.running) return;
    void this.runOnce().catch((err: unknown) => this.log.error({ err }, 'outbox run failed'));
  }

  /** Stop the timer and wait for the batch in flight (graceful shutdown flushes it). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /** Send every due message once; returns how many were sent. */
  runOnce(): Promise<number> {
    this.running ??= this.sendDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async claim() {
    const batch = this.opts.batchSize ?? 10;
    const leaseUntil = new Date(Date.now() + LEASE_MS);
    const due = or(
      and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
      and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.lockedUntil, sql`now()`)),
    );
    return this.db.transaction(async (tx) => {
      const ids = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(due)
        .orderBy(emailOutbox.id)
        .limit(batch)
        .for('update', { skipLocked: true });
      if (ids.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({ status: 'sending', lockedUntil: leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(
          inArray(
            emailOutbox.id,
            ids.map((r) => r.id),
          ),
        )
        .returning();
    });
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    await this.opts.beforeRun?.().catch((err: unknown) => this.log.error({ err }, 'queueing before the outbox run failed'));
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return sent;
      // Site settings → General as they are now: the sender's name, and where a reply goes (the
      // office's confirmed address; a mail that says "reply" went to a no-reply address: probe 24, D2).
      const company = await readCompany(this.db);
      const officeReplyTo = company.contactConfirmed && company.contactEmail ? company.contactEmail : undefined;
      for (const row of rows) {
        try {
          const result = await this.mailer.send({
            to: row.toAddress,
            siteName: company.companyName,
            replyTo: row.replyTo ?? officeReplyTo,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            headers: row.headers ?? undefined,
            messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${this.opts.messageIdDomain ?? 'localhost'}>`,
          });
          await this.db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, transport: result.transport })
            .where(eq(emailOutbox.id, row.id));
          sent += 1;
        } catch (err) {
          const failedForGood = row.attempts >= MAX_ATTEMPTS;
          const message = err instanceof Error ? err.message : String(err);
          await this.db
            .update(emailOutbox)
            .set({
              status: failedForGood ? 'failed' : 'pending',
              lockedUntil: null,
              lastError: message.slice(0, 500),
              nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
            })
            .where(eq(emailOutbox.id, row.id));
          this.log.warn(
            // The row (Admin → Outgoing mail, found by the address) names the recipient and keeps the error.
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message },
            failedForGood ? 'email failed for good' : 'email send failed, will retry',
          );
        }
      }
    }
  }
}
