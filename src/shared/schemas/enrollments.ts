import { z } from 'zod';
import { ENROLLMENT_STATUSES, LIMITS, PAYMENT_METHODS } from '../constants';
import { idSchema } from './common';

export const enrollSchema = z
  .object({
    courseId: z.number({ error: 'Choose a course' }).int('Choose a course').positive('Choose a course').max(2_147_483_647),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
    paymentReference: z
      .string()
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
    notes: z.string().trim().max(LIMITS.notesMax, 'Notes must be at most 2000 characters').optional(),
  })
  .strict();

/** A learner's own enrollment. Material links are null until the enrollment is confirmed. */
export const myEnrollmentSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: z.string().nullable(),
  enrolledAt: z.date(),
  decidedAt: z.date().nullable(),
  notes: z.string().nullable(),
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    downloadUrl: z.string().nullable(),
    youtubePlaylistUrl: z.string().nullable(),
  }),
});
export type MyEnrollment = z.infer<typeof myEnrollmentSchema>;

export const enrollResultSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: z.string().nullable(),
  enrolledAt: z.date(),
});

/** The admin's pending list: who, what, how they paid, when. */
export const pendingEnrollmentSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: z.string().nullable(),
  enrolledAt: z.date(),
  user: z.object({ id: z.number().int(), fullName: z.string(), username: z.string(), email: z.string() }),
  course: z.object({ id: z.number().int(), title: z.string(), price: z.number().int(), archived: z.boolean() }),
});
export type PendingEnrollment = z.infer<typeof pendingEnrollmentSchema>;

export const decisionResultSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  notes: z.string().nullable(),
  decidedAt: z.date().nullable(),
});
