import { customType, index, integer, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Uploaded images (issue 27): one row per distinct upload (by the SHA-256 of its bytes); its
 * variants are in `image_variants`.
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

/** Bytes as PostgreSQL keeps them; read back as a Buffer from either driver (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The served files of each picture (WebP and AVIF at up to three widths), kept in the database
 * rather than on one process's disk: every process behind a proxy serves them, a database backup
 * keeps them, and an upload's files and row commit together (probe 72, F1). They go with the row.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    sha256: varchar('sha256', { length: 64 })
      .notNull()
      .references(() => images.sha256, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    bytes: bytea('bytes').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.sha256, t.width, t.format] })],
);
