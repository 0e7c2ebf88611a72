import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
     * Part of the key failed logins are counted under: an admin's unlock (or a password reset)
     * bumps it, so every lock on the account is lifted at once, on every process and store.
     */
    loginUnlockGeneration: integer('login_unlock_generation').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(t.email),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);
