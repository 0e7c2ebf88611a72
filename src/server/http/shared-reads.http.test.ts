/**
 * Shared reads (trpc/shared-read.ts) as visitors meet them: a kept copy never crosses from an
 * admin to a learner (or back), and an answer made from a kept copy is thrown away when the rows
 * behind that copy change, even by a write no request made (an operator in psql).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createClient, signedInClient, startTestServer } from '../../../test/http';
import { blogPosts, courses, siteSettings } from '../db/schema';
import { markdownRenderer } from '../markdown/markdown-renderer';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;
const SECRET_LINK = 'https://materials.example.com/shared-reads-secret.zip';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  await database.db.insert(courses).values({
    title: 'Shared reads course',
    description: 'A course whose material link only admins may see.',
    level: 'Beginner',
    duration: '2 weeks',
    price: 1000,
    downloadUrl: SECRET_LINK,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** Asks until `ok` holds of the answer (a change from psql reaches the process by NOTIFY), at most ~2 s. */
async function eventually(get: () => Promise<string>, ok: (text: string) => boolean): Promise<string> {
  let text = '';
  for (let i = 0; i < 40; i++) {
    text = await get();
    if (ok(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return text;
}

describe('shared reads', () => {
  it("an article's and a policy's markdown is rendered once for every reader, and again after an edit (a signed-in reader's first visit rendered it each time)", async () => {
    const slug = `shared-reads-article-${Date.now()}`;
    await database.db
      .insert(blogPosts)
      .values({ title: 'Shared article', slug, content: 'First **text**.', excerpt: 'An article.', published: true });
    const render = vi.spyOn(markdownRenderer, 'render');
    const readers = [await signedInClient(server.baseUrl, database.db), await signedInClient(server.baseUrl, database.db)];
    for (const reader of readers) {
      const article = await reader.get(`/api/blog-posts/slug/${slug}`);
      expect(article.json.contentHtml).toContain('<strong>text</strong>');
      expect((await reader.get('/api/content/policies/privacyPolicy')).status).toBe(200);
    }
    expect(render).toHaveBeenCalledTimes(2); // the article and the policy, once each

    await database.db.update(blogPosts).set({ content: 'Second *text*.' }).where(eq(blogPosts.slug, slug));
    const later = await signedInClient(server.baseUrl, database.db);
    expect(
      await eventually(
        async () => (await later.get(`/api/blog-posts/slug/${slug}`)).text,
        (t) => t.includes('<em>text</em>'),
      ),
    ).toContain('<em>text</em>');
  });

  it('a draft an admin opened is never handed to a learner, whoever asks first', async () => {
    const slug = `shared-reads-draft-article-${Date.now()}`;
    await database.db
      .insert(blogPosts)
      .values({ title: 'Draft article', slug, content: 'Draft body.', excerpt: 'Draft.', published: false });
    const admin = await signedInClient(server.baseUrl, database.db, 'admin');
    expect((await admin.get(`/api/blog-posts/slug/${slug}`)).status).toBe(200);
    const learner = await signedInClient(server.baseUrl, database.db);
    expect((await learner.get(`/api/blog-posts/slug/${slug}`)).status).toBe(404);
    expect((await createClient(server.baseUrl).get(`/api/blog-posts/slug/${slug}`)).status).toBe(404);
  });

  it('the course list an admin was given is never handed to a learner, whoever asks first', async () => {
    const admin = await signedInClient(server.baseUrl, database.db, 'admin');
    const learner = await signedInClient(server.baseUrl, database.db);
    const anonymous = createClient(server.baseUrl);
    expect((await admin.get('/api/courses')).text).toContain(SECRET_LINK);
    expect((await learner.get('/api/courses')).text).not.toContain(SECRET_LINK);
    expect((await anonymous.get('/api/courses')).text).not.toContain(SECRET_LINK);

    // Both copies thrown away; now a learner asks first.
    await database.db.update(courses).set({ duration: '3 weeks' }).where(eq(courses.downloadUrl, SECRET_LINK));
    const laterLearner = await signedInClient(server.baseUrl, database.db);
    expect(
      await eventually(
        async () => (await laterLearner.get('/api/courses')).text,
        (t) => t.includes('3 weeks'),
      ),
    ).not.toContain(SECRET_LINK);
    const laterAdmin = await signedInClient(server.baseUrl, database.db, 'admin');
    expect((await laterAdmin.get('/api/courses')).text).toContain(SECRET_LINK);
  });

  it("a draft in the admin's news list is never in a learner's, whoever asks first", async () => {
    const draftTitle = `Shared reads draft ${Date.now()}`;
    await database.db
      .insert(blogPosts)
      .values({ title: draftTitle, slug: `shared-reads-draft-${Date.now()}`, content: 'Draft body.', excerpt: 'Draft.', published: false });
    const learner = await signedInClient(server.baseUrl, database.db);
    expect((await learner.get('/api/blog-posts')).text).not.toContain(draftTitle);
    const admin = await signedInClient(server.baseUrl, database.db, 'admin');
    expect((await admin.get('/api/blog-posts')).text).toContain(draftTitle);
    const laterLearner = await signedInClient(server.baseUrl, database.db);
    expect((await laterLearner.get('/api/blog-posts')).text).not.toContain(draftTitle);
  });

  it('an answer made from a kept copy of the settings is thrown away when the settings change', async () => {
    const first = await signedInClient(server.baseUrl, database.db);
    const second = await signedInClient(server.baseUrl, database.db);
    const name = async (client: typeof first) => (await client.get('/api/settings')).json.companyName as string;
    const before = await name(first); // keeps the copy
    expect(await name(second)).toBe(before); // made from the kept copy
    expect((await second.get('/api/settings')).headers.get('x-cache')).toBe('PRIVATE-HIT');

    // Changed outside any request: only the database's own notification tells the process.
    await database.db
      .insert(siteSettings)
      .values({ id: 1, companyName: 'Renamed by an operator', companyTagline: 'A tagline', contactEmail: 'team@example.com' })
      .onConflictDoUpdate({ target: siteSettings.id, set: { companyName: 'Renamed by an operator' } });
    expect(
      await eventually(
        () => name(second),
        (n) => n === 'Renamed by an operator',
      ),
    ).toBe('Renamed by an operator');
    expect(await name(first)).toBe('Renamed by an operator');
  });
});
