import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { silentLogger } from '../logger';
import { verifyPassword } from '../services/passwords';
import type { Database } from './client';
import { appMeta, blogPosts, courses, events, settingsSections, siteSettings, users } from './schema';
import { seed, type SeedOptions } from './seed';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const baseOptions: SeedOptions = { adminUsername: 'admin', adminEmail: 'Admin@Example.com', seedDemo: true, log: silentLogger };

describe('first-start seed', () => {
  it('creates the primary admin as id 1 with a generated password reported once', async () => {
    const onGeneratedPassword = vi.fn();
    await seed(database.db, { ...baseOptions, onGeneratedPassword });
    expect(onGeneratedPassword).toHaveBeenCalledTimes(1);
    const [username, password] = onGeneratedPassword.mock.calls[0] as [string, string];
    expect(username).toBe('admin');
    expect(password.length).toBeGreaterThanOrEqual(12);
    const [admin] = await database.db.select().from(users).where(eq(users.id, 1));
    expect(admin).toMatchObject({ username: 'admin', role: 'admin', email: 'admin@example.com' });
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);

    // Seeding again changes nothing and reports no new password.
    await seed(database.db, { ...baseOptions, onGeneratedPassword });
    expect(onGeneratedPassword).toHaveBeenCalledTimes(1);
    const [{ value: courseCount }] = (await database.db.select({ value: count() }).from(courses)) as [{ value: number }];
    expect(courseCount).toBe(4);
  });

  it('uses ADMIN_PASSWORD when given; the next user gets id 2', async () => {
    const onGeneratedPassword = vi.fn();
    await seed(database.db, { ...baseOptions, adminPassword: 'chosen-password', onGeneratedPassword });
    expect(onGeneratedPassword).not.toHaveBeenCalled();
    const [admin] = await database.db.select().from(users).where(eq(users.id, 1));
    expect(await verifyPassword(admin!.passwordHash, 'chosen-password')).toBe(true);
    const [next] = await database.db
      .insert(users)
      .values({ username: 'second', fullName: 'Second', email: 's@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    expect(next!.id).toBe(2);
  });

  it('seeds the spec sample content and the settings defaults', async () => {
    await seed(database.db, baseOptions);
    const titles = (await database.db.select({ title: courses.title }).from(courses)).map((c) => c.title).join(' | ');
    for (const needle of ['Crypto Basics', 'Security Masterclass', 'Regulatory Compliance', 'Secure Crypto Wallets']) {
      expect(titles).toContain(needle);
    }
    const posts = await database.db.select().from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((p) => p.published)).toBe(true);
    const eventRows = await database.db.select().from(events);
    expect(eventRows).toHaveLength(3);
    expect(eventRows.filter((e) => e.isVirtual)).toHaveLength(2);
    // Samples name no real place (issue 28).
    expect(eventRows.some((e) => e.location.includes('Roseau'))).toBe(false);
    expect(await database.db.select().from(siteSettings)).toHaveLength(1);
    expect((await database.db.select().from(settingsSections)).map((s) => s.section).sort()).toEqual([
      'appearance',
      'content',
      'notifications',
      'payments',
      'security',
    ]);
  });

  it('SEED_DEMO=false seeds the admin and settings but no demo content', async () => {
    await seed(database.db, { ...baseOptions, seedDemo: false });
    expect(await database.db.select().from(courses)).toHaveLength(0);
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('demo content is not re-created after an admin deletes it', async () => {
    await seed(database.db, baseOptions);
    await database.db.delete(events);
    await seed(database.db, baseOptions);
    expect(await database.db.select().from(events)).toHaveLength(0);
  });
});

describe('demo content says it is a sample (issue 28)', () => {
  it('every seeded course, event and article is marked demo and says "sample" in its title and its text', async () => {
    await seed(database.db, baseOptions);
    const courseRows = await database.db.select().from(courses);
    const eventRows = await database.db.select().from(events);
    const postRows = await database.db.select().from(blogPosts);
    expect(courseRows.length + eventRows.length + postRows.length).toBe(10);
    for (const row of [...courseRows, ...eventRows]) {
      expect(row.demo, row.title).toBe(true);
      expect(row.title, row.title).toMatch(/^Sample (course|event): /);
      expect(row.description, row.title).toMatch(/\bsample\b/i);
    }
    for (const post of postRows) {
      expect(post.demo, post.slug).toBe(true);
      expect(post.title, post.slug).toMatch(/^Sample article: /);
      expect(post.excerpt, post.slug).toMatch(/\bsample\b/i);
      expect(post.content, post.slug).toMatch(/sample article/i);
    }
    // No sample names a real place or links anywhere that looks live.
    for (const e of eventRows) {
      expect(e.location).not.toMatch(/Roseau|Dominica/);
      if (e.virtualLink) expect(e.location).toContain('sample link');
    }
  });

  it('rows an earlier version seeded unmarked are marked demo once; an admin edit afterwards is not undone', async () => {
    await seed(database.db, { ...baseOptions, seedDemo: false });
    await database.db.insert(courses).values({
      title: 'Crypto Basics for the Caribbean',
      description: 'Old demo text.',
      level: 'Beginner',
      duration: '4 weeks',
      price: 4999,
      downloadUrl: 'https://materials.example.com/crypto-basics-caribbean.zip',
    });
    await database.db.delete(appMeta).where(eq(appMeta.key, 'demo_flags_backfilled'));
    await seed(database.db, { ...baseOptions, seedDemo: false });
    const [row] = await database.db.select().from(courses);
    expect(row?.demo).toBe(true);
    await database.db.update(courses).set({ demo: false });
    await seed(database.db, { ...baseOptions, seedDemo: false });
    expect((await database.db.select().from(courses))[0]?.demo).toBe(false);
  });
});
