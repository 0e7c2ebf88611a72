import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    /** Markdown. */
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    coverImage: text('cover_image'),
    published: boolean('published').notNull().default(false),
    /**
     * When it was first published (set by the database, migration 0029, when `published` first
     * becomes true): the date readers see and the news order, not when its draft was begun.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Seeded sample article (issue 28): shown as a sample until an admin edits it (then false) or removes it. */
    demo: boolean('demo').notNull().default(false),
    /** Slugs it was published under before (newest last, at most 20): old links lead to it (news/$slug.tsx). */
    previousSlugs: varchar('previous_slugs', { length: 200 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_at_idx').on(t.published, t.publishedAt, t.id),
    index('blog_posts_previous_slugs_idx').using('gin', t.previousSlugs),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    /** Local date in Dominica (America/Dominica, UTC-4, no daylight saving). */
    date: date('date', { mode: 'string' }).notNull(),
    /** Local time in Dominica, HH:MM. */
    time: varchar('time', { length: 5 }).notNull(),
    /**
     * When it ends, Dominica-local (probe 78, F14): both empty for the usual two hours
     * (EVENT_LENGTH_HOURS); an end time alone ends it the day it starts; an end date needs one.
     */
    endDate: date('end_date', { mode: 'string' }),
    endTime: varchar('end_time', { length: 5 }),
    location: varchar('location', { length: 300 }).notNull(),
    isVirtual: boolean('is_virtual').notNull().default(false),
    virtualLink: text('virtual_link'),
    /** Optional cover picture (issue 27): an uploaded image's site path or an https:// URL (an http:// one is refused: the CSP would not load it). */
    coverImage: text('cover_image'),
    /** Seeded sample event (issue 28): shown as a sample until an admin edits it (then false) or removes it. */
    demo: boolean('demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('events_date_time_idx').on(t.date, t.time)],
);
