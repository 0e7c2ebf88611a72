import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, callerWithSession } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { siteSettings } from '../db/schema';
import { seed } from '../db/seed';
import { silentLogger } from '../logger';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, { adminUsername: 'admin', adminEmail: 'admin@example.com', adminPassword: 'admin-pass-1', seedDemo: false, log: silentLogger });
});
afterAll(async () => {
  await database.close();
});

describe('public contact details', () => {
  it('a fresh site shows no email, phone or address until an administrator sets them', async () => {
    const { caller } = await callerWithSession(database.db);
    expect(await caller.settings.site()).toMatchObject({ contactEmail: '', contactPhone: '', officeAddress: '' });
  });

  it('reads the invented placeholders older versions seeded as unset', async () => {
    await database.db
      .update(siteSettings)
      .set({ contactEmail: 'info@dominicacrypto.dm', contactPhone: '+1 (767) 448-0000', officeAddress: 'Roseau, Commonwealth of Dominica' });
    const { caller } = await callerWithSession(database.db);
    expect(await caller.settings.site()).toMatchObject({ contactEmail: '', contactPhone: '', officeAddress: '' });
  });

  it('shows the real details an administrator saves, and lets the email be cleared again', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const [row] = await database.db.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.id, 1));
    const base = { id: row!.id, companyName: 'Dominica Crypto Education', companyTagline: 'Learn safely' };
    await admin.settings.updateCompany({ ...base, contactEmail: 'team@real.dm', contactPhone: '+1 767 555 0100' });
    const { caller } = await callerWithSession(database.db);
    expect(await caller.settings.site()).toMatchObject({ contactEmail: 'team@real.dm', contactPhone: '+1 767 555 0100' });
    await admin.settings.updateCompany({ ...base, contactEmail: '' });
    expect((await caller.settings.site()).contactEmail).toBe('');
    await expect(admin.settings.updateCompany({ ...base, contactEmail: 'not-an-email' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
