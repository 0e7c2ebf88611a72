/**
 * Issue 25 finding 10: a settings save without `version` silently replaced whatever another admin
 * had saved meanwhile. Every section save (`PUT /api/admin/settings/{section}` and the tRPC
 * procedures the admin screens call) must send the version it started from: 400 naming the field
 * when absent, 409 when stale. The company record's `PATCH /api/settings/{id}` stays
 * last-write-wins for callers without a version, as api.md says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;
let adminPassword: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // The company record exists from the first start on.
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
  server = await startTestServer(database);
  const account = await createAccount(database.db, 'admin');
  adminPassword = account.password;
  admin = createClient(server.baseUrl);
  await admin.post('/api/login', { username: account.username, password: account.password });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type Sections = Record<'notifications' | 'appearance' | 'content' | 'payments' | 'security', Record<string, unknown> & { version: number }>;
const current = async () => (await admin.get('/api/admin/settings')).json as unknown as Sections;
const SECTIONS = ['notifications', 'appearance', 'content', 'payments', 'security'] as const;
type Section = Sections[keyof Sections];
/** A change to save in each section (payments saves TEST_PAYMENT_SETTINGS, security as it was). */
const EDITS: Record<(typeof SECTIONS)[number], (loaded: Section) => Section> = {
  notifications: (loaded) => ({ ...loaded, newUserNotification: !loaded.newUserNotification }),
  appearance: (loaded) => ({ ...loaded, primaryColor: loaded.primaryColor === '#c2410c' ? '#0f766e' : '#c2410c' }),
  content: (loaded) => ({ ...loaded, homepageTitle: `A title saved at ${Date.now()}` }),
  payments: (loaded) => loaded,
  security: (loaded) => loaded,
};

describe('settings section saves require the version they started from', () => {
  it.each(SECTIONS)('PUT /api/admin/settings/%s: 400 naming version without it, 409 when stale, 200 when current', async (section) => {
    const loaded = (await current())[section];
    // Payment details also take the admin's own password (step-up).
    const body =
      section === 'payments'
        ? { ...TEST_PAYMENT_SETTINGS, currentPassword: adminPassword, version: loaded.version }
        : EDITS[section](loaded);
    const { version, ...withoutVersion } = body;

    const missing = await admin.put(`/api/admin/settings/${section}`, withoutVersion);
    expect(missing.status).toBe(400);
    expect((missing.json.issues as { path: string }[]).map((i) => i.path)).toEqual(['version']);
    expect((await current())[section].version).toBe(loaded.version);

    const saved = await admin.put(`/api/admin/settings/${section}`, { ...withoutVersion, version });
    expect(saved.status).toBe(200);
    // A save that changes nothing keeps the version (settings-unchanged.test.ts): security's one
    // switch cannot be turned on by an admin without two-factor, so it is saved as it was.
    const changed = section !== 'security';
    expect(saved.json.version).toBe(changed ? version + 1 : version);

    const stale = await admin.put(`/api/admin/settings/${section}`, { ...withoutVersion, version: changed ? version : version + 1 });
    expect(stale.status).toBe(409);
  });

  it('the tRPC procedures behind the admin screens refuse a save without a version', async () => {
    const { caller } = await signedInCaller(database.db, 'admin');
    // The types already demand the version; these calls stand for a client that leaves it out anyway.
    type AppearanceSave = Parameters<typeof caller.settings.updateAppearance>[0];
    type SecuritySave = Parameters<typeof caller.payments.updateSecurity>[0];
    const { version: _a, ...appearance } = (await caller.settings.admin()).appearance;
    await expect(caller.settings.updateAppearance(appearance as AppearanceSave)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const { version: _s, ...security } = (await caller.settings.admin()).security;
    await expect(caller.payments.updateSecurity(security as SecuritySave)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('PATCH /api/settings/{id} without a version still saves (last write wins), and a stale one is 409', async () => {
    const company = (await admin.get('/api/settings')).json as unknown as Record<string, unknown> & { id: number; version: number };
    const keys = [
      'companyTagline',
      'contactPhone',
      'officeAddress',
      'facebookUrl',
      'twitterUrl',
      'instagramUrl',
      'youtubeUrl',
      'telegramUrl',
      'discordUrl',
    ];
    // The General form's save: every field, with a real contact email (this fresh install has
    // none yet, and a save refuses an empty one: probe 58, F5).
    const fields = {
      ...Object.fromEntries(keys.map((k) => [k, company[k]])),
      contactEmail: 'office@example.dm',
      companyName: 'Renamed Without Version',
    };
    const saved = await admin.patch(`/api/settings/${company.id}`, fields);
    expect(saved.status).toBe(200);
    expect(saved.json.companyName).toBe('Renamed Without Version');
    expect((await admin.patch(`/api/settings/${company.id}`, { ...fields, version: company.version })).status).toBe(409);
  });
});
