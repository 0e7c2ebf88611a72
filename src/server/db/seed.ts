/**
 * First start: the primary admin (id 1) and, unless SEED_DEMO=false, the demo content.
 * Every step checks before it writes, so running it on every start is safe.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_COMPANY, NO_SOCIAL_LINKS } from '../../shared/constants';
import { hashPassword } from '../services/passwords';
import { SECTION_DEFAULTS, type SectionName } from '../services/settings';
import type { Logger } from '../logger';
import type { Db } from './client';
import { appMeta, blogPosts, courses, events, settingsSections, siteSettings, users } from './schema';
import { upgradeRetiredPolicyDefaults } from '../services/retired-policies';
import { demoCourses, demoEvents, demoPlaceholderLinks, demoPosts, legacyDemo } from './seed-data';

export interface SeedOptions {
  adminUsername: string;
  adminEmail: string;
  /** When undefined a random password is generated and reported once through `onGeneratedPassword`. */
  adminPassword?: string;
  seedDemo: boolean;
  log: Logger;
  onGeneratedPassword?: (username: string, password: string) => void;
}

export async function ensurePrimaryAdmin(db: Db, opts: SeedOptions): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, 1)).limit(1);
  if (existing) return;
  const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    id: 1,
    username: opts.adminUsername,
    fullName: 'Site Administrator',
    email: opts.adminEmail.toLowerCase(),
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  // The explicit id does not move the sequence: move it so the next user gets id 2.
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), 1))`);
  if (!opts.adminPassword) opts.onGeneratedPassword?.(opts.adminUsername, password);
  opts.log.info({ username: opts.adminUsername }, 'primary admin created');
}

export async function ensureSettings(db: Db): Promise<void> {
  const [row] = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  if (!row) {
    // No social link is invented: an administrator sets the real ones in Site settings > General.
    await db.insert(siteSettings).values({ ...DEFAULT_COMPANY, ...NO_SOCIAL_LINKS });
  }
  for (const section of Object.keys(SECTION_DEFAULTS) as SectionName[]) {
    await db.insert(settingsSections).values({ section, value: SECTION_DEFAULTS[section] }).onConflictDoNothing();
  }
}

/** Demo content goes in once per installation, recorded in app_meta, so deleting it sticks. */
export async function ensureDemoContent(db: Db, log: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: 'demo_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    await tx.insert(courses).values(demoCourses.map((c) => ({ ...c, demo: true })));
    // A second apart, so "newest first" has a stable order without back-dating them by days.
    const now = Date.now();
    await tx.insert(blogPosts).values(
      demoPosts.map((p, i) => ({
        ...p,
        published: true,
        demo: true,
        authorId: 1,
        createdAt: new Date(now - i * 1000),
        publishedAt: new Date(now - i * 1000),
        updatedAt: new Date(now - i * 1000),
      })),
    );
    await tx.insert(events).values(demoEvents().map((e) => ({ ...e, demo: true })));
    log.info('demo content seeded');
  });
}

/**
 * Outside demo mode, demo rows still in the database lose their placeholder links: no material
 * link (the course then shows none until an administrator sets the real one) and no meeting link.
 */
export async function hideDemoPlaceholderLinks(db: Db): Promise<void> {
  const links = [...demoPlaceholderLinks];
  await db.update(courses).set({ downloadUrl: '' }).where(inArray(courses.downloadUrl, links));
  await db.update(courses).set({ youtubePlaylistUrl: null }).where(inArray(courses.youtubePlaylistUrl, links));
  await db.update(events).set({ virtualLink: null }).where(inArray(events.virtualLink, links));
}

/**
 * Demo rows an earlier version seeded before rows were marked: still under their original title
 * (and, for courses and events, their original placeholder link), so no admin has made them theirs.
 */
export async function markLegacyDemoRows(db: Db): Promise<void> {
  const links = [...legacyDemo.links];
  // Once per installation: a row an admin edits later (demo=false) must not be marked again.
  await db.transaction(async (tx) => {
    const first = await tx
      .insert(appMeta)
      .values({ key: 'demo_flags_backfilled', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (first.length > 0) await markLegacyRows(tx, links);
  });
}

async function markLegacyRows(db: Pick<Db, 'update'>, links: string[]): Promise<void> {
  await db
    .update(courses)
    .set({ demo: true })
    .where(and(inArray(courses.title, [...legacyDemo.courseTitles]), inArray(courses.downloadUrl, links)));
  await db
    .update(events)
    .set({ demo: true })
    .where(and(inArray(events.title, [...legacyDemo.eventTitles]), eq(events.location, 'Roseau, Dominica')));
  await db
    .update(events)
    .set({ demo: true })
    .where(and(inArray(events.title, [...legacyDemo.eventTitles]), inArray(events.virtualLink, links)));
  await db
    .update(blogPosts)
    .set({ demo: true })
    .where(and(inArray(blogPosts.title, [...legacyDemo.postTitles]), eq(blogPosts.authorId, 1)));
}

export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  await ensurePrimaryAdmin(db, opts);
  await ensureSettings(db);
  await upgradeRetiredPolicyDefaults(db);
  await markLegacyDemoRows(db);
  if (opts.seedDemo) await ensureDemoContent(db, opts.log);
  else await hideDemoPlaceholderLinks(db);
}
