import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    level: varchar('level', { length: 50 }).notNull(),
    duration: varchar('duration', { length: 50 }).notNull(),
    /** Integer cents: 4999 is $49.99. */
    price: integer('price').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    downloadUrl: text('download_url').notNull(),
    youtubePlaylistUrl: text('youtube_playlist_url'),
    /**
     * More materials beside downloadUrl (issue 27): [{ title, url }], shown to a learner only once
     * the enrollment is confirmed (like downloadUrl). downloadUrl stays the spec's main link.
     */
    materials: jsonb('materials').$type<{ title: string; url: string }[]>().notNull().default([]),
    /** What the learner will learn (issue 26): a markdown list, shown on the course page. */
    syllabus: text('syllabus').notNull().default(''),
    /** How the course is taught (e.g. "Self-paced videos and a workbook"), shown on the course page. */
    format: varchar('format', { length: 200 }).notNull().default(''),
    /** Courses with enrollment history are archived instead of deleted, so the history stays. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Seeded sample content (issue 28): shown as a sample until an admin edits it (then false) or removes it. */
    demo: boolean('demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('courses_archived_at_idx').on(t.archivedAt), check('courses_price_check', sql`${t.price} >= 0`)],
);
