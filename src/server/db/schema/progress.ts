import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * "Mark as done" on lessons, guides and security topics (issue 26, item 4): one row per page a
 * learner finished. Gone with the account (cascade).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collection: varchar('collection', { length: 20 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
    /** When it was first marked done (the earliest, when a device's copy is merged in). */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lesson_progress_user_page_idx').on(t.userId, t.collection, t.slug)],
);

/** A lesson quiz answered all correct by the learner: the server graded it. */
export const quizPasses = pgTable(
  'quiz_passes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 100 }).notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('quiz_passes_user_slug_idx').on(t.userId, t.slug)],
);

/**
 * A certificate for a completed track. The code is the public verification code
 * (/certificates/{code}); the name is the account's full name (an admin's correction reaches it).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: varchar('track', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('certificates_code_idx').on(t.code), uniqueIndex('certificates_user_track_idx').on(t.userId, t.track)],
);
