/**
 * Imaginary passkeys are keyed by the server's secret: the same name gets the same ids on every
 * process sharing the secret, and no one can compute them without it (another secret, other ids).
 */
import { describe, expect, it } from 'vitest';
import { createImaginaryPasskeys } from './imaginary-passkeys';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('imaginary passkeys', () => {
  it('one platform-passkey-shaped descriptor per name: a 16-byte id, hybrid and internal', () => {
    const [descriptor, ...more] = createImaginaryPasskeys(SECRET).describe('ghost');
    expect(more).toEqual([]);
    expect(Buffer.from(descriptor?.id ?? '', 'base64url')).toHaveLength(16);
    expect(descriptor?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(descriptor?.transports).toEqual(['hybrid', 'internal']);
  });

  it('the same name and secret give the same ids (another process too); another name or secret does not', () => {
    const ids = (secret: string, name: string) =>
      createImaginaryPasskeys(secret)
        .describe(name)
        .map((d) => d.id);
    expect(ids(SECRET, 'ghost')).toEqual(ids(SECRET, 'ghost'));
    expect(ids(SECRET, 'ghost')).not.toEqual(ids(SECRET, 'ghost2'));
    expect(ids(SECRET, 'ghost')).not.toEqual(ids(`${SECRET}x`, 'ghost'));
  });

  it('hands out copies: a caller changing one answer does not change the next', () => {
    const passkeys = createImaginaryPasskeys(SECRET);
    passkeys.describe('ghost')[0]?.transports.push('usb');
    expect(passkeys.describe('ghost')[0]?.transports).toEqual(['hybrid', 'internal']);
  });
});
