import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { silentLogger } from '../logger';
import type { Database } from './client';
import { courses, events } from './schema';
import { seed } from './seed';
import { demoCourses, demoEvents, demoPlaceholderLinks } from './seed-data';

let database: Database;
const options = { adminUsername: 'admin', adminEmail: 'admin@example.com', adminPassword: 'admin-pass-1', log: silentLogger };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const storedLinks = async () => {
  const courseRows = await database.db.select({ download: courses.downloadUrl, playlist: courses.youtubePlaylistUrl }).from(courses);
  const eventRows = await database.db.select({ link: events.virtualLink }).from(events);
  return [...courseRows.flatMap((c) => [c.download, c.playlist]), ...eventRows.map((e) => e.link)].filter((v): v is string => Boolean(v));
};

describe('demo placeholder links', () => {
  it('are only example.com addresses and made-up playlists', () => {
    expect(demoPlaceholderLinks.length).toBeGreaterThanOrEqual(6);
    for (const url of demoPlaceholderLinks) expect(url).toMatch(/^https:\/\/([a-z]+\.)?example\.com\/|list=PL-[a-z-]+-demo$/);
  });

  it('are seeded only as https://example.com/sample/... paths, nothing that looks live (issue 28)', () => {
    const seeded = [...demoCourses.flatMap((c) => [c.downloadUrl, c.youtubePlaylistUrl]), ...demoEvents().map((e) => e.virtualLink)].filter(
      (url): url is string => url !== null,
    );
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    for (const url of seeded) expect(url).toMatch(/^https:\/\/example\.com\/sample\//);
  });

  it('are used in demo mode, and removed from the demo rows when the site starts outside demo mode', async () => {
    await seed(database.db, { ...options, seedDemo: true });
    expect((await storedLinks()).some((url) => demoPlaceholderLinks.includes(url))).toBe(true);
    await database.db.insert(courses).values({
      title: 'A real course',
      description: 'Real material set by an administrator.',
      level: 'Beginner',
      duration: '1 week',
      price: 1000,
      downloadUrl: 'https://materials.dominica.test/real.zip',
    });
    await seed(database.db, { ...options, seedDemo: false });
    const links = await storedLinks();
    expect(links.filter((url) => demoPlaceholderLinks.includes(url))).toEqual([]);
    expect(links).toContain('https://materials.dominica.test/real.zip');
  });
});
