import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('blog over REST', () => {
  it('drafts stay hidden from visitors on REST and tRPC; 409 on a taken slug', async () => {
    const account = await createAccount(database.db, 'admin');
    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: account.username, password: account.password });
    const body = {
      title: 'Hidden draft',
      slug: 'hidden-draft',
      content: 'Draft content here.',
      excerpt: 'Draft excerpt here.',
      published: false,
    };
    const created = await admin.post('/api/blog-posts', body);
    expect(created.status).toBe(201);
    expect((await admin.post('/api/blog-posts', body)).status).toBe(409);

    const visitor = createClient(server.baseUrl);
    const list = await visitor.get('/api/blog-posts');
    expect(list.status).toBe(200);
    expect((list.json as unknown as { slug: string }[]).some((p) => p.slug === 'hidden-draft')).toBe(false);
    expect((await visitor.get('/api/blog-posts/slug/hidden-draft')).status).toBe(404);
    const trpc = await fetch(
      `${server.baseUrl}/trpc/blog.bySlug?input=${encodeURIComponent(JSON.stringify({ json: { slug: 'hidden-draft' } }))}`,
    );
    expect(trpc.status).toBe(404);
    expect((await admin.get('/api/blog-posts/slug/hidden-draft')).status).toBe(200);

    const published = await admin.put(`/api/blog-posts/${created.json.id}`, { ...body, published: true });
    expect(published.status).toBe(200);
    const read = await visitor.get('/api/blog-posts/slug/hidden-draft');
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ title: 'Hidden draft', content: 'Draft content here.' });
    expect(typeof read.json.updatedAt).toBe('string');

    expect((await visitor.delete(`/api/blog-posts/${created.json.id}`)).status).toBe(401);
    expect((await admin.delete(`/api/blog-posts/${created.json.id}`)).status).toBe(200);
  });

  it('a PUT with the required fields alone keeps a live article live and its cover; sent values still change them (probe 67, F1)', async () => {
    const account = await createAccount(database.db, 'admin');
    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: account.username, password: account.password });
    const required = { title: 'Live article', slug: 'live-article', content: 'An article that is live.', excerpt: 'Live article excerpt' };
    const created = await admin.post('/api/blog-posts', { ...required, coverImage: 'https://example.org/cover.png', published: true });
    expect(created.status).toBe(201);
    const typoFixed = await admin.put(`/api/blog-posts/${created.json.id}`, { ...required, title: 'Live article, typo fixed' });
    expect(typoFixed.status, typoFixed.text).toBe(200);
    expect(typoFixed.json).toMatchObject({
      title: 'Live article, typo fixed',
      published: true,
      coverImage: 'https://example.org/cover.png',
    });
    expect((await createClient(server.baseUrl).get('/api/blog-posts/slug/live-article')).status).toBe(200);
    // What is sent is still applied: a draft again, the cover cleared with null.
    const unpublished = await admin.put(`/api/blog-posts/${created.json.id}`, { ...required, published: false, coverImage: null });
    expect(unpublished.json).toMatchObject({ published: false, coverImage: null });
    // A wrong JSON type is still a 400, not "left out".
    expect((await admin.put(`/api/blog-posts/${created.json.id}`, { ...required, published: 'true' })).status).toBe(400);
  });

  it('reports the slug rule message', async () => {
    const account = await createAccount(database.db, 'admin');
    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: account.username, password: account.password });
    const res = await admin.post('/api/blog-posts', {
      title: 'A valid title',
      slug: 'Not A Slug',
      content: 'Long enough content',
      excerpt: 'Long enough excerpt',
    });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([{ path: 'slug', message: 'Slug must be lowercase with hyphens' }]);
  });

  it("an article whose slug changes is found by its old slugs (GET /api/blog-posts/moved/{slug}); a draft's renames, a slug taken again and a deleted article are not", async () => {
    const account = await createAccount(database.db, 'admin');
    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: account.username, password: account.password });
    const visitor = createClient(server.baseUrl);
    const moved = async (slug: string) => {
      const res = await visitor.get(`/api/blog-posts/moved/${slug}`);
      return res.status === 200 ? (res.json as unknown as { slug: string }).slug : res.status;
    };
    const body = {
      title: 'Moving article',
      slug: 'moving-first',
      content: 'Moving content.',
      excerpt: 'Moving excerpt.',
      published: false,
    };
    const created = await admin.post('/api/blog-posts', body);
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    // Renamed while a draft: nobody could have had that link.
    expect((await admin.put(`/api/blog-posts/${id}`, { ...body, slug: 'moving-second', published: true })).status).toBe(200);
    expect(await moved('moving-first')).toBe(404);
    expect((await admin.put(`/api/blog-posts/${id}`, { ...body, slug: 'moving-third', published: true })).status).toBe(200);
    expect((await admin.put(`/api/blog-posts/${id}`, { ...body, slug: 'moving-fourth', published: true })).status).toBe(200);
    expect([await moved('moving-second'), await moved('moving-third'), await moved('moving-fourth')]).toEqual([
      'moving-fourth',
      'moving-fourth',
      404,
    ]);
    expect((await visitor.get('/api/blog-posts/slug/moving-second')).status).toBe(404);
    // Back to an earlier slug: it is the article's own again, not an old one of it.
    expect((await admin.put(`/api/blog-posts/${id}`, { ...body, slug: 'moving-second', published: true })).status).toBe(200);
    expect([await moved('moving-second'), await moved('moving-fourth')]).toEqual([404, 'moving-second']);
    // Another article may take an old slug: then that slug is its own (the page asks `moved` only when none has it).
    const other = await admin.post('/api/blog-posts', { ...body, title: 'Taker', slug: 'moving-third', published: true });
    expect(other.status).toBe(201);
    expect(((await visitor.get('/api/blog-posts/slug/moving-third')).json as unknown as { title: string }).title).toBe('Taker');
    // Unpublished: its old links lead nowhere either.
    expect((await admin.put(`/api/blog-posts/${id}`, { ...body, slug: 'moving-second', published: false })).status).toBe(200);
    expect(await moved('moving-fourth')).toBe(404);
    expect((await admin.put(`/api/blog-posts/${id}`, { ...body, slug: 'moving-second', published: true })).status).toBe(200);
    expect(await moved('moving-fourth')).toBe('moving-second');
    // Taken down to fix, then renamed and put back in one save: its published address had been
    // shared, and still leads to it (probe 57, F7: a 404).
    expect((await admin.put(`/api/blog-posts/${id}`, { ...body, slug: 'moving-second', published: false })).status).toBe(200);
    expect((await admin.put(`/api/blog-posts/${id}`, { ...body, slug: 'moving-fifth', published: true })).status).toBe(200);
    expect([await moved('moving-second'), await moved('moving-fourth')]).toEqual(['moving-fifth', 'moving-fifth']);
    expect((await admin.delete(`/api/blog-posts/${id}`)).status).toBe(200);
    expect(await moved('moving-fourth')).toBe(404);
    expect((await visitor.get('/api/blog-posts/moved/ab%00cd')).status).toBe(400);
  });
});
