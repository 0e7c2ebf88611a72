import { z } from 'zod';
import { ENROLLMENT_STATUSES, LIMITS, PAYMENT_METHODS } from '../constants';
import { PENDING_AGES, PENDING_SEARCH_MAX, PENDING_SORTS } from '../pending-queue';
import { ID_MESSAGE, idSchema, line, text, wholeNumber, numberIn } from './common';
import { paymentInstructionsSchema } from './payments';
import { amountDueSchema } from '../amount-due';
import { METHOD_REQUIRED } from '../free-course';

export { amountDueSchema };

const paymentReferenceField = line().trim().max(LIMITS.paymentReferenceMax, 'Payment reference must be at most 120 characters');

export const enrollSchema = z
  .object({
    courseId: z.number({ error: 'Choose a course' }).int('Choose a course').positive('Choose a course').max(2_147_483_647),
    /**
     * Required for a paid course (the server refuses one without it, naming this field); ignored for
     * a free one (price 0), which has no payment step: old clients that still send one keep working.
     */
    paymentMethod: z.enum(PAYMENT_METHODS, { error: METHOD_REQUIRED }).optional(),
    paymentReference: paymentReferenceField.optional().transform((v) => (v ? v : undefined)),
    /**
     * The price (US cents) the learner was shown: refused (409) when the course's price is no longer
     * that, so nobody is enrolled at a price they never saw. Optional for other API clients.
     */
    expectedPrice: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .strict();
export type EnrollInput = z.input<typeof enrollSchema>;

/**
 * The prices the enroll form showed, in one hidden field of its native post (`12:4999,13:7999`): a
 * form sent without the page's code cannot tell which of its courses' prices goes with the chosen
 * one, so it sends them all and the server takes the chosen course's as `expectedPrice`.
 */
export const SHOWN_PRICES_FIELD = 'shownPrices';
export const encodeShownPrices = (courses: readonly { id: number; price: number }[]) =>
  courses.map((course) => `${course.id}:${course.price}`).join(',');
/** The price shown for `courseId`, or undefined (not listed, or a field no form of ours wrote). */
export function shownPriceOf(encoded: string | undefined, courseId: number | undefined): number | undefined {
  if (!encoded || courseId === undefined || !/^\d+:\d+(,\d+:\d+)*$/.test(encoded)) return undefined;
  const pair = encoded.split(',').find((entry) => entry.startsWith(`${courseId}:`));
  const price = pair ? Number(pair.slice(pair.indexOf(':') + 1)) : undefined;
  return price !== undefined && Number.isSafeInteger(price) && price <= 2_147_483_647 ? price : undefined;
}

/**
 * What the admin saw of an enrollment's payment when deciding it (the queue sends it): a decision
 * is refused if the learner changed the method or the reference since, so nothing is approved
 * against proof that is no longer there. Optional for other API clients.
 */
export const seenPaymentSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    // The stored value exactly (not trimmed); generous, for references stored before today's limit.
    paymentReference: text().max(1000).nullable(),
  })
  .strict();
export type SeenPayment = z.infer<typeof seenPaymentSchema>;

export const decisionSchema = z
  .object({
    id: idSchema,
    notes: text().trim().max(LIMITS.notesMax, 'Notes must be at most 2000 characters').optional(),
    seen: seenPaymentSchema.optional(),
  })
  .strict();

/** A learner's own enrollment. Material links are null until the enrollment is confirmed. */
export const myEnrollmentSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  /** Null for a free course's enrollment: nothing to pay. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentReference: text().nullable(),
  /** What to quote when paying, e.g. DCE-7K4M. */
  paymentCode: text().nullable(),
  /** How to pay by the chosen method, while the enrollment is pending (null once decided). */
  instructions: paymentInstructionsSchema.nullable(),
  /** What the course costs, in US$ and EC$ cents and in USDT (a decimal string, 1 USDT = 1 US$). */
  amountDue: amountDueSchema,
  enrolledAt: z.date(),
  decidedAt: z.date().nullable(),
  notes: text().nullable(),
  course: z.object({
    id: z.number().int(),
    title: text(),
    downloadUrl: text().nullable(),
    youtubePlaylistUrl: text().nullable(),
    /** Extra materials: empty until the enrollment is confirmed. */
    materials: z.array(z.object({ title: text(), url: text() })),
    /** A sample course (demo content): not offered, never to be paid for. */
    sample: z.boolean(),
    /** Withdrawn (deleted by an admin after learners enrolled: archived): no longer offered, not to be paid for. */
    withdrawn: z.boolean(),
  }),
});
export type MyEnrollment = z.infer<typeof myEnrollmentSchema>;

/**
 * What a learner enrolled in a sample course reads above its payment instructions, on /profile and
 * in the email: the instructions are the operator's real ones, and nobody may pay for a course that
 * does not exist (probe 24, D1). Enrolling stays possible so an operator can try the whole flow.
 */
export const SAMPLE_COURSE_DO_NOT_PAY = 'This is a sample course that shows how the site works: it is not offered. Do not pay for it.';

/** A pending enrollment's course was withdrawn before it was paid for (probe 36, F1). */
export const WITHDRAWN_COURSE_DO_NOT_PAY =
  'This course has been withdrawn and is no longer offered: do not pay for it. Contact us if you have questions.';
/**
 * A sample course removed before launch ("Remove sample content" archives one with enrollments):
 * it was never offered, so a reference saved against it is no payment to look at (probe 72, F10).
 */
export const WITHDRAWN_SAMPLE_COURSE =
  'This sample course has been removed from the site. It was never offered and nothing was due: there is nothing else to do. If you paid for it anyway, contact us.';
/** ... and after the learner said they had paid: their payment is looked at, not lost. */
export const WITHDRAWN_COURSE_PAID =
  'This course has been withdrawn since you enrolled. We will look at the payment you reported and contact you.';

export const enrollResultSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  /** Null for a free course (confirmed at once, no code, no instructions). */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentReference: text().nullable(),
  paymentCode: text().nullable(),
  instructions: paymentInstructionsSchema.nullable(),
  amountDue: amountDueSchema,
  enrolledAt: z.date(),
});

/** `PATCH /api/enrollments/{id}`: the learner's transaction id or bank reference (empty clears it). */
export const paymentReferenceUpdateSchema = z
  .object({
    id: idSchema,
    paymentReference: paymentReferenceField.transform((v) => (v ? v : null)),
    /** The method the learner's page showed: refused (409) when the enrollment is paid another way now. */
    expectedMethod: z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' }).optional(),
  })
  .strict();

export const paymentReferenceResultSchema = z.object({
  id: z.number().int(),
  paymentReference: z.string().nullable(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
});

/**
 * `PUT /api/enrollments/{id}/method`: the learner changes how they pay for their own pending
 * enrollment, to a method offered now (its own mind changed, or the admin switched the old one off).
 */
export const paymentMethodChangeSchema = z
  .object({
    id: idSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  })
  .strict();
export type PaymentMethodChangeInput = z.input<typeof paymentMethodChangeSchema>;

/**
 * What the card says after a change, scripted or sent as a form (it then shows the new method's
 * instructions). `mailEnabled` false (no SMTP_URL): the instructions were not emailed (probe 67, F2).
 */
export const methodChangedMessage = (label: string, changed: boolean, mailEnabled: boolean) => {
  if (!changed) return `You already pay by ${label}.`;
  const emailed = mailEnabled ? 'we have emailed it to you too' : 'this site cannot send email yet, so it was not emailed to you';
  return `You now pay by ${label}. How to pay is shown below; ${emailed}.`;
};

/** The enrollment as the card shows it after a change (its reference cleared when the method changed). */
export const paymentMethodChangeResultSchema = myEnrollmentSchema
  .pick({
    id: true,
    paymentStatus: true,
    paymentMethod: true,
    paymentReference: true,
    paymentCode: true,
    instructions: true,
    amountDue: true,
  })
  .extend({
    /** Always one here: a free enrollment has no method to change (refused). */
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** False when the method asked for already was the enrollment's (nothing written, no email). */
    changed: z.boolean(),
  });

/** `GET /api/admin/enrollments/pending?method=&q=`. */
export const pendingQuerySchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: 'Method must be cash, usdt or mobanking' }).optional(),
    q: text().trim().max(PENDING_SEARCH_MAX, 'Search text is too long').optional(),
    /** How long the payment has waited: under a day, or at least 1, 3 or 7 days. */
    age: z.enum(PENDING_AGES, { error: 'Age must be today, 1d, 3d or 7d' }).optional(),
    /** Oldest first (the default: the longest wait is decided first) or newest first. */
    sort: z.enum(PENDING_SORTS, { error: 'Sort must be oldest or newest' }).optional(),
    /** The oldest this many (default PENDING_PAGE): a queue of thousands is worked from its front, or searched. */
    limit: wholeNumber(numberIn('limit', 1, 1000)).optional(),
  })
  .strict()
  .optional();

/** How many pending enrollments the queue shows at once (the oldest first). */
export const PENDING_PAGE = 200;

/**
 * An id inside a JSON body: an integer, as the contract and the OpenAPI document say. Not idSchema,
 * which also takes "12" (written for paths and query strings): in a body a string is a wrong JSON
 * type, a 400 naming the field, with idSchema's message (the probe of 2026-11-29).
 */
const bodyIdSchema = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE);

/** `POST /api/admin/enrollments/bulk`: all or nothing. No native form posts it (the queue's script does). */
export const bulkDecisionSchema = z
  .object({
    ids: z
      .array(bodyIdSchema, { error: 'Choose at least one enrollment' })
      .min(1, 'Choose at least one enrollment')
      .max(200, 'At most 200 enrollments at once')
      .refine((ids) => new Set(ids).size === ids.length, 'Each enrollment may appear only once'),
    action: z.enum(['approve', 'reject'], { error: "Action must be 'approve' or 'reject'" }),
    notes: text().trim().max(LIMITS.notesMax, 'Notes must be at most 2000 characters').optional(),
    /** What the admin saw of each chosen enrollment (decisionSchema's `seen`, with its id). */
    seen: z
      .array(seenPaymentSchema.extend({ id: bodyIdSchema }))
      .max(200, 'At most 200 enrollments at once')
      .optional(),
  })
  .strict();

export const bulkDecisionResultSchema = z.object({
  action: z.enum(['approve', 'reject']),
  count: z.number().int(),
  ids: z.array(z.number().int()),
  /** When the batch was decided (one time for all of it): what an undo of it names. */
  decidedAt: z.date().nullable(),
});

/** The admin's pending list: who, what, how they paid, when. */
export const pendingEnrollmentSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: text().nullable(),
  paymentCode: text().nullable(),
  /** Another enrollment carries the same payment reference: check before approving. */
  duplicateReference: z.boolean(),
  enrolledAt: z.date(),
  user: z.object({ id: z.number().int(), fullName: text(), username: text(), email: text() }),
  /** sample: a sample course's (demo content): its learner was told not to pay, and the CSV counts 0.00 for it. */
  course: z.object({ id: z.number().int(), title: text(), price: z.number().int(), archived: z.boolean(), sample: z.boolean() }),
  amountDue: amountDueSchema,
});
export type PendingEnrollment = z.infer<typeof pendingEnrollmentSchema>;

export const decisionResultSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  notes: text().nullable(),
  decidedAt: z.date().nullable(),
});

/** What the accounting export (GET /api/admin/enrollments/export, text/csv) holds: its file name and columns. */
export const enrollmentExportSchema = z.object({ filename: z.string(), columns: z.array(z.string()) });

/**
 * The decision an undo means, by its time as the admin saw it (`decidedAt` of the decision's answer
 * or of Recent decisions). Another admin may have undone it and decided again since: an undo by id
 * alone then undid *their* decision (probe 77, F1). Optional, as `expectedUpdatedAt` is: a script
 * that sends none undoes whatever decision stands.
 */
const decidedAtSeenField = z.iso.datetime({ offset: true }).optional();

/** `POST /api/admin/enrollments/{id}/undo`: a decision made within UNDO_WINDOW_MS goes back to pending. */
export const undoDecisionSchema = z.object({ id: idSchema, decidedAt: decidedAtSeenField }).strict();

/**
 * `POST /api/admin/enrollments/undo`: the Undo of a bulk decision, all or nothing (as the bulk
 * decision itself): undoing one by one stopped at the first refusal and left the rest decided,
 * with no word of which (probe 77, F2).
 */
export const undoManySchema = z
  .object({
    decisions: z
      .array(z.object({ id: bodyIdSchema, decidedAt: decidedAtSeenField }).strict())
      .min(1, 'Choose at least one decision to undo')
      .max(200, 'At most 200 decisions at once')
      // Twice the same one would be refused as "already undone" by its own first undo.
      .refine((list) => new Set(list.map((d) => d.id)).size === list.length, 'Each decision only once'),
  })
  .strict();

export const undoManyResultSchema = z.object({ count: z.number().int(), ids: z.array(z.number().int()) });

export const undoResultSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(ENROLLMENT_STATUSES),
  /** The decision that was undone. */
  undone: z.enum(['confirmed', 'rejected']),
});

/** `GET /api/admin/enrollments/recent`: decisions still inside the undo window, newest first. */
export const recentDecisionSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(['confirmed', 'rejected']),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentCode: text().nullable(),
  decidedAt: z.date(),
  /** When the undo stops being possible. */
  undoUntil: z.date(),
  decidedBy: text().nullable(),
  user: z.object({ fullName: text(), username: text() }),
  course: z.object({ title: text() }),
  amountDue: amountDueSchema,
});
export type RecentDecision = z.infer<typeof recentDecisionSchema>;
