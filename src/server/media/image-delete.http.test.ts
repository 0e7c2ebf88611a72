/**
 * An uploaded picture can be deleted (a wrong photo, a cover replaced): `GET /api/admin/images`
 * lists each with where it is shown; `DELETE /api/admin/images/{id}` refuses (409, naming the
 * places) while anything shows it, and otherwise removes its row and its files, audited.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../../test/db';
import { createClient, signedInClient, startTestServer } from '../../../test/http';
import { auditLog, blogPosts, courses, images, settingsSections } from '../db/schema';
import { DEFAULT_APPEARANCE_SETTINGS } from '../../shared/schemas/settings';
import { IMAGE_IN_USE_MESSAGE } from '../../shared/schemas/images';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;
let learner: ReturnType<typeof createClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
  learner = await signedInClient(server.baseUrl, database.db, 'user');
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function upload(background: string) {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(png)]), 'cover.png');
  const res = await fetch(`${server.baseUrl}/api/admin/images`, { method: 'POST', body, headers: { cookie: admin.cookie } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; url: string; variants: { url: string }[] };
}

type Listed = { id: number; url: string; usedIn: { label: string; href: string }[]; uploadedBy: string | null; bytes: number };
const listed = async () => (await admin.get('/api/admin/images')).json as unknown as Listed[];
const served = async (url: string) => (await fetch(server.baseUrl + url)).status;

describe('deleting an uploaded picture', () => {
  it('only admins list or delete (401 anonymous, 403 learners), and ids must be ids (400)', async () => {
    const picture = await upload('#0f766e');
    expect((await createClient(server.baseUrl).get('/api/admin/images')).status).toBe(401);
    expect((await learner.get('/api/admin/images')).status).toBe(403);
    expect((await learner.delete(`/api/admin/images/${picture.id}`)).status).toBe(403);
    expect((await createClient(server.baseUrl).delete(`/api/admin/images/${picture.id}`)).status).toBe(401);
    for (const bad of ['abc', '-1', '0', '1.5', '%00', '99999999999'])
      expect((await admin.delete(`/api/admin/images/${bad}`)).status, bad).toBe(400);
    expect(await served(picture.url)).toBe(200);
  });

  it('is refused while a course or an article shows it, naming them; then deleted with its files', async () => {
    const picture = await upload('#b91c1c');
    const [course] = await database.db
      .insert(courses)
      .values({
        title: 'Wallet Basics',
        description: 'd',
        level: 'Beginner',
        duration: '1 week',
        price: 1000,
        thumbnailUrl: picture.url,
        downloadUrl: 'https://example.com/guide.pdf',
      })
      .returning({ id: courses.id });
    const smaller = picture.variants[0]!.url; // a body may show a smaller variant
    const [article] = await database.db
      .insert(blogPosts)
      .values({ slug: 'keys', title: 'Keys', content: `Look: ![a key](${smaller})`, excerpt: 'e' })
      .returning({ id: blogPosts.id });

    const entry = (await listed()).find((image) => image.id === picture.id);
    expect(entry?.usedIn.map((use) => use.label)).toEqual(['Course “Wallet Basics”', 'News article “Keys”']);
    expect(entry?.bytes).toBeGreaterThan(0);

    const refused = await admin.delete(`/api/admin/images/${picture.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(`${IMAGE_IN_USE_MESSAGE} Course “Wallet Basics”; News article “Keys”.`);
    expect(await served(picture.url)).toBe(200);

    await database.db.update(courses).set({ thumbnailUrl: null }).where(eq(courses.id, course!.id));
    expect((await admin.delete(`/api/admin/images/${picture.id}`)).status).toBe(409);
    await database.db.delete(blogPosts).where(eq(blogPosts.id, article!.id));

    const deleted = await admin.delete(`/api/admin/images/${picture.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ success: true });
    expect((await listed()).some((image) => image.id === picture.id)).toBe(false);
    for (const variant of picture.variants) expect(await served(variant.url), variant.url).toBe(404);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'image.delete'));
    expect(audits.map((a) => a.targetId)).toContain(String(picture.id));
    // Deleting it again: it is gone (404), not a server error.
    expect((await admin.delete(`/api/admin/images/${picture.id}`)).status).toBe(404);
  });

  it('the same picture uploaded again after its deletion is served again', async () => {
    const first = await upload('#7c3aed');
    expect((await admin.delete(`/api/admin/images/${first.id}`)).status).toBe(200);
    expect(await served(first.url)).toBe(404);
    const again = await upload('#7c3aed');
    expect(again.url).toBe(first.url);
    expect(await served(again.url)).toBe(200);
    expect(await database.db.select().from(images).where(eq(images.id, again.id))).toHaveLength(1);
  });

  it.runIf(usingPostgres)(
    'PostgreSQL: an upload of the same picture while its deletion is under way waits for it, and is served afterwards',
    async () => {
      const first = await upload('#0891b2');
      // Another connection deletes the row and holds its transaction open, as a slow deletion would.
      const other = database.reopen!();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const deleting = new Promise<void>((resolve) => {
        void other.db.transaction(async (tx) => {
          await tx.delete(images).where(eq(images.id, first.id));
          resolve();
          await held;
        });
      });
      await deleting;
      let uploaded = false;
      const again = upload('#0891b2').then((result) => {
        uploaded = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(uploaded).toBe(false);
      release();
      expect((await again).url).toBe(first.url);
      expect(await served(first.url)).toBe(200);
      for (const variant of (await again).variants) expect(await served(variant.url), variant.url).toBe(200);
    },
  );

  it('every process on the database serves a picture uploaded to one of them (probe 72, F1)', async () => {
    const picture = await upload('#be123c');
    const second = await startTestServer(database);
    try {
      for (const variant of picture.variants) expect((await fetch(second.baseUrl + variant.url)).status, variant.url).toBe(200);
      const bytes = new Uint8Array(await (await fetch(second.baseUrl + picture.url)).arrayBuffer());
      expect(Buffer.from(bytes).equals(Buffer.from(await (await fetch(server.baseUrl + picture.url)).arrayBuffer()))).toBe(true);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    } finally {
      await second.close();
    }
  });

  it('the site logo counts as a use', async () => {
    const picture = await upload('#facc15');
    // As the site's own https address writes it out in full.
    const value = { ...DEFAULT_APPEARANCE_SETTINGS, logoUrl: `https://dce.example${picture.url}` };
    await database.db
      .insert(settingsSections)
      .values({ section: 'appearance', value, version: 1 })
      .onConflictDoUpdate({ target: settingsSections.section, set: { value } });
    const refused = await admin.delete(`/api/admin/images/${picture.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('Site settings: Appearance');
  });

  it('is described in /api/openapi.json', async () => {
    const doc = (await admin.get('/api/openapi.json')).json as unknown as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/admin/images']?.get).toBeDefined();
    expect(doc.paths['/admin/images/{id}']?.delete).toBeDefined();
  });
});
