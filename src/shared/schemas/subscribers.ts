import { z } from 'zod';
import { emailSchema, expectedUpdatedAtField, idSchema, pageQuerySchema, text } from './common';

export const newsletterSubscribeSchema = z.object({ email: emailSchema('Please enter a valid email address') }).strict();
/**
 * What a wrong unsubscribe link is told, whatever is wrong with it: unknown, cut short by a mail
 * client's line wrapping, or run on with what followed it. One sentence for REST, the page's
 * script and the page's native form.
 */
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. It may have been mistyped.';
export const newsletterUnsubscribeSchema = z
  .object({ token: text().trim().min(16, UNSUBSCRIBE_LINK_INVALID).max(128, UNSUBSCRIBE_LINK_INVALID) })
  .strict();

export const subscriberCreateSchema = z
  .object({ email: emailSchema('Please enter a valid email address'), subscribed: z.boolean().default(true) })
  .strict();

export const subscriberUpdateSchema = z
  .object({
    id: idSchema,
    email: emailSchema('Please enter a valid email address').optional(),
    subscribed: z.boolean().optional(),
    expectedUpdatedAt: expectedUpdatedAtField,
  })
  .strict()
  // Nothing to change is a mistake to say, not an empty UPDATE (it was a 500: probe 25, F1).
  .refine((v) => v.email !== undefined || v.subscribed !== undefined, {
    message: 'Say what to change: the email, subscribed, or both.',
  });

export const subscriberListSchema = pageQuerySchema.extend({ status: z.enum(['active', 'inactive']).optional() }).strict();

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: text(),
  subscribed: z.boolean(),
  subscribedAt: z.date(),
  unsubscribedAt: z.date().nullable(),
  updatedAt: z.date(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = z.object({
  items: z.array(subscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** True when a search's matches were counted only up to a cap: there are at least `total`. */
  totalIsLowerBound: z.boolean().optional(),
  /** Badge counts over all subscribers, whatever the filter. */
  counts: z.object({ total: z.number().int(), active: z.number().int() }),
});

/** At most this many chosen ids in `GET /api/admin/subscribers/export?ids=` (a URL stays short). */
export const MAX_EXPORT_IDS = 1000;

/**
 * `GET /api/admin/subscribers/export`: every subscriber, or `?ids=1,2,3`; dates as locale strings
 * (spec) in the admin's `locale` and `timeZone` (the page sends the browser's), else en-US in Dominica's zone.
 */
export const subscriberCsvQuerySchema = z
  .object({
    ids: z
      .string()
      .max(MAX_EXPORT_IDS * 11, 'Too many subscribers chosen')
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be a comma-separated list of ids')
      .optional(),
    locale: z
      .string()
      .max(35)
      .regex(/^[A-Za-z0-9-]+$/, 'Unknown locale')
      .optional(),
    timeZone: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_+\-/]+$/, 'Unknown time zone')
      .optional(),
  })
  .strict();

export const subscriberCsvSelectionSchema = z.object({
  ids: z.array(z.number().int()).nullable(),
  locale: z.string(),
  timeZone: z.string(),
});

export const subscriberExportSchema = z.object({ ids: z.array(idSchema).max(100_000).optional() }).strict();

export const NEWSLETTER_ACK = "Thanks! If this address wasn't subscribed already, it is now.";
