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

export const contentListInputSchema = z.object({ collection: contentCollectionSchema });

/** The outline icons a guide's card can show (front matter `icon` of src/content/guides/*.md). */
export const guideIcons = ['exchange', 'people', 'shield', 'globe', 'bank', 'device'] as const;
export type GuideIcon = (typeof guideIcons)[number];

/**
 * A guide as its card on /guides and the home page shows it, from content.guideCards: every file
 * of src/content/guides, written or planned, in the files' `order`.
 */
export const guideCardSchema = z.object({
  slug: text(),
  /** The guide's path on this site: /guides/{slug}. */
  url: text(),
  /** The card's title and text: the file's `card` fields, or its title and description. */
  title: text(),
  description: text(),
  icon: z.enum(guideIcons),
  /** Still being written (`status: planned`): the card says 'Coming soon' and the page shows the 'under development' notice. */
  planned: z.boolean(),
});
export type GuideCard = z.infer<typeof guideCardSchema>;

/** A page as a card shows it (front matter only), from content.list. */
export const contentSummarySchema = z.object({
  slug: text(),
  /** The page's path on this site. */
  url: text(),
  title: text(),
  description: text(),
  /** YYYY-MM-DD: the day the page's claims were last checked against its sources. */
  lastReviewed: text(),
  duration: text().optional(),
  level: z.enum(['Beginner', 'Intermediate']).optional(),
  /** Community articles: the day it was published. */
  date: text().optional(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentSourceSchema = z.object({
  title: text(),
  url: text(),
  publisher: text(),
  official: z.boolean(),
  /** The date of the fact or document cited: YYYY, YYYY-MM or YYYY-MM-DD. */
  date: text(),
});

/** A content page with its markdown (and its list of sources) already rendered to safe HTML on the server. */
export const renderedContentPageSchema = contentSummarySchema.extend({
  html: text(),
  /** Also listed at the end of the html; official sources first. */
  sources: z.array(contentSourceSchema),
});
export type RenderedContentPage = z.infer<typeof renderedContentPageSchema>;

export const renderedLegalPageSchema = renderedContentPageSchema.extend({
  actTitle: text(),
  officialUrl: text(),
  /** Names what the reader finds at officialUrl (an index page, not the Act's PDF). */
  officialLabel: text(),
  disclaimer: text(),
});

export const policyFieldSchema = z.enum(['privacyPolicy', 'termsOfService', 'disclaimerText', 'cookiePolicy', 'refundPolicy']);
export type PolicyField = z.infer<typeof policyFieldSchema>;
