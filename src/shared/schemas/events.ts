import { z } from 'zod';
import { isCalendarDate } from '../dominica-time';
import { optionalImage } from './blog';
import { expectedUpdatedAtField, idSchema, line, text } from './common';

/** The dates an event may have. */
export const EVENT_DATES = {
  first: '2000-01-01',
  last: '2100-12-31',
  message: 'Date must be between 2000-01-01 and 2100-12-31',
} as const;

/**
 * How long an event lasts. The spec gives events no end time; two hours is the length of our
 * workshops. One number for both places that need an end: the calendar file (DURATION) and the
 * events list, where an event stays "coming up", with its join link, until it ends (probe 29, F1).
 */
export const EVENT_LENGTH_HOURS = 2;

/** The id of an event's card on /community/events: the address its search result leads to. */
export const eventAnchor = (id: number) => `event-${id}`;

// The spec asks for no format check; the site links it only when it is http(s).
const virtualLinkField = text()
  .trim()
  .max(2000, 'Virtual link is too long')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * What the REST description says of an event's date and time: a REST client was told neither the
 * format nor the zone (probe 78, F12). Dominica is UTC-4 all year (no daylight saving).
 */
export const EVENT_DATE_DESCRIPTION = "The event's date in Dominica, YYYY-MM-DD";
export const EVENT_TIME_DESCRIPTION = 'Its start time in Dominica (America/Dominica, UTC-4 all year), HH:MM on a 24-hour clock';

/** The event form and API body (spec section 5, "Event"). Date and time are Dominica-local. */
export const eventInputSchema = z
  .object({
    title: line().trim().min(3, 'Title must be at least 3 characters').max(200, 'Title must be at most 200 characters'),
    description: text()
      .trim()
      .min(10, 'Description must be at least 10 characters')
      .max(5000, 'Description must be at most 5000 characters'),
    date: text()
      .trim()
      .min(1, 'Date is required')
      .refine((v) => v === '' || isCalendarDate(v), 'Date must be a real date (YYYY-MM-DD)')
      // PostgreSQL has no year 0, and a calendar file (.ics) cannot start before 1970: a year no
      // event of ours has answered 500, or broke the event's calendar file for every visitor.
      .refine((v) => v === '' || !isCalendarDate(v) || (v >= EVENT_DATES.first && v <= EVENT_DATES.last), EVENT_DATES.message)
      .meta({ description: EVENT_DATE_DESCRIPTION }),
    time: text()
      .trim()
      .min(1, 'Time is required')
      .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Time must be HH:MM (24-hour)')
      .meta({ description: EVENT_TIME_DESCRIPTION }),
    location: line().trim().min(1, 'Location is required').max(300, 'Location must be at most 300 characters'),
    isVirtual: z.boolean().default(false),
    virtualLink: virtualLinkField,
    /** Optional cover picture (issue 27); omitted means none. */
    coverImage: optionalImage,
  })
  .strict();
export type EventInput = z.input<typeof eventInputSchema>;

/**
 * On an update, a field the create form may leave out is changed only when sent (null or '' clears
 * it), as for courses and articles: an edit with the required fields alone turned an online event
 * into an in-person one and dropped its link and cover (probe 67, F1).
 */
export const eventUpdateSchema = eventInputSchema
  .extend({
    id: idSchema,
    expectedUpdatedAt: expectedUpdatedAtField,
    isVirtual: z.boolean().optional(),
    virtualLink: virtualLinkField.optional(),
    coverImage: optionalImage.optional(),
  })
  .strict();

export const eventListInputSchema = z
  .object({
    upcoming: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .optional()
      .transform((v) => v === true || v === 'true'),
  })
  .strict()
  .optional();

export const eventSchema = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  date: text().meta({ description: EVENT_DATE_DESCRIPTION }),
  time: text().meta({ description: EVENT_TIME_DESCRIPTION }),
  location: text(),
  isVirtual: z.boolean(),
  virtualLink: text().nullable(),
  coverImage: text().nullable(),
  /** Seeded sample content, shown as a sample (issue 28). */
  demo: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type EventRecord = z.infer<typeof eventSchema>;

export { isSafeHttpUrl } from '../urls';
