import { z } from 'zod';
import {
  adminSettingsSchema,
  appearanceSettingsSchema,
  refuseInsecureImages,
  refuseColoursWithoutContrast,
  companySettingsSchema,
  companyUpdateSchema,
  contentSettingsSchema,
  notificationSettingsSchema,
  publicSettingsSchema,
  siteSettingsSchema,
} from '../../shared/schemas/settings';
import { policyFieldSchema } from '../../shared/schemas/content';
import { withRequiredVersion } from '../../shared/schemas/settings-version';
import { hasDemoContent } from '../services/demo-content';
import { refuseUnrenderableMarkdown } from '../markdown/unrenderable-markdown';
import { readPublicSettings, readSection } from '../services/settings';
import { updateCompany, updateSection } from '../services/settings-writes';
import { emailChangedPaymentDetails } from '../services/payment-details-notice';
import { readPaymentSetup } from '../services/payment-instructions';
import { router } from '../trpc/init';
import { sharedRead } from '../trpc/shared-read';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

const tags = ['settings'];

export const settingsRouter = router({
  get: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/settings', tags, summary: 'Public site settings: company record, appearance and content' } })
    .input(z.void())
    .output(publicSettingsSchema)
    .query(({ ctx }) => sharedRead(ctx.sharedReads, `settings.get ${ctx.siteUrl}`, () => readPublicSettings(ctx.db, ctx.siteUrl))),

  /** The site frame's settings (tRPC only; the pages' counterpart of GET /api/settings). */
  site: publicProcedure
    .input(z.void())
    .output(siteSettingsSchema)
    .query(async ({ ctx }) => {
      const site = await sharedRead(ctx.sharedReads, `settings.site ${ctx.siteUrl}`, async () => {
        const [settings, demoContent] = await Promise.all([readPublicSettings(ctx.db, ctx.siteUrl), hasDemoContent(ctx.db)]);
        const { homepageTitle, homepageDescription, footerText } = settings.content;
        return { ...settings, content: { homepageTitle, homepageDescription, footerText }, demoContent };
      });
      // The server's configuration, not a row: outside the shared read, whose entries only rows expire.
      return { ...site, mailEnabled: ctx.deployment.mailConfigured };
    }),

  updateCompany: adminProcedure
    .meta({
      openapi: { method: 'PATCH', path: '/settings/{id}', tags, summary: 'Update the company record' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(companyUpdateSchema)
    .output(companySettingsSchema)
    .mutation(async ({ ctx, input }) => {
      const before = await readPaymentSetup(ctx.db);
      const company = await updateCompany(ctx.db, ctx.user.id, input);
      // The office is where cash is paid: learners waiting to pay cash are told where it moved.
      await emailChangedPaymentDetails(ctx.db, before, { ...before, company }, ctx.siteUrl);
      return company;
    }),

  admin: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/settings', tags, summary: 'Notifications, appearance and content settings' } })
    .input(z.void())
    .output(adminSettingsSchema)
    .query(async ({ ctx }) => {
      const [notifications, appearance, content, payments, security] = await Promise.all([
        readSection(ctx.db, 'notifications'),
        readSection(ctx.db, 'appearance'),
        readSection(ctx.db, 'content'),
        readSection(ctx.db, 'payments'),
        readSection(ctx.db, 'security'),
      ]);
      return { notifications, appearance, content, payments, security };
    }),

  // One procedure per section keeps each body a plain object with its own rules
  // (the REST path is the contract's PUT /api/admin/settings/{section}). Each save must send the
  // version it started from (withRequiredVersion); the company record's PATCH may omit it.
  updateNotifications: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/settings/notifications', tags, summary: 'Save the notification settings' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(withRequiredVersion(notificationSettingsSchema))
    .output(notificationSettingsSchema)
    .mutation(({ ctx, input }) => updateSection(ctx.db, ctx.user.id, 'notifications', input)),

  updateAppearance: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/settings/appearance', tags, summary: 'Save the appearance settings' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(withRequiredVersion(appearanceSettingsSchema).superRefine(refuseColoursWithoutContrast).superRefine(refuseInsecureImages))
    .output(appearanceSettingsSchema)
    .mutation(({ ctx, input }) => updateSection(ctx.db, ctx.user.id, 'appearance', input)),

  updateContent: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/settings/content', tags, summary: 'Save the content settings' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(withRequiredVersion(contentSettingsSchema))
    .output(contentSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      for (const field of policyFieldSchema.options) await refuseUnrenderableMarkdown(field, input[field]);
      return updateSection(ctx.db, ctx.user.id, 'content', input);
    }),
});
