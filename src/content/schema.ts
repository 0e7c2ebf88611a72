/**
 * The one schema every content file's front matter must satisfy. The loader (./index.ts) checks
 * each file against it when the server starts (and the content tests run it), so a page without a
 * reviewed date or without sources never reaches a reader.
 */
import { z } from 'zod';
import { guideIcons } from '../shared/schemas/content';
import { quizSchema } from '../shared/schemas/progress';

/** YYYY-MM-DD, a real calendar day. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'Not a real date.',
  );

export const contentSourceSchema = z.strictObject({
  /** What the reader will find at the link: the page's or document's own title. */
  title: z.string().min(3),
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
  /** Who publishes it, e.g. "Financial Services Unit, Commonwealth of Dominica". */
  publisher: z.string().min(2),
  /** A government, regulator, central bank or court record, or the company's own statement about itself. */
  official: z.boolean(),
  /**
   * The date the cited claim refers to (a plea, a pilot's end, a policy's effective date), as
   * precise as is known: YYYY, YYYY-MM or YYYY-MM-DD.
   */
  date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'Use YYYY, YYYY-MM or YYYY-MM-DD.'),
});
export type ContentSource = z.infer<typeof contentSourceSchema>;

const level = z.enum(['Beginner', 'Intermediate']);

/** Fields every page has. */
const basePage = z.strictObject({
  title: z.string().min(3).max(120),
  /** Meta description and card text: one or two sentences. */
  description: z.string().min(20).max(300),
  /** The day this page's claims were last checked against its sources. */
  reviewed: calendarDay,
  /** Where a reader can check the claims, official sources first (the content test enforces the order). */
  sources: z.array(contentSourceSchema).min(1),
  /** Position in its collection's list (cards, sitemap). */
  order: z.number().int().positive(),
});

/** What a guide's card shows besides the title and description: an icon and, if wanted, shorter text. */
const guideCardFields = {
  icon: z.enum(guideIcons),
  /** The card's own title and text, when they should be shorter than the page's title and description. */
  card: z
    .strictObject({
      title: z.string().min(3).max(80),
      description: z.string().min(20).max(200),
    })
    .optional(),
};

/**
 * A guide still being written: `status: planned` and only what its card needs. The page
 * (/guides/{slug}) shows the 'under development' notice and what to read meanwhile. It has no
 * body, reviewed date or sources yet: those come with the text, when `status: planned` goes.
 */
export const plannedGuideSchema = z.strictObject({
  status: z.literal('planned'),
  title: basePage.shape.title,
  description: basePage.shape.description,
  order: basePage.shape.order,
  ...guideCardFields,
});
export type PlannedGuideFrontMatter = z.infer<typeof plannedGuideSchema>;

export const frontMatterSchemas = {
  lessons: basePage.extend({
    level,
    /** Reading time, 20 to 50 minutes: "30 min". */
    duration: z.string().regex(/^(2\d|3\d|4\d|50) min$/, 'Use "NN min", between 20 and 50.'),
    /**
     * The lesson's quiz, shown after it (3 to 5 questions, issue 26): each question's `answer` is
     * its correct option (0-based) and its `explanation` points back to the lesson's own text.
     */
    quiz: quizSchema,
  }),
  security: basePage,
  caribbean: basePage,
  /** A written guide (the front matter `status` is absent or `published`). Planned guides: see guideFileSchema. */
  guides: basePage.extend({ status: z.literal('published').optional(), ...guideCardFields }),
  /** Community articles carry the day they were actually published (never back-dated). */
  community: basePage.extend({ date: calendarDay }),
  legal: basePage.extend({
    actTitle: z.string().min(3),
    /** The official page where the Act's text can be found. */
    officialUrl: z.url({ protocol: /^https$/ }),
    /** What the officialUrl link says: it must name what the reader will find there. */
    officialLabel: z.string().min(3),
    disclaimer: z.string().min(20),
  }),
} as const;

export type CollectionName = keyof typeof frontMatterSchemas;
export const collectionNames = Object.keys(frontMatterSchemas) as CollectionName[];
export type FrontMatter<C extends CollectionName> = z.infer<(typeof frontMatterSchemas)[C]>;

/**
 * Every file in src/content/guides: a written guide (reviewed date and sources required, as on
 * every page) or a planned one (`status: planned`, card fields only).
 */
export const guideFileSchema = z.discriminatedUnion('status', [frontMatterSchemas.guides, plannedGuideSchema]);
