/** Payment instructions (issue 18): the public read and the admin's `payments` settings section. */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../shared/constants';
import { paymentSettingsSchema, publicPaymentInstructionsSchema, type PaymentInstructions } from '../../shared/schemas/payments';
import { OWN_TWO_FACTOR_FIRST, securitySettingsSchema } from '../../shared/schemas/security';
import { paymentSettingsSaveSchema } from '../../shared/schemas/payment-settings-save';
import { withRequiredVersion } from '../../shared/schemas/settings-version';
import { verifyStepUp } from '../services/step-up';
import { instructionsFor, readPaymentSetup } from '../services/payment-instructions';
import { updateSection } from '../services/settings-writes';
import { emailChangedPaymentDetails } from '../services/payment-details-notice';
import { fieldRefusal } from '../trpc/field-refusal';
import { router } from '../trpc/init';
import { sharedRead } from '../trpc/shared-read';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

export const paymentsRouter = router({
  instructions: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/payment-instructions',
        tags: ['payments'],
        summary: 'How to pay by each method that can be chosen, and the EC$ rate',
      },
    })
    .input(z.void())
    .output(publicPaymentInstructionsSchema)
    .query(({ ctx }) =>
      sharedRead(ctx.sharedReads, 'payments.instructions', async () => {
        const setup = await readPaymentSetup(ctx.db);
        const all = await Promise.all(PAYMENT_METHODS.map((m) => instructionsFor(setup, m)));
        return { xcdRate: setup.payments.xcdRate, methods: all.filter((m): m is PaymentInstructions => m !== null) };
      }),
    ),

  updateSettings: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings/payments',
        tags: ['settings'],
        summary: 'Save the payment instructions and the EC$ rate (step-up: currentPassword, and code with 2FA)',
      },
      rateLimit: 'none',
      audit: 'required',
      // The EC$ rate is in every cached course price; the instructions are a public read.
    })
    .input(withRequiredVersion(paymentSettingsSaveSchema))
    .output(paymentSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      const { currentPassword, code, ...settings } = input;
      await verifyStepUp(ctx, { currentPassword, code });
      const before = await readPaymentSetup(ctx.db);
      const saved = await updateSection(ctx.db, ctx.user.id, 'payments', settings);
      // Learners waiting to pay by a method whose details changed get them by email (probe 39, F2).
      await emailChangedPaymentDetails(ctx.db, before, { ...before, payments: saved }, ctx.siteUrl);
      return saved;
    }),

  updateSecurity: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings/security',
        tags: ['settings'],
        summary: 'Whether every admin must use two-factor authentication',
      },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(withRequiredVersion(securitySettingsSchema))
    .output(securitySettingsSchema)
    .mutation(({ ctx, input }) => {
      if (input.requireAdminTwoFactor && !ctx.user.twoFactorEnabled)
        throw fieldRefusal('BAD_REQUEST', 'requireAdminTwoFactor', OWN_TWO_FACTOR_FIRST);
      return updateSection(ctx.db, ctx.user.id, 'security', input);
    }),
});
