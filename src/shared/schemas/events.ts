import { z } from 'zod';
import { dominicaToUtc, isCalendarDate } from '../dominica-time';
import { optionalImage } from './blog';
import { expectedUpdatedAtField, idSchema, line, text } from './common';

/** The dates an event may have. */
export const EVENT_DATES = {
  first: '2000-01-01',
  last: '2100-12-31',
  message: 'Date must be between 2000-01-01 and 2100-12-31',
} as const;

/**
 * How long an event without an end time lasts. The spec gives events no end time; two hours is the
 * length of our workshops. An event may now say when it ends (probe 78, F14: a conference of three
 * days left the upcoming list two hours after it opened); one without keeps these two hours. Its end
 * is used by the calendar file and the events list, where an event stays "coming up", with its join
 * link, until it ends (probe 29, F1).
 */
export const EVENT_LENGTH_HOURS = 2;

/** An event's start and, when given, its end, all Dominica-local. */
export interface EventTimes {
  date: string;
  time: string;
  endDate?: string | null;
  endTime?: string | null;
}

/** When the event starts (epoch ms). */
export const eventStartsAt = (event: EventTimes): number => dominicaToUtc(event.date, event.time).getTime();

/** When the event ends (epoch ms): its end time (on its end date, else the day it starts), or two hours after it starts. */
export function eventEndsAt(event: EventTimes): number {
  if (event.endTime) return dominicaToUtc(event.endDate || event.date, event.endTime).getTime();
  return eventStartsAt(event) + EVENT_LENGTH_HOURS * 3_600_000;
}

export const END_TIME_NEEDED = 'End time is required with an end date';
export const END_AFTER_START = 'The event must end after it starts';

/**
 * What is wrong with an event's end, at the field to mark, or null. Checked by the form's schema and
 * again by the server on the stored event an edit changes (an edit may move the start alone).
 */
export function eventEndProblem(event: EventTimes): { field: 'endDate' | 'endTime'; message: string } | null {
  if (!event.endDate && !event.endTime) return null;
  if (!event.endTime) return { field: 'endTime', message: END_TIME_NEEDED };
  const valid = (date: string, time: string) => isCalendarDate(date) && TIME_PATTERN.test(time);
  if (!valid(event.date, event.time) || !valid(event.endDate || event.date, event.endTime)) return null;
  if (eventEndsAt(event) > eventStartsAt(event)) return null;
  return { field: event.endDate && event.endDate < event.date ? 'endDate' : 'endTime', message: END_AFTER_START };
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

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

/** An optional end date or time: empty or null is none. */
const optionalEnd = (refine: (v: string) => boolean, message: string, description: string) =>
  text()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || refine(v), message)
    .meta({ description });

const endDateField = optionalEnd(
  (v) => isCalendarDate(v) && v >= EVENT_DATES.first && v <= EVENT_DATES.last,
  `End date must be a real date between ${EVENT_DATES.first} and ${EVENT_DATES.last}`,
  'The day it ends in Dominica, YYYY-MM-DD; leave it out (with an end time) for the day it starts',
);
const endTimeField = optionalEnd(
  (v) => TIME_PATTERN.test(v),
  'End time must be HH:MM (24-hour)',
  `The time it ends in Dominica, HH:MM; leave it out for an event of ${EVENT_LENGTH_HOURS} hours`,
);

/** Marks a problem with the end at its field (eventEndProblem). */
function checkEnd(event: EventTimes, ctx: z.RefinementCtx) {
  const problem = eventEndProblem(event);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

/** The event's fields (spec section 5, "Event"), before the check of its end. Date and time are Dominica-local. */
const eventFields = z
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
      .refine((v) => v === '' || TIME_PATTERN.test(v), 'Time must be HH:MM (24-hour)')
      .meta({ description: EVENT_TIME_DESCRIPTION }),
    endDate: endDateField,
    endTime: endTimeField,
    location: line().trim().min(1, 'Location is required').max(300, 'Location must be at most 300 characters'),
    isVirtual: z.boolean().default(false),
    virtualLink: virtualLinkField,
    /** Optional cover picture (issue 27); omitted means none. */
    coverImage: optionalImage,
  })
  .strict();

/** The event form and API body (spec section 5, "Event", and an optional end). */
export const eventInputSchema = eventFields.superRefine(checkEnd);
export type EventInput = z.input<typeof eventInputSchema>;

/**
 * On an update, a field the create form may leave out is changed only when sent (null or '' clears
 * it), as for courses and articles: an edit with the required fields alone turned an online event
 * into an in-person one and dropped its link and cover (probe 67, F1).
 */
export const eventUpdateSchema = eventFields
  .extend({
    id: idSchema,
    expectedUpdatedAt: expectedUpdatedAtField,
    isVirtual: z.boolean().optional(),
    virtualLink: virtualLinkField.optional(),
    endDate: endDateField.optional(),
    endTime: endTimeField.optional(),
    coverImage: optionalImage.optional(),
  })
  .strict()
  // An end left out is the stored one, which the router checks against the new start.
  .superRefine((event, ctx) => {
    if (event.endDate !== undefined || event.endTime !== undefined) checkEnd(event, ctx);
  });

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
  endDate: text().nullable().meta({ description: 'The day it ends in Dominica (YYYY-MM-DD), or null: the day it starts' }),
  endTime: text()
    .nullable()
    .meta({ description: `The time it ends in Dominica (HH:MM), or null: ${EVENT_LENGTH_HOURS} hours after it starts` }),
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
