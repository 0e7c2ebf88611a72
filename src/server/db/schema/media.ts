import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Uploaded images (issue 27): one row per distinct upload (by the SHA-256 of its bytes). The
 * variants themselves live in the image store (server/media/image-store.ts), named after `sha256`.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Upright size of the original, in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** How many bytes the original had (the variants are smaller). */
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('images_sha256_idx').on(t.sha256), index('images_created_by_idx').on(t.createdBy)],
);
