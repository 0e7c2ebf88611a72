/** Writes to the settings, each with an audit row in the same transaction. */
import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { settingsSections, siteSettings } from '../db/schema';
import { diffFields, recordAudit } from './audit';
import { readCompany, readSection, type SectionName } from './settings';
import type { SECTION_SCHEMAS } from './settings';
import type { z } from 'zod';
import type { companyUpdateSchema } from '../../shared/schemas/settings';

export async function updateCompany(db: Db, actorId: number, input: z.infer<typeof companyUpdateSchema>) {
  const { id, ...fields } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, id));
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: 'Settings record not found.' });
    await tx.update(siteSettings).set(fields).where(eq(siteSettings.id, id));
    const { createdAt: _c, updatedAt: _u, ...b } = before;
    await recordAudit(tx, {
      actorId,
      action: 'settings.company',
      targetType: 'settings',
      targetId: 'company',
      summary: diffFields(b, { id, ...fields }),
    });
    return readCompany(tx);
  });
}

export async function updateSection<S extends SectionName>(
  db: Db,
  actorId: number,
  section: S,
  value: z.infer<(typeof SECTION_SCHEMAS)[S]>,
) {
  return db.transaction(async (tx) => {
    const before = await readSection(tx, section);
    await tx
      .insert(settingsSections)
      .values({ section, value })
      .onConflictDoUpdate({ target: settingsSections.section, set: { value, updatedAt: new Date() } });
    const changes = diffFields(before as Record<string, unknown>, value as Record<string, unknown>);
    // Long legal texts would bloat the log: record that they changed, not their contents.
    for (const key of Object.keys(changes)) {
      const [a, b] = changes[key] ?? [];
      if ((typeof a === 'string' && a.length > 200) || (typeof b === 'string' && b.length > 200))
        changes[key] = ['(long text)', '(changed)'];
    }
    await recordAudit(tx, { actorId, action: `settings.${section}`, targetType: 'settings', targetId: section, summary: changes });
    return value;
  });
}
