import { z } from 'zod';
import { CONTACT_STATUSES } from '../constants';
import { emailSchema, idSchema, pageQuerySchema, line, text } from './common';

export const contactSchema = z
  .object({
    name: line().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
    email: emailSchema('Please enter a valid email address'),
    subject: line().trim().min(2, 'Subject is required').max(200, 'Subject must be at most 200 characters'),
    message: text().trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message must be at most 5000 characters'),
  })
  .strict();
export type ContactInput = z.input<typeof contactSchema>;

export const contactListSchema = pageQuerySchema.extend({ status: z.enum(CONTACT_STATUSES).optional() }).strict();
/**
 * `expectedStatus`: the status the admin's list showed (the site always sends it). A message another
 * admin has moved since is refused rather than moved back (probe 77, F6). Optional over REST.
 */
export const contactUpdateSchema = z
  .object({
    id: idSchema,
    status: z.enum(CONTACT_STATUSES),
    expectedStatus: z
      .enum(CONTACT_STATUSES)
      .optional()
      .describe('The status the message had when you read it: 409, and nothing changed, when it has been moved since.'),
  })
  .strict();

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: text(),
  email: text(),
  subject: text(),
  message: text(),
  status: z.enum(CONTACT_STATUSES),
  ipAddress: text().nullable(),
  createdAt: z.date(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
