/**
 * A save that names a picture another admin deleted meanwhile is refused at its field, and a
 * picture that exists is saved as ever (probe 77, F3: a course saved with a deleted thumbnail
 * showed a broken image on the home page).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { courses, images } from '../db/schema';
import { PICTURE_GONE_MESSAGE } from '../trpc/pictures-named';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const kept = 'a'.repeat(64);
const deleted = 'b'.repeat(64);
const url = (sha: string) => `/media/images/${sha}-960.webp`;

describe('pictures a save names', () => {
  it('are saved when the site has them, refused at their field once deleted, in a cover or in a text', async () => {
    await database.db.insert(images).values({ sha256: kept, width: 1600, height: 900, bytes: 9 });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const fields = {
      title: 'A course with a picture',
      description: 'Its thumbnail was uploaded in the dialog.',
      level: 'Beginner' as const,
      duration: '1 week',
      price: 1000,
      downloadUrl: 'https://example.com/materials.zip',
    };
    const course = await admin.courses.create({ ...fields, thumbnailUrl: url(kept) });
    expect(course.thumbnailUrl).toBe(url(kept));

    const refused = admin.courses.update({ ...fields, id: course.id, thumbnailUrl: url(deleted) });
    await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PICTURE_GONE_MESSAGE, cause: { field: 'thumbnailUrl' } });
    const [stored] = await database.db.select({ thumbnailUrl: courses.thumbnailUrl }).from(courses).where(eq(courses.id, course.id));
    expect(stored?.thumbnailUrl).toBe(url(kept));

    // Inside a Markdown body, written out with the site's address too.
    await expect(
      admin.blog.create({
        title: 'An article with a deleted picture',
        slug: 'deleted-picture',
        excerpt: 'It names a picture that is gone.',
        content: `Look: ![map](https://example.dm${url(deleted)})`,
        published: false,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PICTURE_GONE_MESSAGE });
  });
});
