/**
 * Learning progress, quizzes and certificates (issue 26, item 4): one schema per procedure input and
 * output, shared by the procedures, the REST mapping and the browser.
 */
import { z } from 'zod';
import { text } from './common';

/** The collections whose pages have a "Mark as done" button (each is a track: src/content/tracks.ts). */
export const PROGRESS_COLLECTIONS = ['lessons', 'security', 'guides'] as const;
export type ProgressCollection = (typeof PROGRESS_COLLECTIONS)[number];

export const QUIZ_MIN_QUESTIONS = 3;
export const QUIZ_MAX_QUESTIONS = 5;

/** One quiz question in a lesson's front matter: the correct option is `answer` (0-based). */
export const quizQuestionSchema = z.strictObject({
  question: z.string().min(8).max(300),
  options: z.array(z.string().min(1).max(200)).min(2).max(4),
  answer: z.number().int().min(0).max(3),
  /** Why the answer is right, pointing back to the lesson's own words. */
  explanation: z.string().min(20).max(600),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z
  .array(quizQuestionSchema)
  .min(QUIZ_MIN_QUESTIONS)
  .max(QUIZ_MAX_QUESTIONS)
  .refine((questions) => questions.every((q) => q.answer < q.options.length), 'Each answer must point at one of its options.');

/**
 * Path values are checked against the real content (an unknown one is a 404, as for a page), so
 * here they are only bounded text: any string is safe, it is only looked up.
 */
const pathText = text().max(200, 'Too long');

export const progressItemSchema = z.object({ collection: z.string(), slug: z.string(), completedAt: z.date() });
export type ProgressItem = z.infer<typeof progressItemSchema>;

export const setProgressInputSchema = z.object({ collection: pathText, slug: pathText, done: z.boolean() }).strict();
export const setProgressOutputSchema = z.object({
  collection: z.string(),
  slug: z.string(),
  done: z.boolean(),
  completedAt: z.date().nullable(),
});

export const quizAnswersSchema = z.array(z.number().int().min(0).max(9)).min(1).max(QUIZ_MAX_QUESTIONS);

export const submitQuizInputSchema = z.object({ slug: pathText, answers: quizAnswersSchema }).strict();
export const quizResultSchema = z.object({
  slug: z.string(),
  passed: z.boolean(),
  /** Per question: whether the answer given was the correct one. */
  correct: z.array(z.boolean()),
  passedAt: z.date().nullable(),
});

export const quizPassSchema = z.object({ slug: z.string(), passedAt: z.date() });

/**
 * When a device says a page was done: an ISO time from 2020 on (later than now is taken as now, by
 * the service). Years before 100 were stored, then read back as 19xx/20xx or not at all (a 500).
 */
const deviceTime = z.iso.datetime().refine((v) => Date.parse(v) >= Date.UTC(2020, 0, 1), 'completedAt must be a time from 2020 on');

/** What a browser kept while signed out (or offline), sent once signed in: merged, never replacing. */
export const syncProgressInputSchema = z
  .object({
    completions: z.array(z.object({ collection: pathText, slug: pathText, completedAt: deviceTime }).strict()).max(200),
    quizzes: z.array(z.object({ slug: pathText, answers: quizAnswersSchema }).strict()).max(50),
  })
  .strict();
export const syncProgressOutputSchema = z.object({ progress: z.array(progressItemSchema), quizzes: z.array(quizPassSchema) });

export const quizInputSchema = z.object({ slug: pathText }).strict();
export const lessonQuizSchema = z.object({
  slug: z.string(),
  questions: z.array(z.object({ question: z.string(), options: z.array(z.string()), answer: z.number(), explanation: z.string() })),
});

export const trackSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  collection: z.enum(PROGRESS_COLLECTIONS),
  items: z.array(z.object({ collection: z.string(), slug: z.string(), title: z.string(), url: z.string(), quiz: z.boolean() })),
});
export type Track = z.infer<typeof trackSchema>;

/** Verification codes: 16 characters of RFC 4648 base32 (80 random bits). */
export const CERTIFICATE_CODE_LENGTH = 16;
const CERTIFICATE_CODE = new RegExp(`^[A-Z2-7]{${CERTIFICATE_CODE_LENGTH}}$`);

/** A code as typed (any case, spaces or dashes between groups) as issued, or undefined if it cannot be one. */
export function canonicalCertificateCode(input: string): string | undefined {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return CERTIFICATE_CODE.test(code) ? code : undefined;
}
export const certificateCodeInputSchema = z.object({ code: pathText });
export const issueCertificateInputSchema = z.object({ track: pathText }).strict();

export const certificateSchema = z.object({
  code: z.string(),
  /** The account's full name when the certificate was issued. */
  name: z.string(),
  track: z.object({ id: z.string(), title: z.string() }),
  issuedAt: z.date(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const TRACK_NOT_COMPLETE = 'Finish every page of this track (and pass every quiz) first.';
