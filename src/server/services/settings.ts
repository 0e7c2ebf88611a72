/** Reads of the settings record and sections, each section validated against its schema. */
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  appearanceSettingsSchema,
  contentSettingsSchema,
  DEFAULT_APPEARANCE_SETTINGS,
  DEFAULT_CONTENT,
  DEFAULT_NOTIFICATIONS,
  notificationSettingsSchema,
  type PublicSettings,
} from '../../shared/schemas/settings';
import { DEFAULT_COMPANY, OFFICE_HOURS } from '../../shared/constants';
import { DEFAULT_PAYMENT_SETTINGS, paymentSettingsSchema } from '../../shared/schemas/payments';
import { DEFAULT_SECURITY_SETTINGS, securitySettingsSchema } from '../../shared/schemas/security';
import type { Db } from '../db/client';
import { settingsSections, siteSettings } from '../db/schema';

export const SECTION_SCHEMAS = {
  notifications: notificationSettingsSchema,
  appearance: appearanceSettingsSchema,
  content: contentSettingsSchema,
  payments: paymentSettingsSchema,
  security: securitySettingsSchema,
} as const;
export type SectionName = keyof typeof SECTION_SCHEMAS;

export const SECTION_DEFAULTS = {
  notifications: DEFAULT_NOTIFICATIONS,
  appearance: DEFAULT_APPEARANCE_SETTINGS,
  content: DEFAULT_CONTENT,
  payments: DEFAULT_PAYMENT_SETTINGS,
  security: DEFAULT_SECURITY_SETTINGS,
} as const;

type SectionValue<S extends SectionName> = z.infer<(typeof SECTION_SCHEMAS)[S]> & { version: number };

type Stored = Record<string, unknown>;

/**
 * Payments stored before migration 0020 kept the office in `cash` (`officeAddress`, `hours`).
 * The migration rewrites them; a row an older process writes during a rolling restart is read the
 * same way: cash was offered iff its address was not empty, and the office is General's now.
 */
function currentPayments(stored: Stored): Stored {
  const cash = stored.cash as Stored | undefined;
  if (!cash || typeof cash !== 'object' || 'accepted' in cash || !('officeAddress' in cash)) return stored;
  const accepted = typeof cash.officeAddress === 'string' && cash.officeAddress.trim() !== '';
  return { ...stored, cash: { accepted, whatToBring: cash.whatToBring } };
}

/** Older stored shapes of a section, read as the current one. */
const CURRENT_SHAPE: Partial<Record<SectionName, (stored: Stored) => Stored>> = { payments: currentPayments };

/** A section's value from its stored row, falling back to the defaults if anything is invalid. */
function sectionValue<S extends SectionName>(section: S, row: { value: unknown; version: number } | undefined): SectionValue<S> {
  const { version: _stored, ...raw } = (row?.value as Stored | undefined) ?? {};
  const stored = CURRENT_SHAPE[section]?.(raw) ?? raw;
  const merged = { ...SECTION_DEFAULTS[section], ...stored };
  const parsed = SECTION_SCHEMAS[section].safeParse(merged);
  const value = parsed.success ? parsed.data : SECTION_DEFAULTS[section];
  // Version 0: never saved (the defaults).
  return { ...value, version: row?.version ?? 0 } as SectionValue<S>;
}

/** Several sections in one statement (every page render reads appearance and content together). */
export async function readSections<S extends SectionName>(
  db: Pick<Db, 'select'>,
  sections: readonly S[],
): Promise<{ [K in S]: SectionValue<K> }> {
  const rows = await db
    .select({ section: settingsSections.section, value: settingsSections.value, version: settingsSections.version })
    .from(settingsSections)
    .where(inArray(settingsSections.section, [...sections]));
  const found = new Map(rows.map((row) => [row.section, row]));
  return Object.fromEntries(sections.map((section) => [section, sectionValue(section, found.get(section))])) as {
    [K in S]: SectionValue<K>;
  };
}

/** One section's stored value (see sectionValue). */
export async function readSection<S extends SectionName>(db: Pick<Db, 'select'>, section: S): Promise<SectionValue<S>> {
  return (await readSections(db, [section]))[section];
}


export async function readCompany(db: Pick<Db, 'select'>) {
  const [row] = await db.select().from(siteSettings).orderBy(asc(siteSettings.id)).limit(1);
  return {
    id: row?.id ?? 1,
    version: row?.version ?? 0,
    companyName: row?.companyName ?? DEFAULT_COMPANY.companyName,
    companyTagline: row?.companyTagline ?? DEFAULT_COMPANY.companyTagline,
    contactEmail: row?.contactEmail || DEFAULT_COMPANY.contactEmail,
    contactPhone: row?.contactPhone || DEFAULT_COMPANY.contactPhone,
    officeAddress: row?.officeAddress || DEFAULT_COMPANY.officeAddress,
    facebookUrl: row?.facebookUrl ?? null,
    twitterUrl: row?.twitterUrl ?? null,
    instagramUrl: row?.instagramUrl ?? null,
    youtubeUrl: row?.youtubeUrl ?? null,
    telegramUrl: row?.telegramUrl ?? null,
    discordUrl: row?.discordUrl ?? null,
    officeHours: row?.officeHours || OFFICE_HOURS,
    contactConfirmed: Boolean(row?.contactConfirmedAt),
  };
}

export async function readPublicSettings(db: Db, siteUrl: string): Promise<PublicSettings> {
  const [company, { appearance, content }] = await Promise.all([readCompany(db), readSections(db, ['appearance', 'content'])]);
  return { ...company, appearance, content, siteUrl };
}
