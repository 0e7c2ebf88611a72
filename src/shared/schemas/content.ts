import { z } from 'zod';

/** The long-form content collections served by content.page (GET /api/content/{collection}/{slug}). */
export const contentCollectionSchema = z.enum(['lessons', 'security', 'guides', 'caribbean', 'community']);
export type ContentCollectionName = z.infer<typeof contentCollectionSchema>;

export const contentPageInputSchema = z.object({
  collection: contentCollectionSchema,
  slug: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'A slug has lowercase letters, digits and hyphens only.'),
});

/** A content page with its markdown already rendered to safe HTML on the server. */
export const renderedContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  lastReviewed: z.string(),
  html: z.string(),
  duration: z.string().optional(),
  level: z.enum(['Beginner', 'Intermediate']).optional(),
  date: z.string().optional(),
});
export type RenderedContentPage = z.infer<typeof renderedContentPageSchema>;

export const renderedLegalPageSchema = renderedContentPageSchema.extend({
  actTitle: z.string(),
  officialUrl: z.string(),
  disclaimer: z.string(),
});

export const policyFieldSchema = z.enum(['privacyPolicy', 'termsOfService', 'disclaimerText', 'cookiePolicy']);
export type PolicyField = z.infer<typeof policyFieldSchema>;
