import { describe, expect, it } from 'vitest';
import { companyUpdateSchema, DEFAULT_NOTIFICATIONS, generalSettingsFormSchema, notificationSettingsSchema, PHONE_MESSAGE } from './settings';

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
  const base = { id: 1, companyName: 'Site', companyTagline: 'Tagline', contactEmail: '', version: 1 };
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
