import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every process on one PostgreSQL database. The shape is the one
 * rate-limiter-flexible's RateLimiterDrizzle reads and writes (key, points, expire); the library
 * upserts atomically and deletes rows that expired over an hour ago.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
