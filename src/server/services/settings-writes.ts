/** Writes to the settings, each with an audit row in the same transaction. */
import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { settingsSections, siteSettings } from '../db/schema';
import { diffFields, recordAudit } from './audit';
import { readCompany, readSection, SECTION_DEFAULTS, type SectionName } from './settings';
import type { SECTION_SCHEMAS } from './settings';
import { noteNothingChanged } from '../trpc/duty-scope';
import type { z } from 'zod';
import { SETTINGS_CONFLICT_MESSAGE, type companyUpdateSchema } from '../../shared/schemas/settings';

/** A save that started from another version than the stored one would silently undo someone's change. */
function assertVersion(expected: number | undefined, stored: number) {
  if (expected !== undefined && expected !== stored) throw new TRPCError({ code: 'CONFLICT', message: SETTINGS_CONFLICT_MESSAGE });
}

const CONTACT_FIELDS = ['contactEmail', 'contactPhone', 'officeAddress', 'officeHours'] as const;
const sentContactDetails = (fields: Partial<Record<(typeof CONTACT_FIELDS)[number], unknown>>) =>
  CONTACT_FIELDS.some((field) => fields[field] !== undefined);

export async function updateCompany(db: Db, actorId: number, input: z.infer<typeof companyUpdateSchema>) {
  const { id, version, ...sent } = input;
  // A field the PATCH did not send is kept (companyUpdateSchema): neither written nor audited.
  const fields = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Partial<typeof sent>;
  return db.transaction(async (tx) => {
    // Locked until commit: two saves of the same record are checked one after the other.
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, id)).for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: 'Settings record not found.' });
    assertVersion(version, before.version);
    const { createdAt: _c, updatedAt: _u, version: _v, contactConfirmedAt: _cc, ...b } = before;
    const changes: Record<string, [unknown, unknown]> = diffFields(b, { id, ...fields });
    // Contact details saved by an admin are theirs now, no longer shown as samples (a PATCH of
    // the name alone has not looked at them): saving the sample ones unchanged is a change too.
    const confirmsContact = sentContactDetails(fields) && !before.contactConfirmedAt;
    if (confirmsContact) changes.contactConfirmed = [false, true];
    if (Object.keys(changes).length === 0) {
      // Nothing new: no new version (an editor who loaded it still saves without a conflict), no
      // empty audit row, nothing written (so nothing for the caches to forget).
      noteNothingChanged();
      return readCompany(tx);
    }
    await tx
      .update(siteSettings)
      .set({
        ...fields,
        version: before.version + 1,
        ...(confirmsContact ? { contactConfirmedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, id));
    await recordAudit(tx, { actorId, action: 'settings.company', targetType: 'settings', targetId: 'company', summary: changes });
    return readCompany(tx);
  });
}

export async function updateSection<S extends SectionName>(
  db: Db,
  actorId: number,
  section: S,
  value: z.infer<(typeof SECTION_SCHEMAS)[S]>,
) {
  const { version, ...fields } = value as z.infer<(typeof SECTION_SCHEMAS)[S]> & { version?: number };
  return db.transaction(async (tx) => {
    // The first save of a section creates its row, holding the defaults its editor was shown (so
    // the audit below compares with them): make sure it exists, then lock it, so two saves at once
    // are checked one after the other.
    await tx.insert(settingsSections).values({ section, value: SECTION_DEFAULTS[section], version: 0 }).onConflictDoNothing();
    const [row] = await tx
      .select({ version: settingsSections.version })
      .from(settingsSections)
      .where(eq(settingsSections.section, section))
      .for('update');
    const stored = row?.version ?? 0;
    assertVersion(version, stored);
    const { version: _before, ...before } = (await readSection(tx, section)) as Record<string, unknown>;
    const changes = diffFields(before, fields as Record<string, unknown>);
    if (Object.keys(changes).length === 0) {
      noteNothingChanged(); // as for the company record above
      return { ...fields, version: stored } as z.infer<(typeof SECTION_SCHEMAS)[S]>;
    }
    await tx
      .update(settingsSections)
      .set({ value: fields, version: stored + 1, updatedAt: new Date() })
      .where(eq(settingsSections.section, section));
    // Long legal texts would bloat the log: record that they changed, not their contents.
    for (const key of Object.keys(changes)) {
      const [a, b] = changes[key] ?? [];
      if ((typeof a === 'string' && a.length > 200) || (typeof b === 'string' && b.length > 200))
        changes[key] = ['(long text)', '(changed)'];
    }
    await recordAudit(tx, { actorId, action: `settings.${section}`, targetType: 'settings', targetId: section, summary: changes });
    return { ...fields, version: stored + 1 } as z.infer<(typeof SECTION_SCHEMAS)[S]>;
  });
}
