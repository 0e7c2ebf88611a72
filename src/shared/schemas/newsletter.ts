/**
 * A newsletter issue: what an admin sends to every active subscriber, each copy with that
 * subscriber's own one-click unsubscribe link. Plain text: blank lines separate paragraphs, and a
 * web address alone on its line becomes a link.
 */
import { z } from 'zod';
import { line, text } from './common';

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 20_000;

export const newsletterIssueInputSchema = z
  .object({
    subject: line()
      .trim()
      .min(3, 'Subject must be at least 3 characters')
      .max(NEWSLETTER_SUBJECT_MAX, `Subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters`),
    body: text()
      .trim()
      .min(20, 'Message must be at least 20 characters')
      .max(NEWSLETTER_BODY_MAX, `Message must be at most ${NEWSLETTER_BODY_MAX} characters`),
  })
  .strict();
export type NewsletterIssueInput = z.input<typeof newsletterIssueInputSchema>;

export const newsletterIssueSchema = z.object({
  id: z.number().int(),
  subject: text(),
  body: text(),
  /** How many active subscribers it was queued for when sent. */
  recipients: z.number().int(),
  /** Who sent it (null once that account is deleted). */
  sentBy: text().nullable(),
  sentAt: z.date(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** The last issues sent, newest first (the admin's record of what went out). */
export const NEWSLETTER_HISTORY_SIZE = 20;
