import { z } from 'zod';
import { formatRatio, MIN_TEXT_CONTRAST, primaryTextContrast } from '../contrast';
import { leading } from '../format';
import { idSchema, INSECURE_IMAGE_MESSAGE, isInsecureImageUrl, line, text } from './common';
import { versionField, withRequiredVersion } from './settings-version';
import { DEFAULT_APPEARANCE, DEFAULT_HOME_TITLE } from '../constants';
import { paymentSettingsSchema } from './payments';
import { securitySettingsSchema } from './security';
import {
  DEFAULT_COOKIE_POLICY,
  DEFAULT_DISCLAIMER,
  DEFAULT_PRIVACY_POLICY,
  DEFAULT_REFUND_POLICY,
  DEFAULT_TERMS_OF_SERVICE,
} from '../default-policies';

/** One entry of the admin recipients list. */
const RECIPIENT = z.email().max(254);

const optionalUrl = text()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Invalid URL');

const hexColor = text()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Invalid color hex code');

/** The company record as the API returns it (spec section 3, "Site settings record"). */
export const companySettingsSchema = z.object({
  id: z.number().int(),
  version: z.number().int().optional(),
  companyName: text(),
  companyTagline: text(),
  contactEmail: text(),
  contactPhone: text().nullable(),
  officeAddress: text().nullable(),
  facebookUrl: text().nullable(),
  twitterUrl: text().nullable(),
  instagramUrl: text().nullable(),
  youtubeUrl: text().nullable(),
  /** The community's chat channels (spec section 2, /community): null until an admin sets them. */
  telegramUrl: text().nullable(),
  discordUrl: text().nullable(),
  /** Office hours shown in the contact panel ("Monday-Friday 9AM-5PM" until an admin sets them). */
  officeHours: text(),
  /** Whether an admin has saved the General section: until then the contact details are samples. */
  contactConfirmed: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const notificationSettingsSchema = z
  .object({
    enableEmailNotifications: z.boolean(),
    newUserNotification: z.boolean(),
    courseEnrollmentNotification: z.boolean(),
    contactFormNotification: z.boolean(),
    subscriptionNotification: z.boolean(),
    adminEmailRecipients: text()
      .trim()
      .min(1, 'At least one recipient email is required')
      .max(2000, 'The recipient list is too long')
      .superRefine((value, ctx) => {
        // A comma-separated list: every entry must be an address the mailer can send to.
        const entries = value.split(',').map((entry) => entry.trim());
        const bad = entries.find((entry) => !RECIPIENT.safeParse(entry).success);
        if (bad !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: bad
              ? `"${leading(bad, 80)}" is not a valid email address. Separate several addresses with commas, e.g. admin@example.com, team@example.com`
              : 'Remove the empty entry between commas. Separate several addresses with commas, e.g. admin@example.com, team@example.com',
          });
        }
      }),
    version: versionField,
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const appearanceSettingsSchema = z
  .object({
    primaryColor: hexColor,
    secondaryColor: hexColor,
    accentColor: hexColor,
    darkModeEnabled: z.boolean(),
    logoUrl: optionalUrl,
    faviconUrl: optionalUrl,
    version: versionField,
  })
  .strict();
export type AppearanceSettings = z.infer<typeof appearanceSettingsSchema>;

/**
 * Saving appearance (issue 27): a primary colour whose buttons' white text would fall below WCAG
 * AA (4.5:1) is refused, with the ratio; so is an accent colour, the other end of the page banners'
 * gradient under their white text (probe 37, F1). Only on saving: a colour stored before the rule
 * still loads (appearanceSettingsSchema is also the read shape).
 */
export function refuseColoursWithoutContrast(value: { primaryColor: string; accentColor: string }, ctx: z.RefinementCtx): void {
  const checks = [
    { path: 'primaryColor', colour: value.primaryColor, what: 'this primary colour' },
    { path: 'accentColor', colour: value.accentColor, what: 'this accent colour (the page banners)' },
  ];
  for (const { path, colour, what } of checks) {
    const ratio = primaryTextContrast(colour);
    if (ratio === null || ratio >= MIN_TEXT_CONTRAST) continue;
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: `White text on ${what} has a contrast of ${formatRatio(ratio)}; at least 4.5:1 is needed. Choose a darker colour.`,
    });
  }
}

// The rule is common to every picture field (covers, thumbnails); kept importable from here too.
export { INSECURE_IMAGE_MESSAGE };

/**
 * Saving appearance: a logo or favicon at an http:// address is refused at its field. The site's
 * CSP loads pictures from https: only, so it showed as a broken picture on every page (the probe of
 * 2026-11-29). Only on saving, as above.
 */
export function refuseInsecureImages(value: { logoUrl: string; faviconUrl: string }, ctx: z.RefinementCtx): void {
  for (const field of ['logoUrl', 'faviconUrl'] as const) {
    if (isInsecureImageUrl(value[field])) ctx.addIssue({ code: 'custom', path: [field], message: INSECURE_IMAGE_MESSAGE });
  }
}

/** The appearance form (no version: the form keeps it aside). */
export const appearanceFormSchema = appearanceSettingsSchema.superRefine(refuseColoursWithoutContrast).superRefine(refuseInsecureImages);

export const contentSettingsSchema = z
  .object({
    homepageTitle: line().trim().min(1, 'Homepage title is required').max(200),
    homepageDescription: text().trim().min(1, 'Homepage description is required').max(500),
    footerText: text().trim().min(1, 'Footer text is required').max(1000),
    privacyPolicy: text().trim().min(10, 'Privacy policy text is required').max(50_000),
    termsOfService: text().trim().min(10, 'Terms of service text is required').max(50_000),
    disclaimerText: text().trim().min(10, 'Disclaimer text is required').max(50_000),
    cookiePolicy: text().trim().min(10, 'Cookie policy text is required').max(50_000),
    /** Shown on every course page (issue 26); a fresh install has a sample that says it is one. */
    refundPolicy: text().trim().min(10, 'Refund and cancellation policy text is required').max(50_000),
    version: versionField,
  })
  .strict();
export type ContentSettings = z.infer<typeof contentSettingsSchema>;

/** `GET /api/settings`: the company record plus the public appearance and content settings. */
export const publicSettingsSchema = companySettingsSchema.extend({
  appearance: appearanceSettingsSchema,
  content: contentSettingsSchema,
  /** The site's public origin, for canonical links and share previews. */
  siteUrl: text(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * What every page needs (settings.site): the public settings without the long policy texts,
 * which their own pages fetch (content.policy). Keeps ~9 KB out of every page's HTML.
 */
export const siteSettingsSchema = publicSettingsSchema.extend({
  content: contentSettingsSchema.pick({ homepageTitle: true, homepageDescription: true, footerText: true }),
  /** Whether seeded sample courses, events or articles remain: every page then says so (issue 28). */
  demoContent: z.boolean(),
  /** Whether the server can send mail (SMTP_URL set): pages that promise an email say otherwise when not (probe 67, F2). */
  mailEnabled: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  enableEmailNotifications: true,
  newUserNotification: true,
  courseEnrollmentNotification: true,
  contactFormNotification: true,
  subscriptionNotification: true,
  adminEmailRecipients: 'admin@example.com',
};

export const DEFAULT_APPEARANCE_SETTINGS: AppearanceSettings = { ...DEFAULT_APPEARANCE };

export const DEFAULT_CONTENT: ContentSettings = {
  // Stored with the name the site had then; while it is unedited, pages show it with today's name
  // (client/lib/page-title.ts homeTitle): a renamed site kept its old name in the home page's title.
  homepageTitle: DEFAULT_HOME_TITLE,
  homepageDescription:
    'Free lessons, guides and news about cryptocurrency for Dominica and the wider Caribbean, with paid courses and plain-language guidance on the Virtual Asset Business Act, 2022.',
  footerText:
    'Independent cryptocurrency education for Dominica and the Caribbean. We teach; we never buy, sell or hold crypto for anyone.',
  privacyPolicy: DEFAULT_PRIVACY_POLICY,
  termsOfService: DEFAULT_TERMS_OF_SERVICE,
  cookiePolicy: DEFAULT_COOKIE_POLICY,
  disclaimerText: DEFAULT_DISCLAIMER,
  refundPolicy: DEFAULT_REFUND_POLICY,
};

/**
 * An optional field of the company record as a PATCH reads it: absent, the stored value stays;
 * null or '' clears it. (Absent used to clear it too: a PATCH of the three required fields, as
 * the payments refusal tells scripts to send, wiped the phone, the office address and the links;
 * probe 39, F1.)
 */
const keptUnlessSent = <T extends z.ZodType<string, string>>(value: T) =>
  value.nullish().transform((v) => (v === undefined ? undefined : v ? v : null));

const nullableLink = keptUnlessSent(
  text()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Invalid URL'),
);

/**
 * The public contact email (spec section 5: "contactEmail | valid | Invalid email address"): every
 * save of it must be an address people can write to; an empty one is refused like a malformed one
 * (probe 58, F5: an admin could clear it and /contact then showed no email at all). A fresh
 * install's record holds none until an admin saves General; that stored empty value is still read
 * (companySettingsSchema) and a PATCH that does not send the field keeps it.
 */
const contactEmailField = text().trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address'));

/**
 * The public phone number, or empty: it becomes a tap-to-call link on /contact (tel:), so it must
 * be a number people can dial: digits with the usual + ( ) - . and spaces, 7 to 15 digits
 * (E.164's longest).
 */
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
export const PHONE_MESSAGE = 'Enter a phone number people can dial: 7 to 15 digits, with + ( ) - . or spaces';
const optionalPhone = text()
  .trim()
  .max(50)
  .refine((v) => v === '' || (PHONE_CHARACTERS.test(v) && /^(\D*\d){7,15}\D*$/.test(v)), PHONE_MESSAGE);

/**
 * `PATCH /api/settings/{id}`: the company record. A field not sent is kept (the General form sends
 * them all; a script may send only what changed: probe 40, F3); empty links and an empty phone or
 * office are sent as null or ''.
 */
export const companyUpdateSchema = z
  .object({
    id: idSchema,
    companyName: line().trim().min(1, 'Site name is required').max(120).optional(),
    companyTagline: line().trim().min(1, 'Site tagline is required').max(300).optional(),
    contactEmail: contactEmailField.optional(),
    contactPhone: keptUnlessSent(optionalPhone),
    officeAddress: keptUnlessSent(text().trim().max(300)),
    facebookUrl: nullableLink,
    twitterUrl: nullableLink,
    instagramUrl: nullableLink,
    youtubeUrl: nullableLink,
    telegramUrl: nullableLink,
    discordUrl: nullableLink,
    /** Absent: the stored hours stay (older clients do not send them). */
    officeHours: line().trim().min(1, 'Office hours are required').max(200).optional(),
    version: versionField,
  })
  .strict();
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;

/** The General tab's form (spec section 3): mapped onto the company record. */
export const generalSettingsFormSchema = z.object({
  siteName: line().trim().min(1, 'Site name is required').max(120),
  siteTagline: line().trim().min(1, 'Site tagline is required').max(300),
  contactEmail: contactEmailField,
  contactPhone: optionalPhone.optional(),
  address: text().trim().max(300).optional(),
  officeHours: line().trim().min(1, 'Office hours are required').max(200),
  socialLinks: z.object({
    facebook: optionalUrl.optional(),
    twitter: optionalUrl.optional(),
    instagram: optionalUrl.optional(),
    youtube: optionalUrl.optional(),
    telegram: optionalUrl.optional(),
    discord: optionalUrl.optional(),
  }),
});
export type GeneralSettingsForm = z.input<typeof generalSettingsFormSchema>;

export const SETTINGS_SECTIONS = ['notifications', 'appearance', 'content'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The admin read: every section with the version its save must send back. */
export const adminSettingsSchema = z.object({
  notifications: withRequiredVersion(notificationSettingsSchema),
  appearance: withRequiredVersion(appearanceSettingsSchema),
  content: withRequiredVersion(contentSettingsSchema),
  payments: withRequiredVersion(paymentSettingsSchema),
  security: withRequiredVersion(securitySettingsSchema),
});

export const SETTINGS_CONFLICT_MESSAGE =
  'These settings were changed by someone else while you were editing. Reload the page to see their change, then make yours again.';
