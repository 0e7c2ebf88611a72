/**
 * Saving the payment settings takes a step-up proof (issue 25): these are where learners send
 * money, so a stolen admin session alone must not be able to swap the bank account or USDT address.
 * The proof travels beside the settings and is never stored.
 *
 * A save also keeps the EC$ rate near the peg (2.7 EC$ per US$): a slip of the decimal point
 * ("0.27", "27", "0.0001") would misprice every course on the site at once (probe 40, F2). Only a
 * save is held to it: a rate stored before this rule is still read (paymentSettingsSchema).
 */
import type { z } from 'zod';
import { paymentSettingsSchema } from './payments';
import { stepUpFields } from './step-up';

export const SAVED_XCD_RATE_MIN = 1;
export const SAVED_XCD_RATE_MAX = 10;
export const XCD_RATE_RANGE_MESSAGE = `The EC$ rate must be between ${SAVED_XCD_RATE_MIN} and ${SAVED_XCD_RATE_MAX} EC$ per US$ (the peg is 2.7): check the decimal point`;

/** Judged only for a rate the base checks took (a number above 0): one message per mistake. */
const savedXcdRate = paymentSettingsSchema.shape.xcdRate.refine(
  (rate) => !(Number(rate) > 0) || (Number(rate) >= SAVED_XCD_RATE_MIN && Number(rate) <= SAVED_XCD_RATE_MAX),
  XCD_RATE_RANGE_MESSAGE,
);

export const paymentSettingsSaveSchema = paymentSettingsSchema.safeExtend({ ...stepUpFields, xcdRate: savedXcdRate });
export type PaymentSettingsSave = z.infer<typeof paymentSettingsSaveSchema>;
