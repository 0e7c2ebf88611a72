/** `GET /api/admin/trends`: the dashboard's charts (issue 18). Periods are ISO dates (UTC) of the week or month start. */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';

export const trendsSchema = z.object({
  /** The last 12 weeks (Monday starts), enrollments made that week by their current status. */
  enrollmentsPerWeek: z.array(
    z.object({ week: z.string(), pending: z.number().int(), confirmed: z.number().int(), rejected: z.number().int() }),
  ),
  /** The last 12 months, approved enrollments only, US cents by payment method (by approval date). */
  revenuePerMonth: z.array(
    z.object({ month: z.string(), ...Object.fromEntries(PAYMENT_METHODS.map((m) => [m, z.number().int()])) } as {
      month: z.ZodString;
      cash: z.ZodNumber;
      usdt: z.ZodNumber;
      mobanking: z.ZodNumber;
    }),
  ),
  /** The last 12 months: active subscribers at each month's end (subscribed up to then, not unsubscribed by then). */
  subscribersPerMonth: z.array(z.object({ month: z.string(), subscribers: z.number().int() })),
});
export type Trends = z.infer<typeof trendsSchema>;
