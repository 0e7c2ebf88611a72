import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import type { Database } from '../db/client';
import { DEFAULT_APPEARANCE } from '../../shared/constants';
import { INSECURE_IMAGE_MESSAGE } from '../../shared/schemas/settings';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
});
afterAll(async () => {
  await database.close();
});

describe('settings', () => {
  it('serves defaults publicly, without the notification settings', async () => {
    const { caller } = await callerWithSession(database.db);
    const settings = await caller.settings.get();
    expect(settings).toMatchObject({ id: 1, appearance: { primaryColor: DEFAULT_APPEARANCE.primaryColor, darkModeEnabled: true } });
    expect(settings).not.toHaveProperty('notifications');
    expect(settings.content.privacyPolicy.length).toBeGreaterThan(10);
  });

  it('a fresh install (no contact email yet) reads, and takes a save that does not send the email (probe 58, F5)', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const fresh = await admin.settings.get();
    expect(fresh).toMatchObject({ contactEmail: '', contactConfirmed: false, telegramUrl: null, discordUrl: null });
    // Other sections save as ever, whatever the company record holds.
    const { content } = await admin.settings.admin();
    await admin.settings.updateContent({ ...content, footerText: 'Saved while the contact email is still empty.' });
    // A PATCH of other fields keeps the (empty) stored email instead of failing on it.
    const renamed = await admin.settings.updateCompany({ id: 1, version: fresh.version, companyTagline: 'A tagline saved alone' });
    expect(renamed).toMatchObject({ companyTagline: 'A tagline saved alone', contactEmail: '' });
    // Sending it empty is refused, at the field, with the spec's message (spec section 5).
    await expect(admin.settings.updateCompany({ id: 1, contactEmail: '', companyTagline: 'Not saved' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Invalid email address'),
    });
    expect((await admin.settings.get()).companyTagline).toBe('A tagline saved alone');
  });

  it('admins set, read back and clear the Telegram and Discord links like the other social links (probe 58, F4)', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { caller: visitor } = await callerWithSession(database.db);
    const set = await admin.settings.updateCompany({
      id: 1,
      telegramUrl: 'https://t.me/nature_isle_learners',
      discordUrl: ' https://discord.gg/natureisle ',
    });
    expect(set).toMatchObject({ telegramUrl: 'https://t.me/nature_isle_learners', discordUrl: 'https://discord.gg/natureisle' });
    expect(await visitor.settings.get()).toMatchObject({
      telegramUrl: 'https://t.me/nature_isle_learners',
      discordUrl: 'https://discord.gg/natureisle',
    });
    expect(await visitor.settings.site()).toMatchObject({ telegramUrl: 'https://t.me/nature_isle_learners' });
    // Not sent: kept.
    await admin.settings.updateCompany({ id: 1, facebookUrl: 'https://facebook.com/example' });
    expect(await visitor.settings.get()).toMatchObject({
      telegramUrl: 'https://t.me/nature_isle_learners',
      discordUrl: 'https://discord.gg/natureisle',
    });
    // Hostile or malformed: refused at the field, nothing stored.
    for (const value of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'x'.repeat(100_000), 'false']) {
      await expect(admin.settings.updateCompany({ id: 1, telegramUrl: value })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(admin.settings.updateCompany({ id: 1, discordUrl: value })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    type Update = Parameters<typeof admin.settings.updateCompany>[0];
    for (const value of [42, false]) {
      await expect(admin.settings.updateCompany({ id: 1, discordUrl: value } as unknown as Update)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    expect(await visitor.settings.get()).toMatchObject({
      telegramUrl: 'https://t.me/nature_isle_learners',
      discordUrl: 'https://discord.gg/natureisle',
    });
    // Empty or null clears, as for the other links.
    const cleared = await admin.settings.updateCompany({ id: 1, telegramUrl: '', discordUrl: null });
    expect(cleared).toMatchObject({ telegramUrl: null, discordUrl: null });
    expect(await visitor.settings.get()).toMatchObject({ telegramUrl: null, discordUrl: null });
    const activity = await admin.admin.activity({ page: 1, pageSize: 20 });
    expect(JSON.stringify(activity.items)).toContain('https://t.me/nature_isle_learners');
  });

  it('admins update the company record; empty links become null', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const updated = await admin.settings.updateCompany({
      id: 1,
      companyName: 'Nature Isle Crypto School',
      companyTagline: 'Learn before you leap',
      contactEmail: 'hello@example.dm',
      contactPhone: '',
      officeAddress: 'Portsmouth',
      facebookUrl: 'https://facebook.com/example',
      twitterUrl: '',
      instagramUrl: null,
      youtubeUrl: '',
    });
    expect(updated).toMatchObject({
      companyName: 'Nature Isle Crypto School',
      facebookUrl: 'https://facebook.com/example',
      twitterUrl: null,
      instagramUrl: null,
    });
    const { caller } = await callerWithSession(database.db);
    expect((await caller.settings.get()).companyName).toBe('Nature Isle Crypto School');
    await expect(
      admin.settings.updateCompany({ id: 1, companyName: '', companyTagline: '', contactEmail: 'x', facebookUrl: 'not a url' }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('Site name is required'),
    });
  });

  it('admins save each section with its rules', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const current = await admin.settings.admin();
    await admin.settings.updateAppearance({ ...current.appearance, primaryColor: '#c2410c' });
    await expect(admin.settings.updateAppearance({ ...current.appearance, primaryColor: 'orange' })).rejects.toMatchObject({
      message: expect.stringContaining('Invalid color hex code'),
    });
    await expect(admin.settings.updateAppearance({ ...current.appearance, logoUrl: 'javascript:alert(1)' })).rejects.toMatchObject({
      message: expect.stringContaining('Invalid URL'),
    });
    // A picture over plain http is blocked by the site's CSP: refused at its field (the probe of 2026-11-29).
    for (const field of ['logoUrl', 'faviconUrl'] as const) {
      await expect(
        admin.settings.updateAppearance({ ...current.appearance, [field]: 'http://example.com/logo.png' }),
      ).rejects.toMatchObject({
        message: expect.stringContaining(INSECURE_IMAGE_MESSAGE),
      });
    }
    await admin.settings.updateAppearance({ ...(await admin.settings.admin()).appearance, logoUrl: 'https://example.com/logo.png' });
    await expect(admin.settings.updateNotifications({ ...current.notifications, adminEmailRecipients: '' })).rejects.toMatchObject({
      message: expect.stringContaining('At least one recipient email is required'),
    });
    await expect(admin.settings.updateContent({ ...current.content, privacyPolicy: 'short' })).rejects.toMatchObject({
      message: expect.stringContaining('Privacy policy text is required'),
    });
    await admin.settings.updateContent({ ...current.content, homepageTitle: 'A New Home Title' });
    const { caller } = await callerWithSession(database.db);
    const pub = await caller.settings.get();
    expect(pub.appearance.primaryColor).toBe('#c2410c');
    expect(pub.content.homepageTitle).toBe('A New Home Title');
    const activity = await admin.admin.activity({ page: 1, pageSize: 10 });
    expect(activity.items.map((a) => a.action)).toEqual(
      expect.arrayContaining(['settings.appearance', 'settings.content', 'settings.company']),
    );
  });

  it('only admins write or read the private sections', async () => {
    const { caller: user } = await signedInCaller(database.db);
    await expect(user.settings.admin()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      user.settings.updateCompany({ id: 1, companyName: 'x', companyTagline: 'y', contactEmail: 'a@b.co' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { caller: anonymous } = await callerWithSession(database.db);
    await expect(
      anonymous.settings.updateContent((await (await signedInCaller(database.db, 'admin')).caller.settings.admin()).content),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
