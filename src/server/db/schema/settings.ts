import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** The company record (spec section 3, "Site settings record"): one row. */
export const siteSettings = pgTable('site_settings', {
  id: serial('id').primaryKey(),
  companyName: varchar('company_name', { length: 120 }).notNull(),
  companyTagline: varchar('company_tagline', { length: 300 }).notNull(),
  contactEmail: varchar('contact_email', { length: 254 }).notNull(),
  contactPhone: varchar('contact_phone', { length: 50 }),
  officeAddress: varchar('office_address', { length: 300 }),
  facebookUrl: text('facebook_url'),
  twitterUrl: text('twitter_url'),
  instagramUrl: text('instagram_url'),
  youtubeUrl: text('youtube_url'),
  telegramUrl: text('telegram_url'),
  discordUrl: text('discord_url'),
  /** Shown in the contact panel; the spec's hours until an admin sets the real ones. */
  officeHours: varchar('office_hours', { length: 200 }).notNull().default('Monday-Friday 9AM-5PM'),
  /** When an admin last saved the General section: until then the contact details are shown as samples. */
  contactConfirmedAt: timestamp('contact_confirmed_at', { withTimezone: true }),
  /** Bumped on every save: the precondition of the next one (409 on a stale save). */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/**
 * The notifications, appearance and content forms. One row per section; the value is
 * validated by the section's shared zod schema on every read and write.
 */
export const settingsSections = pgTable('settings_sections', {
  section: varchar('section', { length: 20 }).primaryKey().$type<'notifications' | 'appearance' | 'content' | 'payments' | 'security'>(),
  value: jsonb('value').notNull(),
  /** Bumped on every save: the precondition of the next one (409 on a stale save). */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/** Who did what, when: appended in the same transaction as every admin write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The actor's username when the row was written: kept when the account is deleted, so the log
     * still names who made each change (a demoted and deleted admin's approvals read "(deleted
     * user)": probe 77, F4). Set by the insert itself (services/audit.ts), never by a caller.
     */
    actorUsername: varchar('actor_username', { length: 60 }),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    summary: jsonb('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorId)],
);

/** Small key/value facts about this installation (e.g. that demo content was seeded once). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/**
 * Row counts of the big admin lists, kept exact by statement-level triggers (custom migration
 * 0008_row_counts_triggers.sql): a list's `total` and the dashboard's cards read one row here
 * instead of counting a million rows (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 * `grp` splits a table by the filter the lists offer: '' for users, 'active'/'inactive' for
 * subscribers, the status for contact messages.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: varchar('table_name', { length: 63 }).notNull(),
    grp: varchar('grp', { length: 20 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.grp] })],
);
