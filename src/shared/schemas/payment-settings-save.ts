/**
 * Saving the payment settings takes a step-up proof (issue 25): these are where learners send
 * money, so a stolen admin session alone must not be able to swap the bank account or USDT address.
 * The proof travels beside the settings and is never stored.
 */
import type { z } from 'zod';
import { paymentSettingsSchema } from './payments';
import { stepUpFields } from './step-up';

export const paymentSettingsSaveSchema = paymentSettingsSchema.safeExtend(stepUpFields);
export type PaymentSettingsSave = z.infer<typeof paymentSettingsSaveSchema>;
