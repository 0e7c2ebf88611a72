import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { images, imageVariants } from '../db/schema';
import { copyPicturesFromDisk } from './pictures-from-disk';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('pictures uploaded when their files were kept on disk', () => {
  it('are copied into the database once, from the files the folder still has', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dce-media-'));
    const sha = 'a'.repeat(64);
    // 1000x500: variants at 480 and 960, each WebP and AVIF; the folder lost one of the four.
    await database.db.insert(images).values({ sha256: sha, width: 1000, height: 500, bytes: 9 });
    for (const name of [`${sha}-480.webp`, `${sha}-480.avif`, `${sha}-960.webp`]) writeFileSync(path.join(dir, name), `bytes of ${name}`);

    expect(await copyPicturesFromDisk(database.db, dir)).toBe(3);
    const stored = await database.db.select().from(imageVariants).where(eq(imageVariants.sha256, sha));
    expect(stored.map((v) => `${v.width}.${v.format}:${v.bytes.toString()}`).sort()).toEqual([
      `480.avif:bytes of ${sha}-480.avif`,
      `480.webp:bytes of ${sha}-480.webp`,
      `960.webp:bytes of ${sha}-960.webp`,
    ]);
    // A second start finds the picture's files in the database and copies nothing.
    expect(await copyPicturesFromDisk(database.db, dir)).toBe(0);
    expect(await copyPicturesFromDisk(database.db, path.join(dir, 'no-such-folder'))).toBe(0);
  });
});
