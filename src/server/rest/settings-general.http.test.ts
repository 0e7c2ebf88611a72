/**
 * Probe 58 over REST, on a fresh install:
 * - F4: /community's "Join the conversation" could never list Telegram or Discord (spec section 2):
 *   the company record had no field for them. `telegramUrl` and `discordUrl` are saved by
 *   `PATCH /api/settings/{id}` and served by `GET /api/settings` exactly as the other social links,
 *   and shown wherever those are (footer, /community, the contact panel), only when set.
 * - F5: `PATCH /api/settings/1 {"contactEmail":""}` answered 200, and /contact then showed no email.
 *   Spec section 5: "contactEmail | valid | Invalid email address". A save that sends it must send
 *   an address; one that does not send it keeps the stored one, even the empty one of a fresh
 *   install.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { changesHeard } from '../../../test/db';
import { createClient, signedInClient } from '../../../test/http';
import { seededSiteForFile } from '../../../test/seeded-site';
import { companySettingsSchema } from '../../shared/schemas/settings';
import { NO_SOCIAL_LINKS } from '../../shared/constants';

// A first start without demo content, rendering pages too (the links are checked where they show).
const site = seededSiteForFile({ seedDemo: false });
let admin: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
});

const visitor = () => createClient(site.server.baseUrl);
const read = async () => companySettingsSchema.parse((await visitor().get('/api/settings')).json);
const page = async (path: string) => {
  const res = await visitor().get(path);
  expect(res.status, path).toBe(200);
  return res.text;
};
const patch = async (body: Record<string, unknown>) => {
  const res = await admin.patch('/api/settings/1', body);
  // Every process hears the change before the next read (the answer cache's rule).
  await changesHeard(site.database);
  return res;
};

/** Values no link or email field may take: each a 400 naming the field, never a 500. */
const HOSTILE: [string, unknown][] = [
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['100 KB', `https://t.me/${'x'.repeat(100_000)}`],
  ['a number', 42],
  ['"false"', 'false'],
  ['false', false],
  ['an object', { url: 'https://t.me/x' }],
  ['an array', ['https://t.me/x']],
];

describe('the contact email (probe 58, F5)', () => {
  it('a fresh install has none: a save sending it empty is refused, one that does not send it still saves', async () => {
    const fresh = await read();
    expect(fresh).toMatchObject({ contactEmail: '', contactConfirmed: false });
    // What the probe sent: 200 then, and /contact showed no email at all.
    const cleared = await patch({ contactEmail: '' });
    expect(cleared.status, cleared.text).toBe(400);
    expect(cleared.json.issues).toEqual([{ path: 'contactEmail', message: 'Invalid email address' }]);
    expect(await read()).toEqual(fresh);
    // A PATCH of other fields keeps the stored (empty) email instead of failing on it.
    const res = await patch({ version: fresh.version, officeHours: 'Monday-Thursday 9AM-3PM', companyTagline: 'Learn first' });
    expect(res.status, res.text).toBe(200);
    expect(await read()).toMatchObject({ contactEmail: '', officeHours: 'Monday-Thursday 9AM-3PM', companyTagline: 'Learn first' });
    // Another section's save is not held up by the company record's empty email.
    const { notifications } = (await admin.get('/api/admin/settings')).json as unknown as { notifications: Record<string, unknown> };
    expect((await admin.put('/api/admin/settings/notifications', { ...notifications, newUserNotification: false })).status).toBe(200);
  });

  it('an empty, blank, malformed or wrongly typed one is refused at its field, 400 never 500, and nothing is saved', async () => {
    const before = await read();
    for (const contactEmail of ['', '   ', 'not-an-email', 'office@', 'office@example', `${'a'.repeat(100_000)}@example.dm`]) {
      const res = await patch({ contactEmail, companyName: 'Not Saved' });
      expect(res.status, contactEmail.slice(0, 20)).toBe(400);
      expect(res.json).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid email address' });
      expect(res.json.issues).toEqual([{ path: 'contactEmail', message: 'Invalid email address' }]);
    }
    // The General form's whole save with the email left empty (what the probe did in the UI).
    const general = await patch({
      version: before.version,
      companyName: before.companyName,
      companyTagline: before.companyTagline,
      contactEmail: '',
      contactPhone: '',
      officeAddress: '',
      officeHours: before.officeHours,
      ...NO_SOCIAL_LINKS,
    });
    expect(general.status).toBe(400);
    expect(general.json.issues).toEqual([{ path: 'contactEmail', message: 'Invalid email address' }]);
    // A value of the wrong JSON type, or a hostile one, is a 400 naming the field too.
    for (const [label, contactEmail] of [...HOSTILE, ['null', null] as [string, unknown]]) {
      const res = await patch({ contactEmail });
      expect(res.status, label).toBe(400);
      expect(
        (res.json.issues as { path: string }[]).map((i) => i.path),
        label,
      ).toEqual(['contactEmail']);
    }
    expect(await read()).toEqual(before);
  });

  it('a valid one is saved and shown on /contact and on the home page', async () => {
    const res = await patch({ contactEmail: ' Office@Example.dm ' });
    expect(res.status, res.text).toBe(200);
    expect(await read()).toMatchObject({ contactEmail: 'Office@Example.dm', contactConfirmed: true });
    for (const path of ['/contact', '/']) expect(await page(path), path).toContain('href="mailto:Office@Example.dm"');
    // It can be changed, never cleared.
    expect((await patch({ contactEmail: 'team@example.dm' })).status).toBe(200);
    expect((await patch({ contactEmail: '' })).status).toBe(400);
    expect((await read()).contactEmail).toBe('team@example.dm');
  });
});

describe('the Telegram and Discord links (probe 58, F4)', () => {
  it('are not shown before an admin sets them, and seeding invents none', async () => {
    expect(await read()).toMatchObject({ telegramUrl: null, discordUrl: null });
    const html = await page('/community');
    expect(html).toContain('Join the conversation');
    expect(html).not.toMatch(/t\.me\/|discord\.(gg|com)/);
  });

  it('round-trip through PATCH and GET /api/settings: set, kept when not sent, cleared by null or empty', async () => {
    const set = await patch({ telegramUrl: 'https://t.me/nature_isle_learners', discordUrl: 'https://discord.gg/natureisle' });
    expect(set.status, set.text).toBe(200);
    expect(set.json).toMatchObject({ telegramUrl: 'https://t.me/nature_isle_learners', discordUrl: 'https://discord.gg/natureisle' });
    expect(await read()).toMatchObject({ telegramUrl: 'https://t.me/nature_isle_learners', discordUrl: 'https://discord.gg/natureisle' });

    // Shown where the other social links are: the footer of every page, /community and the contact panel.
    for (const path of ['/community', '/contact', '/']) {
      const html = await page(path);
      expect(html, path).toContain('href="https://t.me/nature_isle_learners"');
      expect(html, path).toContain('href="https://discord.gg/natureisle"');
    }
    const community = await page('/community');
    const conversation = community.slice(community.indexOf('Join the conversation'));
    expect(conversation).toMatch(/href="https:\/\/t\.me\/nature_isle_learners"[^>]*>.*?Telegram<\/a>/s);
    expect(conversation).toMatch(/href="https:\/\/discord\.gg\/natureisle"[^>]*>.*?Discord<\/a>/s);

    expect((await patch({ facebookUrl: 'https://facebook.com/example' })).status).toBe(200);
    expect(await read()).toMatchObject({ telegramUrl: 'https://t.me/nature_isle_learners', discordUrl: 'https://discord.gg/natureisle' });

    const cleared = await patch({ telegramUrl: null, discordUrl: '' });
    expect(cleared.status, cleared.text).toBe(200);
    expect(await read()).toMatchObject({ telegramUrl: null, discordUrl: null, facebookUrl: 'https://facebook.com/example' });
    expect(await page('/community')).not.toMatch(/t\.me\/|discord\.(gg|com)/);
  });

  it('hostile values are refused at their field, 400 never 500, and nothing is stored', async () => {
    expect((await patch({ telegramUrl: 'https://t.me/kept', discordUrl: 'https://discord.gg/kept' })).status).toBe(200);
    const before = await read();
    for (const field of ['telegramUrl', 'discordUrl']) {
      for (const [label, value] of HOSTILE) {
        const res = await patch({ [field]: value });
        expect(res.status, `${field} ${label}`).toBe(400);
        expect(res.json.issues, `${field} ${label}`).toEqual([{ path: field, message: expect.any(String) }]);
      }
      // The same message as the other social links for a text that is no http(s) URL.
      for (const value of ['javascript:alert(1)', 'data:text/html,x', 'false']) {
        expect((await patch({ [field]: value })).json.issues).toEqual([{ path: field, message: 'Invalid URL' }]);
        expect((await patch({ facebookUrl: value })).json.issues).toEqual([{ path: 'facebookUrl', message: 'Invalid URL' }]);
      }
    }
    expect(await read()).toEqual(before);
  });

  it('only an admin saves them', async () => {
    const learner = await signedInClient(site.server.baseUrl, site.database.db, 'user');
    expect((await learner.patch('/api/settings/1', { telegramUrl: 'https://t.me/someone_else' })).status).toBe(403);
    expect((await visitor().patch('/api/settings/1', { discordUrl: 'https://discord.gg/x' })).status).toBe(401);
    expect((await read()).telegramUrl).toBe('https://t.me/kept');
  });

  it('are described by the OpenAPI document, on the read and on the PATCH', async () => {
    const doc = (await visitor().get('/api/openapi.json')).json as unknown as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
    };
    const patchDoc = JSON.stringify(doc.paths['/settings/{id}']?.patch?.requestBody);
    const getDoc = JSON.stringify(doc.paths['/settings']?.get?.responses);
    for (const field of ['telegramUrl', 'discordUrl']) {
      expect(patchDoc).toContain(field);
      expect(getDoc).toContain(field);
    }
  });
});
