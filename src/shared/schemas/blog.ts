import { z } from 'zod';
import { expectedUpdatedAtField, idSchema, line, optionalImageUrl, text } from './common';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An optional cover picture (articles and events): an uploaded image's site path or an https:// URL. */
export const optionalImage = optionalImageUrl('Cover image');

/** The blog form and the create/update body (spec section 5, "Blog"). */
export const blogPostInputSchema = z
  .object({
    title: line().trim().min(5, 'Title must be at least 5 characters').max(300, 'Title must be at most 300 characters'),
    slug: text()
      .trim()
      .min(5, 'Slug must be at least 5 characters')
      .max(200, 'Slug must be at most 200 characters')
      .regex(SLUG_PATTERN, 'Slug must be lowercase with hyphens'),
    content: text().trim().min(10, 'Content must be at least 10 characters').max(200_000, 'Content is too long'),
    excerpt: text().trim().min(10, 'Excerpt must be at least 10 characters').max(1000, 'Excerpt must be at most 1000 characters'),
    coverImage: optionalImage,
    published: z.boolean().default(false),
  })
  .strict();
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/**
 * On an update, a field the create form may leave out is changed only when sent (null or '' clears
 * the cover), as for courses: a script fixing a typo with the required fields took a live article
 * offline and dropped its cover (probe 67, F1).
 */
export const blogPostUpdateSchema = blogPostInputSchema
  .extend({
    id: idSchema,
    expectedUpdatedAt: expectedUpdatedAtField,
    coverImage: optionalImage.optional(),
    published: z.boolean().optional(),
  })
  .strict();

export const slugParamSchema = z.object({ slug: text().trim().min(1).max(200) }).strict();

export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: text(),
  title: text(),
  content: text(),
  excerpt: text(),
  coverImage: text().nullable(),
  published: z.boolean(),
  /** When it was first published (the database sets it); null for an article never published. */
  publishedAt: z.date().nullable(),
  /** Seeded sample content, shown as a sample (issue 28). */
  demo: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The date an article is shown with: its first publication, or (a draft an admin previews) when it was begun. */
export const articleDate = (post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): Date => post.publishedAt ?? post.createdAt;

/** One article as readers get it: also its content rendered to safe HTML on the server. */
export const blogArticleSchema = blogPostSchema.extend({ contentHtml: text() });
