import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** Stored lowercased by the schemas, so the unique index is case-insensitive in practice. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 10 }).$type<'user' | 'admin'>().notNull().default('user'),
    /** Bumped on logout-everywhere, password change, role change: older cookies stop working. */
    sessionVersion: integer('session_version').notNull().default(1),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * When the account last proved it reads its address: a password-reset or email-change link
     * mailed to it was used. Registration does not prove it, and an admin's edit of the address
     * clears it. Data kept by address alone (the newsletter list) is shown only once it is set.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * Part of the key failed logins are counted under: an admin's unlock (or a password reset)
     * bumps it, so every lock on the account is lifted at once, on every process and store.
     */
    loginUnlockGeneration: integer('login_unlock_generation').notNull().default(0),
    /** TOTP shared secret (base32), set once 2FA is confirmed. Never leaves the server after enrolment. */
    totpSecret: text('totp_secret'),
    /** A secret offered at enrolment, kept until the admin confirms it with a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step, so one code cannot be replayed within its window. */
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(t.email),
    // The admin list's search (`ILIKE '%q%'` on each): trigram indexes, so a search at 100,000 users
    // reads the matching rows, not the table (docs/decisions/2026-11-25-admin-lists-at-scale.md).
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

/** One-time recovery codes for TOTP, stored as SHA-256 hashes (the codes are random, 50 bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);
