/**
 * Markdown whose parse takes far longer than its length (a run of `*`, deep quotes) is refused when
 * saved, naming the field; one already stored is shown as plain text, and the server keeps
 * answering everyone else while it is tried (the probe of 2026-11-29: a 16 KB article answered
 * 500 after 34 s and held up every other request meanwhile).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { blogPosts } from '../db/schema';
import { HTTP_IMAGE_MESSAGE, UNRENDERABLE_MARKDOWN_MESSAGE } from '../markdown/unrenderable-markdown';

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

const stars = `${'*'.repeat(8000)}x${'*'.repeat(8000)}`;
const deepQuotes = `${'> '.repeat(12_000)}Refunds within 7 days.`;

async function adminClient() {
  const account = await createAccount(database.db, 'admin');
  const admin = createClient(server.baseUrl);
  await admin.post('/api/login', { username: account.username, password: account.password });
  return admin;
}

describe('markdown that cannot be rendered in time', () => {
  it('an article of it is refused at its content field, on create and on edit', async () => {
    const admin = await adminClient();
    const body = { title: 'Stars article', slug: 'stars-article', content: stars, excerpt: 'An excerpt long enough.', published: true };
    const refused = await admin.post('/api/blog-posts', body);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: UNRENDERABLE_MARKDOWN_MESSAGE,
      code: 'BAD_REQUEST',
      issues: [{ path: 'content', message: UNRENDERABLE_MARKDOWN_MESSAGE }],
    });
    // The admin's form (tRPC) is told which field.
    const form = await admin.post('/trpc/blog.create', { json: body });
    expect(form.status).toBe(400);
    expect(JSON.stringify(form.json)).toContain(JSON.stringify({ path: 'content', message: UNRENDERABLE_MARKDOWN_MESSAGE }));
    expect((await createClient(server.baseUrl).get('/api/blog-posts/slug/stars-article')).status).toBe(404);

    const created = await admin.post('/api/blog-posts', { ...body, content: 'An ordinary *article*.' });
    expect(created.status).toBe(201);
    const edited = await admin.put(`/api/blog-posts/${created.json.id}`, {
      ...body,
      content: deepQuotes,
      expectedUpdatedAt: created.json.updatedAt,
    });
    expect(edited.status).toBe(400);
    expect(edited.json).toEqual({
      message: UNRENDERABLE_MARKDOWN_MESSAGE,
      code: 'BAD_REQUEST',
      issues: [{ path: 'content', message: UNRENDERABLE_MARKDOWN_MESSAGE }],
    });
  });

  it('a policy of it is refused at its field', async () => {
    const admin = await adminClient();
    const settings = (await admin.get('/api/admin/settings')).json as unknown as { content: Record<string, unknown> & { version: number } };
    const refused = await admin.put('/api/admin/settings/content', { ...settings.content, refundPolicy: deepQuotes });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: UNRENDERABLE_MARKDOWN_MESSAGE,
      code: 'BAD_REQUEST',
      issues: [{ path: 'refundPolicy', message: UNRENDERABLE_MARKDOWN_MESSAGE }],
    });
    const form = await admin.post('/trpc/settings.updateContent', { json: { ...settings.content, refundPolicy: deepQuotes } });
    expect(JSON.stringify(form.json)).toContain(JSON.stringify({ path: 'refundPolicy', message: UNRENDERABLE_MARKDOWN_MESSAGE }));
  });

  it('one already stored is shown as plain text, and others are answered while it is tried', async () => {
    await database.db.insert(blogPosts).values({
      title: 'Stored stars',
      slug: 'stored-stars',
      content: `<b>kept as text</b>\n\n${stars}`,
      excerpt: 'Stored before the check.',
      published: true,
    });
    const visitor = createClient(server.baseUrl);
    const order: string[] = [];
    const article = visitor.get('/api/blog-posts/slug/stored-stars').then((res) => {
      order.push('article');
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const other = await createClient(server.baseUrl).get('/api/courses');
    order.push('courses');
    expect(other.status).toBe(200);
    const res = await article;
    expect(res.status).toBe(200);
    expect(order).toEqual(['courses', 'article']);
    const html = String(res.json.contentHtml);
    expect(html).toContain('&lt;b&gt;kept as text&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('*'.repeat(100));
  });
});

describe("an http:// image, which no reader's browser would load here (probe 34, N2)", () => {
  it('is refused at its field, written inline or by reference; https://, uploaded images and http:// links are kept', async () => {
    const admin = await adminClient();
    const body = { title: 'Pictures', slug: 'pictures-article', excerpt: 'An excerpt long enough.', published: true };
    for (const content of ['See ![chart](http://example.com/chart.png).', 'See ![chart][c].\n\n[c]: HTTP://example.com/chart.png']) {
      const refused = await admin.post('/api/blog-posts', { ...body, content });
      expect(refused.status, content).toBe(400);
      expect(refused.json).toEqual({
        message: HTTP_IMAGE_MESSAGE,
        code: 'BAD_REQUEST',
        issues: [{ path: 'content', message: HTTP_IMAGE_MESSAGE }],
      });
    }
    const form = await admin.post('/trpc/blog.create', { json: { ...body, content: '![a](http://example.com/a.png)' } });
    expect(JSON.stringify(form.json)).toContain(JSON.stringify({ path: 'content', message: HTTP_IMAGE_MESSAGE }));
    const kept = await admin.post('/api/blog-posts', {
      ...body,
      content: '![a](https://example.com/a.png) ![b](/uploads/b.webp) and [a page](http://example.com/page).',
    });
    expect(kept.status, kept.text).toBe(201);
  });
});
