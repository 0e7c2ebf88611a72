import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A learner's pending change of email address (issue 25): the link sent to the new address
 * carries the token; only its SHA-256 is stored. Single use, expiring, like a password reset.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercased by the schema, as users.email is. */
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('email_change_tokens_hash_idx').on(t.tokenHash), index('email_change_tokens_user_idx').on(t.userId)],
);
