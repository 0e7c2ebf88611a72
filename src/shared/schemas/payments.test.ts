import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_SETTINGS, paymentSettingsSchema } from './payments';

/** Tether's USDT treasury on Tron (a real, checksummed TRC-20 address). */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** The EIP-55 specification's own examples, mixed-case checksummed. */
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
];

const withUsdt = (network: 'TRC-20' | 'ERC-20', address: string) => ({ ...DEFAULT_PAYMENT_SETTINGS, usdt: { network, address } });
const addressIssue = (network: 'TRC-20' | 'ERC-20', address: string) => {
  const parsed = paymentSettingsSchema.safeParse(withUsdt(network, address));
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path.join('.') === 'usdt.address')?.message ?? 'other');
};
/** `s` with the character at `i` replaced by another from the same alphabet. */
const changeAt = (s: string, i: number, alphabet: string) => {
  const c = s[i]!;
  const other = alphabet[(alphabet.indexOf(c) + 1) % alphabet.length]!;
  return s.slice(0, i) + other + s.slice(i + 1);
};
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

describe('USDT receiving addresses are saved only with a valid checksum (issue 25 finding 7)', () => {
  it('accepts a real TRC-20 address and refuses every one-character change of it', () => {
    expect(addressIssue('TRC-20', TRON)).toBeNull();
    for (let i = 1; i < TRON.length; i++) {
      const changed = changeAt(TRON, i, BASE58);
      expect(addressIssue('TRC-20', changed), changed).toMatch(/checksum|mistyped/i);
    }
  });

  it('refuses a well-formed base58check string whose version byte is not Tron (0x41)', () => {
    // The treasury's 20-byte account under the neighbouring version byte 0x42: a valid checksum
    // and the TRC-20 shape (T + 33 characters), but not a Tron address.
    const codec = createBase58check(sha256);
    const payload = codec.decode(TRON);
    const other = codec.encode(Uint8Array.from([0x42, ...payload.slice(1)]));
    expect(other).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(addressIssue('TRC-20', other)).toMatch(/checksum|mistyped/i);
  });

  it('accepts EIP-55 checksummed, all-lowercase and all-uppercase ERC-20 addresses', () => {
    for (const address of EIP55) {
      expect(addressIssue('ERC-20', address), address).toBeNull();
      expect(addressIssue('ERC-20', `0x${address.slice(2).toLowerCase()}`)).toBeNull();
      expect(addressIssue('ERC-20', `0x${address.slice(2).toUpperCase()}`)).toBeNull();
    }
  });

  it('refuses a mixed-case ERC-20 address whose case does not match the checksum', () => {
    const [address] = EIP55 as [string];
    // Flip the case of one letter: still 40 hex digits, wrong checksum.
    const i = [...address].findIndex((c, n) => n > 1 && /[a-f]/.test(c));
    const flipped = address.slice(0, i) + address[i]!.toUpperCase() + address.slice(i + 1);
    expect(addressIssue('ERC-20', flipped)).toMatch(/checksum|mistyped/i);
    // One digit changed, case kept: the checksum no longer fits.
    const changed = changeAt(address, 2, '0123456789abcdef');
    expect(addressIssue('ERC-20', changed)).toMatch(/checksum|mistyped/i);
  });

  it('keeps the shape messages for addresses of the wrong form', () => {
    expect(addressIssue('TRC-20', 'nope')).toContain('TRC-20 address');
    expect(addressIssue('ERC-20', TRON)).toContain('0x followed by 40 hex digits');
    // Right length, but a character Tron never uses (zero for a capital O): the message says which ones.
    expect(addressIssue('TRC-20', `T${'0'.repeat(33)}`)).toContain('other than 0, O, I and l');
  });
});

describe('the EC$ rate is kept in one spelling (probe 78, F6)', () => {
  it('stores "002.7000" and " 2.70" as "2.7", which every page then shows', () => {
    for (const typed of ['002.7000', ' 2.70', '2.7 ', '2.7'])
      expect(paymentSettingsSchema.parse({ ...DEFAULT_PAYMENT_SETTINGS, xcdRate: typed }).xcdRate, typed).toBe('2.7');
  });
  it('still refuses what is not a rate', () => {
    for (const typed of ['2,7', '2.7e1', '0.000', '1.23456'])
      expect(paymentSettingsSchema.safeParse({ ...DEFAULT_PAYMENT_SETTINGS, xcdRate: typed }).success, typed).toBe(false);
  });
});
