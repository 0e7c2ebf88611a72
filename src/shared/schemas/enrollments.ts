import { z } from 'zod';
import { ENROLLMENT_STATUSES, LIMITS, PAYMENT_METHODS } from '../constants';
import { idSchema, text } from './common';

export const enrollSchema = z
  .object({
    courseId: z.number({ error: 'Choose a course' }).int('Choose a course').positive('Choose a course').max(2_147_483_647),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
    paymentReference: text()
      .trim()
      .max(LIMITS.paymentReferenceMax, 'Payment reference must be at most 120 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();
export type EnrollInput = z.input<typeof enrollSchema>;

export const decisionSchema = z
  .object({
    id: idSchema,
    notes: text().trim().max(LIMITS.notesMax, 'Notes must be at most 2000 characters').optional(),
  })
  .strict();

/** A learner's own enrollment. Material links are null until the enrollment is confirmed. */
export const myEnrollmentSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: text().nullable(),
  enrolledAt: z.date(),
  decidedAt: z.date().nullable(),
  notes: text().nullable(),
  course: z.object({
    id: z.number().int(),
    title: text(),
    downloadUrl: text().nullable(),
    youtubePlaylistUrl: text().nullable(),
  }),
});
export type MyEnrollment = z.infer<typeof myEnrollmentSchema>;

export const enrollResultSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: text().nullable(),
  enrolledAt: z.date(),
});

/** The admin's pending list: who, what, how they paid, when. */
export const pendingEnrollmentSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: text().nullable(),
  enrolledAt: z.date(),
  user: z.object({ id: z.number().int(), fullName: text(), username: text(), email: text() }),
  course: z.object({ id: z.number().int(), title: text(), price: z.number().int(), archived: z.boolean() }),
});
export type PendingEnrollment = z.infer<typeof pendingEnrollmentSchema>;

export const decisionResultSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  notes: text().nullable(),
  decidedAt: z.date().nullable(),
});
