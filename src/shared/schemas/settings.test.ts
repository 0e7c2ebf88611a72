import { describe, expect, it } from 'vitest';
import {
  companySettingsSchema,
  companyUpdateSchema,
  DEFAULT_NOTIFICATIONS,
  generalSettingsFormSchema,
  notificationSettingsSchema,
  PHONE_MESSAGE,
} from './settings';
import { NO_SOCIAL_LINKS } from '../constants';

const withRecipients = (adminEmailRecipients: string) =>
  notificationSettingsSchema.safeParse({ ...DEFAULT_NOTIFICATIONS, adminEmailRecipients });

describe('admin email recipients', () => {
  it('accepts one address or a comma-separated list of valid addresses', () => {
    expect(withRecipients('admin@example.com').success).toBe(true);
    expect(withRecipients('admin@example.com, team@example.org ,x@y.dm').success).toBe(true);
  });

  it('names the entry that is not an address, and an empty entry between commas', () => {
    expect(withRecipients('admin@example.com, not-an-address').error?.issues[0]?.message).toMatch(
      /^"not-an-address" is not a valid email address/,
    );
    expect(withRecipients('admin@example.com;team@example.com').error?.issues[0]?.message).toMatch(/is not a valid email address/);
    expect(withRecipients('admin@example.com,,team@example.com').error?.issues[0]?.message).toMatch(/^Remove the empty entry/);
    expect(withRecipients('').error?.issues[0]?.message).toBe('At least one recipient email is required');
  });
});

describe('the contact phone (a tap-to-call link on /contact)', () => {
  // A save of General carries a real contact email (spec section 5; probe 58, F5).
  const base = { id: 1, companyName: 'Site', companyTagline: 'Tagline', contactEmail: 'office@example.dm', version: 1 };
  it('accepts numbers people dial, written the usual ways, and empty', () => {
    for (const phone of ['+1 (767) 448-0000', '767-448-0000', '+1.767.555.0100', '4480000', '', null]) {
      expect(companyUpdateSchema.safeParse({ ...base, contactPhone: phone }).success, String(phone)).toBe(true);
    }
  });
  it('refuses words, too few or too many digits, at the field', () => {
    for (const phone of ['call us', '767 EXT 12', '12345', '+1 767 448 0000 0000 0', 'tel:7674480000']) {
      const result = companyUpdateSchema.safeParse({ ...base, contactPhone: phone });
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['contactPhone']);
      expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    }
    expect(generalSettingsFormSchema.shape.contactPhone.safeParse('call us').success).toBe(false);
  });
});

describe('the contact email (spec section 5: "contactEmail | valid | Invalid email address")', () => {
  const form = {
    siteName: 'Site',
    siteTagline: 'Tagline',
    contactEmail: 'office@example.dm',
    officeHours: 'Monday-Friday 9AM-5PM',
    socialLinks: {},
  };
  it('a save must carry an address: empty, blank or malformed is refused at the field; not sent, the stored one is kept (probe 58, F5)', () => {
    for (const contactEmail of ['', '   ', 'not-an-email', 'office@', '@example.dm', `${'a'.repeat(250)}@example.dm`]) {
      const patch = companyUpdateSchema.safeParse({ id: 1, contactEmail });
      expect(patch.success, contactEmail).toBe(false);
      expect(
        patch.error?.issues.map((i) => [i.path, i.message]),
        contactEmail,
      ).toEqual([[['contactEmail'], 'Invalid email address']]);
      const general = generalSettingsFormSchema.safeParse({ ...form, contactEmail });
      expect(
        general.error?.issues.map((i) => [i.path, i.message]),
        contactEmail,
      ).toEqual([[['contactEmail'], 'Invalid email address']]);
    }
    expect(companyUpdateSchema.safeParse({ id: 1, contactEmail: null }).success).toBe(false);
    // Not sent: the stored one is kept, so another field's save never fails on a fresh install's empty one.
    expect(companyUpdateSchema.parse({ id: 1, officeHours: 'Mon-Fri 9-5' }).contactEmail).toBeUndefined();
    // A valid one is saved trimmed, and a stored empty one is still read.
    expect(companyUpdateSchema.parse({ id: 1, contactEmail: ' office@example.dm ' }).contactEmail).toBe('office@example.dm');
    expect(generalSettingsFormSchema.safeParse(form).success).toBe(true);
    // A fresh install's record holds no email until an admin saves General.
    const fresh = {
      id: 1,
      companyName: 'Site',
      companyTagline: 'Tagline',
      contactEmail: '',
      contactPhone: '',
      officeAddress: '',
      ...NO_SOCIAL_LINKS,
      officeHours: 'Monday-Friday 9AM-5PM',
      contactConfirmed: false,
    };
    expect(companySettingsSchema.parse(fresh).contactEmail).toBe('');
  });
});

describe('the Telegram and Discord links (spec section 2, /community; probe 58, F4)', () => {
  it('follow the other social links: an http(s) URL, or empty/null to clear; absent keeps', () => {
    const parsed = companyUpdateSchema.parse({ id: 1, telegramUrl: ' https://t.me/example ', discordUrl: '' });
    expect(parsed).toMatchObject({ telegramUrl: 'https://t.me/example', discordUrl: null });
    const absent = companyUpdateSchema.parse({ id: 1 });
    expect([absent.telegramUrl, absent.discordUrl]).toEqual([undefined, undefined]);
    const fromForm = generalSettingsFormSchema.safeParse({
      siteName: 'Site',
      siteTagline: 'Tagline',
      contactEmail: 'office@example.dm',
      officeHours: 'Mon-Fri',
      socialLinks: { telegram: 'https://t.me/example', discord: 'https://discord.gg/example' },
    });
    expect(fromForm.success).toBe(true);
  });
  it('refuse what the other links refuse, with the same message', () => {
    for (const field of ['telegramUrl', 'discordUrl'] as const) {
      for (const value of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 't.me/example', 'false', 'https://t.me/ space']) {
        const result = companyUpdateSchema.safeParse({ id: 1, [field]: value });
        expect(
          result.error?.issues.map((i) => [i.path, i.message]),
          `${field} ${value}`,
        ).toEqual([[[field], 'Invalid URL']]);
        const other = companyUpdateSchema.safeParse({ id: 1, facebookUrl: value });
        expect(other.error?.issues[0]?.message).toBe('Invalid URL');
      }
      for (const value of [5, false, true, {}, [], 'x'.repeat(100_000)]) {
        const result = companyUpdateSchema.safeParse({ id: 1, [field]: value });
        expect(result.success, `${field} ${String(value).slice(0, 20)}`).toBe(false);
        expect(result.error?.issues[0]?.path).toEqual([field]);
      }
    }
  });
});
