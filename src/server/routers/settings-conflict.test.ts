/**
 * Finding 12: two admins saving the same settings section at once silently lost one change.
 * Each read carries a version; a save from a stale version is a 409, and the stored value is the
 * first save's, untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { SETTINGS_CONFLICT_MESSAGE } from '../../shared/schemas/settings';
import type { Database } from '../db/client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
});
afterAll(async () => {
  await database.close();
});

describe('settings saves with a version precondition', () => {
  it('a section saved from a stale version is refused (409), the first save stands', async () => {
    const { caller: ann } = await signedInCaller(database.db, 'admin');
    const { caller: bob } = await signedInCaller(database.db, 'admin');
    const annSees = (await ann.settings.admin()).appearance;
    const bobSees = (await bob.settings.admin()).appearance;
    expect(annSees.version).toBe(bobSees.version);
    const saved = await ann.settings.updateAppearance({ ...annSees, primaryColor: '#111111' });
    expect(saved.version).toBe((annSees.version ?? 0) + 1);
    await expect(bob.settings.updateAppearance({ ...bobSees, accentColor: '#222222' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SETTINGS_CONFLICT_MESSAGE,
    });
    const now = (await bob.settings.admin()).appearance;
    expect(now).toMatchObject({ primaryColor: '#111111', accentColor: annSees.accentColor, version: saved.version });
    // Reloaded, Bob's save goes through.
    await expect(bob.settings.updateAppearance({ ...now, accentColor: '#222222' })).resolves.toMatchObject({ accentColor: '#222222' });
  });

  it('parallel saves from the same version: exactly one wins, for sections and the company record', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const content = (await admin.settings.admin()).content;
    const results = await Promise.allSettled(
      ['One', 'Two', 'Three'].map((title) => admin.settings.updateContent({ ...content, homepageTitle: title })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const c = await admin.settings.get();
    const input = {
      id: c.id,
      version: c.version,
      companyName: c.companyName,
      companyTagline: c.companyTagline,
      // Empty on this fresh install, and a save must not clear it (probe 58, F5): a real one.
      contactEmail: 'office@example.dm',
      contactPhone: c.contactPhone,
      officeAddress: c.officeAddress,
    };
    const saves = await Promise.allSettled(
      ['A', 'B', 'C'].map((name) => admin.settings.updateCompany({ ...input, companyName: `Company ${name}` })),
    );
    for (const r of saves) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICT' });
    expect(saves.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('a section save without a version is refused, not an unconditional overwrite (issue 25 finding 10)', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { version: _v, ...notifications } = (await admin.settings.admin()).notifications;
    const unversioned = { ...notifications, newUserNotification: false } as Parameters<typeof admin.settings.updateNotifications>[0];
    await expect(admin.settings.updateNotifications(unversioned)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await admin.settings.admin()).notifications.newUserNotification).toBe(notifications.newUserNotification);
  });
});
