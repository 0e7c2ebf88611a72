import { z } from 'zod';
import { emailSchema, idSchema, pageQuerySchema, text } from './common';

export const newsletterSubscribeSchema = z.object({ email: emailSchema('Please enter a valid email address') }).strict();
export const newsletterUnsubscribeSchema = z.object({ token: text().trim().min(16).max(128) }).strict();

export const subscriberCreateSchema = z
  .object({ email: emailSchema('Please enter a valid email address'), subscribed: z.boolean().default(true) })
  .strict();

export const subscriberUpdateSchema = z
  .object({ id: idSchema, email: emailSchema('Please enter a valid email address').optional(), subscribed: z.boolean().optional() })
  .strict();

export const subscriberListSchema = pageQuerySchema.extend({ status: z.enum(['active', 'inactive']).optional() }).strict();

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: text(),
  subscribed: z.boolean(),
  subscribedAt: z.date(),
  unsubscribedAt: z.date().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = z.object({
  items: z.array(subscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Badge counts over all subscribers, whatever the filter. */
  counts: z.object({ total: z.number().int(), active: z.number().int() }),
});

export const subscriberExportSchema = z.object({ ids: z.array(idSchema).max(100_000).optional() }).strict();

export const NEWSLETTER_ACK = "Thanks! If this address wasn't subscribed already, it is now.";
