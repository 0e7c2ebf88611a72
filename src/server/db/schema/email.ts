import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * The outbox: mail is inserted in the same transaction as the event that causes it and
 * sent later by the worker, so a crash or an SMTP outage loses nothing.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    /**
     * The mailbox the address delivers to (email/mailbox.ts), or the address itself for an account's
     * own alerts (email/outbox.ts, COUNTED_BY_ADDRESS): what the hourly caps count. Null for
     * a newsletter issue's copies, queued in bulk by SQL (services/newsletter-issues.ts): no cap counts them.
     */
    mailbox: varchar('mailbox', { length: 254 }),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** What kind of mail (e.g. 'enrollment.approved'), for the admin's view. */
    kind: varchar('kind', { length: 60 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending', the claim expires at this time (a crashed worker's rows come back). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** 'smtp' or 'log' (no SMTP configured: kept here for admins to read). */
    transport: varchar('transport', { length: 10 }),
    ...timestamps,
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    // How many mails of a kind one mailbox got lately (outbox.ts, MAILS_PER_HOUR).
    index('email_outbox_mailbox_kind_idx').on(t.mailbox, t.kind, t.createdAt),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** Single-use password reset links: only a hash of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);
