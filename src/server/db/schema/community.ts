import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Random token for the one-click unsubscribe link in every newsletter email. */
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscribers_email_idx').on(t.email),
    uniqueIndex('subscribers_token_idx').on(t.unsubscribeToken),
    // The lists sort by (subscribed_at, id): with id in the index, a page is an index scan, not a sort of every row.
    index('subscribers_subscribed_idx').on(t.subscribed, t.subscribedAt, t.id),
    index('subscribers_subscribed_at_idx').on(t.subscribedAt, t.id),
    // The admin list's search by email (`ILIKE '%q%'`) at a million rows.
    index('subscribers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // The dashboard's subscribers trend reads the rows that left, by when they left.
    index('subscribers_unsubscribed_at_idx')
      .on(t.unsubscribedAt)
      .where(sql`not ${t.subscribed}`),
  ],
);

/** Each newsletter issue sent: what went out, to how many, by whom (its mails are in the outbox). */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 150 }).notNull(),
    body: text('body').notNull(),
    /** Active subscribers when it was sent: the copies it is queued for. */
    recipients: integer('recipients').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The site's address its unsubscribe links use (copies are queued after the request, in batches). */
    // Text, not varchar(n): without PUBLIC_URL (development) it is the request's Host, of any length.
    siteUrl: text('site_url'),
    /** The last subscriber id a copy was queued for; null once every copy is queued. */
    queuedThrough: integer('queued_through'),
    ...timestamps,
  },
  (t) => [
    index('newsletter_issues_created_idx').on(t.createdAt),
    // The outbox worker looks for issues with copies still to queue.
    index('newsletter_issues_queueing_idx')
      .on(t.id)
      .where(sql`${t.queuedThrough} is not null`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 10 }).$type<'new' | 'read' | 'archived'>().notNull().default('new'),
    /** The sender's network address, kept for abuse handling. */
    ipAddress: varchar('ip_address', { length: 64 }),
    ...timestamps,
  },
  (t) => [
    // Newest first, ties by id: with id in the index a page is an index scan without a sort.
    index('contact_messages_status_created_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    // The admin list's search (name, email, subject).
    index('contact_messages_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('contact_messages_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('contact_messages_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'read', 'archived')`),
  ],
);
