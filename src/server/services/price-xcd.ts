/**
 * A course's EC$ price computed in the same statement as the course (no extra query per list):
 * price in US cents × the admin's rate from the `payments` section, as exact numeric, rounded
 * half up to the cent (round() on a non-negative numeric). Same result as shared/xcd.ts.
 * The result is a bigint: the largest price at a rate of 25 is already past 2^31 (issue 25), and
 * the largest at the largest rate (shared/xcd.ts MAX_XCD_CENTS) is still an exact JavaScript number.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_XCD_RATE } from '../../shared/xcd';
import { courses, settingsSections } from '../db/schema';

/** The stored rate's text when it is a valid rate (the settings' own pattern), else null. */
const storedRateText = sql`(select case when ${settingsSections.value}->>'xcdRate' ~ '^[0-9]{1,3}([.][0-9]{1,4})?$' then ${settingsSections.value}->>'xcdRate' end from ${settingsSections} where ${settingsSections.section} = 'payments')`;
const storedRate = sql`${storedRateText}::numeric`;

export const priceXcdColumn = sql<number>`round(${courses.price} * coalesce(${storedRate}, ${DEFAULT_XCD_RATE}::numeric))::bigint`.mapWith(
  Number,
);
