import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema, okSchema } from '../../shared/schemas/common';
import { blogArticleSchema, blogPostInputSchema, blogPostSchema, blogPostUpdateSchema, slugParamSchema } from '../../shared/schemas/blog';
import { markdownRenderer } from '../markdown/markdown-renderer';
import { refuseUnrenderableMarkdown } from '../markdown/unrenderable-markdown';
import { blogPosts } from '../db/schema';
import { indexNewsPost, removeNewsPost } from '../search/index-documents';
import { diffFields, recordAudit, recordedChange } from '../services/audit';
import { demoAfterEdit } from '../services/sample-marks';
import { router, TRPCError } from '../trpc/init';
import { adminProcedure, hasAdminAccess, publicProcedure } from '../trpc/procedures';
import { sharedRead } from '../trpc/shared-read';
import { editWrites } from '../services/edit-conflicts';

const columns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  content: blogPosts.content,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  demo: blogPosts.demo,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'News article not found.' });

/** How many earlier slugs an article keeps (a few renames are normal; hundreds are not). */
const PREVIOUS_SLUGS_KEPT = 20;

/** The slugs to keep after a published article's slug changes from `before` to `after` (newest last). */
export function nextPreviousSlugs(kept: readonly string[], before: string, after: string): string[] {
  return [...kept.filter((slug) => slug !== before && slug !== after), before].slice(-PREVIOUS_SLUGS_KEPT);
}
const tags = ['blog'];

export const blogRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/blog-posts', tags, summary: 'Published articles, newest first (admins also get drafts)' } })
    .input(z.void())
    .output(z.array(blogPostSchema))
    .query(({ ctx }) => {
      const isAdmin = hasAdminAccess(ctx.user);
      // Admins also get drafts: the key says which list this is.
      return sharedRead(ctx.sharedReads, `blog.list ${isAdmin ? 'admin' : 'everyone'}`, () =>
        ctx.db
          .select(columns)
          .from(blogPosts)
          .where(isAdmin ? undefined : eq(blogPosts.published, true))
          // Newest publication first; an admin's drafts (not yet published) above them, newest begun first.
          .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt), desc(blogPosts.id)),
      );
    }),

  bySlug: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/blog-posts/slug/{slug}', tags, summary: 'One article by slug' } })
    .input(slugParamSchema)
    .output(blogArticleSchema)
    .query(async ({ ctx, input }) => {
      const isAdmin = hasAdminAccess(ctx.user);
      // Shared: a signed-in reader's first visit need not render the article's markdown again
      // (each did, ~10-20 ms of CPU). An unknown slug throws, and nothing is kept for it.
      return sharedRead(ctx.sharedReads, `blog.bySlug ${isAdmin ? 'admin' : 'everyone'} ${input.slug}`, async () => {
        const [row] = await ctx.db
          .select(columns)
          .from(blogPosts)
          .where(isAdmin ? eq(blogPosts.slug, input.slug) : and(eq(blogPosts.slug, input.slug), eq(blogPosts.published, true)));
        if (!row) throw notFound();
        const content = await markdownRenderer.render(row.content);
        if (!content.rendered) ctx.log.warn({ slug: row.slug }, 'article markdown over its render budget: shown as plain text');
        return { ...row, contentHtml: content.html };
      });
    }),

  movedSlug: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/blog-posts/moved/{slug}',
        tags,
        summary: 'Where a published article now is, by a slug it had before',
      },
    })
    .input(slugParamSchema)
    .output(z.object({ slug: z.string() }))
    .query(async ({ ctx, input }) => {
      // A slug in use always wins (news/$slug.tsx asks here only when none has it); of several
      // articles that once had it, the one changed last.
      const [row] = await ctx.db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(arrayContains(blogPosts.previousSlugs, [input.slug]), eq(blogPosts.published, true)))
        .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
        .limit(1);
      if (!row) throw notFound();
      return row;
    }),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/blog-posts', tags, summary: 'Create an article' },
      rateLimit: 'none',
      audit: 'required',
      successStatus: 201,
    })
    .input(blogPostInputSchema)
    .output(blogPostSchema)
    .mutation(async ({ ctx, input }) => {
      await refuseUnrenderableMarkdown('content', input.content);
      const created = await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'blog.create',
        targetType: 'blog_post',
        change: ctx.db
          .insert(blogPosts)
          .values({ ...input, authorId: ctx.user.id })
          .returning(columns),
        summary: (row) => ({ slug: row.slug, published: row.published }),
        orElse: () => new Error('insert returned no row'),
      });
      await indexNewsPost(ctx.db, created);
      return created;
    }),

  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/blog-posts/{id}', tags, summary: 'Update an article' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(blogPostUpdateSchema)
    .output(blogPostSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, expectedUpdatedAt, ...fields } = input;
      await refuseUnrenderableMarkdown('content', fields.content);
      // Locked: two saves of one article are checked one after the other.
      const [locked] = await ctx.db
        .select({ ...columns, previousSlugs: blogPosts.previousSlugs })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for('update');
      if (!locked) throw notFound();
      const { previousSlugs, ...before } = locked;
      const { updatedAt: _u0, ...stored } = before;
      // An admin's edit makes a sample article theirs once it no longer says it is one (sample-marks.ts).
      const changes = { ...fields, ...demoAfterEdit({ ...before, ...fields }) };
      if (!editWrites(stored, changes, { storedAt: before.updatedAt, expectedUpdatedAt })) return before;
      // Links shared while it was published under its old slug keep leading to it: published now,
      // or once (taken down to fix, then renamed and put back in one save: probe 57, F7). Only a
      // draft never published (no first publication date) has a slug nobody could have shared.
      const moved = (before.published || before.publishedAt !== null) && fields.slug !== before.slug;
      const [after] = await ctx.db
        .update(blogPosts)
        .set({
          ...changes,
          updatedAt: new Date(),
          ...(moved ? { previousSlugs: nextPreviousSlugs(previousSlugs, before.slug, fields.slug) } : {}),
        })
        .where(eq(blogPosts.id, id))
        .returning(columns);
      if (!after) throw notFound();
      await indexNewsPost(ctx.db, after);
      const { content: _c1, updatedAt: _u1, ...b } = before;
      const { content: _c2, updatedAt: _u2, ...a } = after;
      const summary: Record<string, unknown> = diffFields(b, a);
      if (before.content !== after.content) summary.content = 'changed';
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'blog.update', targetType: 'blog_post', targetId: id, summary });
      return after;
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/blog-posts/{id}', tags, summary: 'Delete an article' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      const removed = await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'blog.delete',
        targetType: 'blog_post',
        change: ctx.db.delete(blogPosts).where(eq(blogPosts.id, input.id)).returning({ id: blogPosts.id, slug: blogPosts.slug }),
        summary: (row) => ({ slug: row.slug }),
        orElse: notFound,
      });
      await removeNewsPost(ctx.db, removed.id);
      return { success: true as const };
    }),
});
