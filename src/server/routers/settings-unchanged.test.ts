/**
 * A settings save that asks for what is already stored writes nothing: no new version (another
 * admin's open form still saves without a false conflict), no empty audit row, and a first save
 * of a section is audited against the defaults its editor was shown (the probe of 2026-12-01: a
 * company PATCH `{}` bumped the version and logged an empty change).
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import type { Database } from '../db/client';
import { auditLog, settingsSections, siteSettings } from '../db/schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
});
afterAll(async () => {
  await database.close();
});

const auditRows = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('a settings save that changes nothing', () => {
  it('the company record: no field, or the stored values, keep the version and log nothing', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const start = await admin.settings.updateCompany({ id: 1, companyName: 'Nature Isle Crypto School' });
    const version = start.version ?? 0;
    const logged = (await auditRows('settings.company')).length;
    expect(logged).toBeGreaterThan(0);

    const empty = await admin.settings.updateCompany({ id: 1 });
    const same = await admin.settings.updateCompany({ id: 1, companyName: 'Nature Isle Crypto School', version });
    expect(empty.version).toBe(version);
    expect(same.version).toBe(version);
    expect(await auditRows('settings.company')).toHaveLength(logged);

    // Another admin's form, loaded before those saves, still saves: nobody changed anything.
    const changed = await admin.settings.updateCompany({ id: 1, companyTagline: 'Learn before you leap', version });
    expect(changed.version).toBe(version + 1);
    const [row] = await auditRows('settings.company');
    expect(Object.keys(row!.summary as object)).toEqual(['companyTagline']);
  });

  it('saving the sample contact details unchanged makes them the operator’s: a change, audited as that alone', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    // Sample details an admin has not confirmed yet.
    await database.db
      .update(siteSettings)
      .set({ officeAddress: '3 Hanover Street, Roseau', contactConfirmedAt: null })
      .where(eq(siteSettings.id, 1));
    const company = await admin.settings.updateCompany({ id: 1 });
    expect(company.contactConfirmed).toBe(false);
    const confirmed = await admin.settings.updateCompany({ id: 1, officeAddress: '3 Hanover Street, Roseau' });
    expect(confirmed.contactConfirmed).toBe(true);
    expect(confirmed.officeAddress).toBe('3 Hanover Street, Roseau');
    expect(confirmed.version).toBe((company.version ?? 0) + 1);
    const [row] = await auditRows('settings.company');
    expect(row!.summary).toEqual({ contactConfirmed: [false, true] });
  });

  it('a section saved unchanged keeps its version and logs nothing; a change logs only itself', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const current = (await admin.settings.admin()).notifications;
    const logged = (await auditRows('settings.notifications')).length;

    const same = await admin.settings.updateNotifications({ ...current });
    expect(same.version).toBe(current.version);
    expect(await auditRows('settings.notifications')).toHaveLength(logged);

    const saved = await admin.settings.updateNotifications({ ...current, newUserNotification: !current.newUserNotification });
    expect(saved.version).toBe(current.version + 1);
    const [row] = await auditRows('settings.notifications');
    expect(Object.keys(row!.summary as object)).toEqual(['newUserNotification']);
    expect((await admin.settings.admin()).notifications).toMatchObject({
      version: saved.version,
      newUserNotification: saved.newUserNotification,
    });
  });

  it('the first save of a section never saved is audited against the defaults its editor was shown', async () => {
    await database.db.delete(settingsSections).where(eq(settingsSections.section, 'appearance'));
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { appearance } = await admin.settings.admin();
    expect(appearance.version).toBe(0);
    const logged = (await auditRows('settings.appearance')).length;

    expect((await admin.settings.updateAppearance({ ...appearance })).version).toBe(0);
    expect(await auditRows('settings.appearance')).toHaveLength(logged);

    const saved = await admin.settings.updateAppearance({ ...appearance, primaryColor: '#c2410c' });
    expect(saved.version).toBe(1);
    const rows = await auditRows('settings.appearance');
    expect(rows).toHaveLength(logged + 1);
    expect(rows[0]!.summary).toEqual({ primaryColor: [appearance.primaryColor, '#c2410c'] });
  });
});
