import { z } from 'zod';
import { expectedUpdatedAtField, idSchema, isSitePath, line, optionalImageUrl, text } from './common';
import { isWholeCents } from '../format';
import { MAX_PRICE_CENTS } from '../xcd';
import { COURSE_LEVELS, MAX_COURSE_MATERIALS } from '../constants';

const LINK_SHAPE = 'URL must start with http://, https:// or /';

/**
 * A link a learner or admin can follow: http(s) or a site-relative path, never javascript: and
 * friends. Empty says `requiredMessage`; filled but shorter than 5 says `tooShortMessage` (the
 * spec's download URL says "is required" for both; a material's "ftp" was told it was required
 * though it was filled: probe 57, F10). One message per value: the first check that fails.
 */
export const safeLink = (requiredMessage: string, tooShortMessage = requiredMessage) =>
  text()
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .min(5, { error: tooShortMessage, abort: true })
    .max(2000, 'URL is too long')
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || isSitePath(v), LINK_SHAPE);

const optionalLink = text()
  .trim()
  .max(2000, 'URL is too long')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || isSitePath(v), LINK_SHAPE)
  .nullish()
  .transform((v) => (v ? v : null));

/** One extra course material: a titled link (a file's URL, a page, a video). */
export const courseMaterialSchema = z
  .object({
    title: line().trim().min(1, 'Material title is required').max(200, 'Material title must be at most 200 characters'),
    url: safeLink('Material URL is required', LINK_SHAPE),
  })
  .strict();
export type CourseMaterial = z.infer<typeof courseMaterialSchema>;

/** Level is a choice (issue 27): the same words everywhere; a missing or empty one is 'Level is required'. */
export const courseLevelSchema = z.enum(COURSE_LEVELS, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? 'Level is required' : `Level must be one of ${COURSE_LEVELS.join(', ')}`,
});

const courseFields = {
  title: line().trim().min(3, 'Title must be at least 3 characters').max(200, 'Title must be at most 200 characters'),
  description: text().trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description must be at most 5000 characters'),
  level: courseLevelSchema,
  duration: line().trim().min(1, 'Duration is required').max(50, 'Duration must be at most 50 characters'),
  // A picture: https:// or an uploaded one, as covers are (probe 29, F4: http:// never showed).
  thumbnailUrl: optionalImageUrl('Thumbnail'),
  downloadUrl: safeLink('Download URL is required'),
  youtubePlaylistUrl: optionalLink,
  /** Extra materials; omitted on an update leaves them as they are (older REST clients). */
  materials: z.array(courseMaterialSchema).max(MAX_COURSE_MATERIALS, `At most ${MAX_COURSE_MATERIALS} materials`).optional(),
  // The course page (issue 26): what you learn (a markdown list) and how it is taught. Optional: empty hides them.
  syllabus: syllabusField().optional().default(''),
  format: formatField().optional().default(''),
};

function syllabusField() {
  return text().trim().max(5000, 'Syllabus must be at most 5000 characters');
}
function formatField() {
  return line().trim().max(200, 'Format must be at most 200 characters');
}

/**
 * On an update, the course page's optional parts are changed only when sent ('' or null clears
 * them), as materials are: a script sending the spec's fields only (a new price) kept the course's
 * materials but wiped its syllabus, format, thumbnail and playlist (probe 36, F2).
 */
const keptWhenOmitted = {
  thumbnailUrl: courseFields.thumbnailUrl.optional(),
  youtubePlaylistUrl: courseFields.youtubePlaylistUrl.optional(),
  syllabus: syllabusField().optional(),
  format: formatField().optional(),
};

/** API body for create/update: price in integer cents. */
export const courseInputSchema = z
  .object({
    ...courseFields,
    price: z
      .number({ error: 'Price must be a positive number' })
      .int('Price must be a whole number of cents, e.g. 3999 for US$39.99')
      .min(0, 'Price must be a positive number')
      .max(MAX_PRICE_CENTS, 'Price is too large'),
  })
  .strict();
export type CourseInput = z.input<typeof courseInputSchema>;

const DOLLARS = /^(\d+(\.\d*)?|\.\d+)$/;
/** Thousands written with commas (1,000 or 12,500.50): the commas are dropped. */
const GROUPED_DOLLARS = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/** A price as people type it ("49.99", "$49.99", "US$ 1,000") as a plain decimal ("1000"); null when it is not one. */
function plainDollars(typed: string): string | null {
  const bare = typed.trim().replace(/^(US)?\$\s*/i, '');
  const plain = GROUPED_DOLLARS.test(bare) ? bare.replaceAll(',', '') : bare;
  return DOLLARS.test(plain) ? plain : null;
}

/** Said at the price for a third decimal (probe 78, F3). */
export const DOLLARS_AND_CENTS_MESSAGE = 'Enter the price in dollars and cents, e.g. 39.99';

/** The admin form: price typed in dollars, converted to cents before sending. */
export const courseFormSchema = z.object({
  ...courseFields,
  // An empty box is 'Price is required', never $0.00 (Number('') would be 0).
  // Dollars as people write them ("49", "49.99", ".5"); anything else Number() would read ("0x1F",
  // "1e2", "Infinity") is not a price, whatever number it happens to spell.
  // At most two decimals, judged on the typed digits: "0.004" was rounded to $0.00 and made the
  // course free, "39.999" became US$40.00 without a word (probe 78, F3). A number (not typed
  // text) is held to the same rule within float noise, so 0.1 + 0.2 is US$0.30.
  price: z.preprocess(
    (v, ctx) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return undefined;
      const plain = plainDollars(v);
      if (plain === null) return Number.NaN;
      if ((plain.split('.')[1]?.length ?? 0) > 2) ctx.addIssue({ code: 'custom', message: DOLLARS_AND_CENTS_MESSAGE });
      return Number(plain);
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? 'Price is required' : 'Price must be a positive number') })
      .min(0, { error: 'Price must be a positive number', abort: true })
      .max(MAX_PRICE_CENTS / 100, { error: 'Price is too large', abort: true })
      .refine(isWholeCents, DOLLARS_AND_CENTS_MESSAGE),
  ),
});
export type CourseFormInput = z.input<typeof courseFormSchema>;

export const courseUpdateSchema = courseInputSchema
  .extend({ id: idSchema, expectedUpdatedAt: expectedUpdatedAtField, ...keptWhenOmitted })
  .strict();

/**
 * A course as the API returns it. Paid material links are present only for admins
 * (and, inside a confirmed enrollment, for that learner).
 */
export const courseSchema = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  level: text(),
  duration: text(),
  price: z.number().int(),
  /** The price in EC$ cents at the admin-set rate, rounded half up. */
  priceXcd: z.number().int(),
  thumbnailUrl: text().nullable(),
  downloadUrl: text().nullable().optional(),
  youtubePlaylistUrl: text().nullable().optional(),
  /** Extra materials: admins only, like downloadUrl. */
  materials: z.array(z.object({ title: text(), url: text() })).optional(),
  /** What the learner will learn: a markdown list ('' when the admin has not written one). */
  syllabus: text(),
  /** How it is taught, e.g. "Self-paced videos and a workbook" ('' when not set). */
  format: text(),
  /** Seeded sample content, shown as a sample (issue 28). */
  demo: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseDeleteResultSchema = z.object({
  success: z.literal(true),
  /** 'deleted' when no enrollment referred to it, 'archived' when its enrollment history was kept. */
  outcome: z.enum(['deleted', 'archived']),
});
