import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const post = (slug: string, published: boolean) => ({
  title: `Article ${slug}`,
  slug,
  content: 'Some **markdown** content for the article.',
  excerpt: 'A short summary of the article.',
  coverImage: '',
  published,
});

describe('blog', () => {
  it('visitors and users see published posts only, newest first; admins also see drafts', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const older = await admin.blog.create(post('older-published', true));
    const draft = await admin.blog.create(post('secret-draft', false));
    const newer = await admin.blog.create(post('newer-published', true));
    expect(older.coverImage).toBeNull();

    const { caller: anonymous } = await callerWithSession(database.db);
    const { caller: user } = await signedInCaller(database.db);
    for (const caller of [anonymous, user]) {
      const slugs = (await caller.blog.list()).map((p) => p.slug);
      expect(slugs).not.toContain('secret-draft');
      expect(slugs.indexOf('newer-published')).toBeLessThan(slugs.indexOf('older-published'));
      await expect(caller.blog.bySlug({ slug: draft.slug })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect((await caller.blog.bySlug({ slug: newer.slug })).title).toBe('Article newer-published');
    }
    expect((await admin.blog.list()).map((p) => p.slug)).toContain('secret-draft');
    expect((await admin.blog.bySlug({ slug: 'secret-draft' })).published).toBe(false);
  });

  it('publishing makes a draft visible and moves updatedAt', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const draft = await admin.blog.create(post('draft-to-publish', false));
    await new Promise((r) => setTimeout(r, 10));
    const published = await admin.blog.update({ id: draft.id, ...post('draft-to-publish', true) });
    expect(published.published).toBe(true);
    expect(published.updatedAt.getTime()).toBeGreaterThan(draft.updatedAt.getTime());
    const { caller: anonymous } = await callerWithSession(database.db);
    expect((await anonymous.blog.bySlug({ slug: 'draft-to-publish' })).id).toBe(draft.id);
  });

  it('an article is dated and ordered by its first publication, whichever path publishes it (probe 34, F3)', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const begunFirst = await admin.blog.create(post('begun-first', false));
    expect(begunFirst.publishedAt).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    const between = await admin.blog.create(post('published-between', true));
    expect(between.publishedAt?.getTime()).toBeGreaterThanOrEqual(between.createdAt.getTime());
    await new Promise((r) => setTimeout(r, 10));
    const published = await admin.blog.update({ id: begunFirst.id, ...post('begun-first', true) });
    expect(published.publishedAt!.getTime()).toBeGreaterThan(between.publishedAt!.getTime());
    const { caller: anonymous } = await callerWithSession(database.db);
    const slugs = (await anonymous.blog.list()).map((p) => p.slug);
    expect(slugs.indexOf('begun-first')).toBeLessThan(slugs.indexOf('published-between'));
    expect((await anonymous.blog.bySlug({ slug: 'begun-first' })).publishedAt).toEqual(published.publishedAt);

    // Unpublished for a correction and published again: it keeps its first date.
    await admin.blog.update({ id: begunFirst.id, ...post('begun-first', false) });
    const again = await admin.blog.update({ id: begunFirst.id, ...post('begun-first', true) });
    expect(again.publishedAt).toEqual(published.publishedAt);

    // Published outside the app (psql, a script): the database dates it all the same.
    const outside = await admin.blog.create(post('published-in-psql', false));
    await database.db.execute(sql`update blog_posts set published = true where id = ${outside.id}`);
    expect((await anonymous.blog.bySlug({ slug: 'published-in-psql' })).publishedAt).toBeInstanceOf(Date);
  });

  it('slugs are unique (409) and follow the spec rule', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const first = await admin.blog.create(post('unique-slug', true));
    await expect(admin.blog.create(post('unique-slug', false))).rejects.toMatchObject({ code: 'CONFLICT' });
    const other = await admin.blog.create(post('other-slug', false));
    await expect(admin.blog.update({ id: other.id, ...post('unique-slug', false) })).rejects.toMatchObject({ code: 'CONFLICT' });
    for (const bad of ['Has-Caps', 'two--hyphens', '-leading', 'trailing-', 'with space', 'abc']) {
      await expect(admin.blog.create(post(bad, false)), bad).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(admin.blog.create(post('Bad Slug', false))).rejects.toMatchObject({
      message: expect.stringContaining('Slug must be lowercase with hyphens'),
    });
    expect(first.slug).toBe('unique-slug');
  });

  it('only admins write; delete removes the post', async () => {
    const { caller: user } = await signedInCaller(database.db);
    await expect(user.blog.create(post('user-attempt', true))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const p = await admin.blog.create(post('to-be-deleted', true));
    await expect(user.blog.delete({ id: p.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await admin.blog.delete({ id: p.id })).toEqual({ success: true });
    await expect(admin.blog.delete({ id: p.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.blog.bySlug({ slug: 'to-be-deleted' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses javascript: cover images', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await expect(admin.blog.create({ ...post('bad-cover-image', true), coverImage: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
