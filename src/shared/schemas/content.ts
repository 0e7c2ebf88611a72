import { z } from 'zod';
import { text } from './common';

/** The long-form content collections served by content.page (GET /api/content/{collection}/{slug}). */
export const contentCollectionSchema = z.enum(['lessons', 'security', 'guides', 'caribbean', 'community']);
export type ContentCollectionName = z.infer<typeof contentCollectionSchema>;

export const contentPageInputSchema = z.object({
  collection: contentCollectionSchema,
  slug: text()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'A slug has lowercase letters, digits and hyphens only.'),
});

/** A content page with its markdown already rendered to safe HTML on the server. */
export const renderedContentPageSchema = z.object({
  slug: text(),
  title: text(),
  description: text(),
  lastReviewed: text(),
  html: text(),
  duration: text().optional(),
  level: z.enum(['Beginner', 'Intermediate']).optional(),
  date: text().optional(),
});
export type RenderedContentPage = z.infer<typeof renderedContentPageSchema>;

export const renderedLegalPageSchema = renderedContentPageSchema.extend({
  actTitle: text(),
  officialUrl: text(),
  disclaimer: text(),
});

export const policyFieldSchema = z.enum(['privacyPolicy', 'termsOfService', 'disclaimerText', 'cookiePolicy']);
export type PolicyField = z.infer<typeof policyFieldSchema>;
