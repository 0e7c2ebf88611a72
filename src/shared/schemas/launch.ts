/** The launch checklist and the demo-content removal (issue 28): what a new operator still has to do. */
import { z } from 'zod';
import { text } from './common';

export const LAUNCH_CHECK_IDS = [
  'demo-content',
  'payment-methods',
  'contact-details',
  'outgoing-mail',
  'admin-two-factor',
  'public-url',
] as const;
export type LaunchCheckId = (typeof LAUNCH_CHECK_IDS)[number];

/** One item: `ok` once done; `fixUrl` is the page where an admin fixes it. */
export const launchCheckSchema = z.object({
  id: z.enum(LAUNCH_CHECK_IDS),
  ok: z.boolean(),
  title: text(),
  /** What is wrong and how to fix it, in a sentence (empty when ok). */
  detail: text(),
  fixUrl: text(),
});
export type LaunchCheck = z.infer<typeof launchCheckSchema>;

export const launchChecklistSchema = z.array(launchCheckSchema);

const demoItemSchema = z.object({ id: z.number().int(), title: text() });

/** What the remove action would remove (named in its confirm dialog), or removed. */
export const demoContentSchema = z.object({
  courses: z.array(demoItemSchema),
  events: z.array(demoItemSchema),
  posts: z.array(demoItemSchema),
});
export type DemoContent = z.infer<typeof demoContentSchema>;

export const demoRemovalResultSchema = z.object({
  /** Sample courses deleted outright (no enrollment referred to them). */
  deletedCourses: z.number().int(),
  /** Sample courses with enrollments: archived, so the learners' history stays (course-deletion rules). */
  archivedCourses: z.number().int(),
  events: z.number().int(),
  posts: z.number().int(),
});
export type DemoRemovalResult = z.infer<typeof demoRemovalResultSchema>;

/**
 * Said after an admin saves a sample that still says it is one (server/services/sample-marks.ts):
 * "Remove sample content" would take it with the others (review of probe 41, F1).
 */
export const STILL_A_SAMPLE =
  'It is still a sample: a title, format, venue, note or link in it still says so, and samples are removed before launch. Edit those words out to keep it.';
