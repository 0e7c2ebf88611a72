import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATIONS, notificationSettingsSchema } from './settings';

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
