import { describe, expect, it } from 'vitest';
import { addressKey, isValidTrustProxy, trustProxySetting } from './client-address';

describe('addressKey', () => {
  it('counts IPv6 by its /64 and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb:cccc:dddd:2'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('2001:0db8:0001:0002::1')).toBe(addressKey('2001:db8:1:2::ffff'));
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).not.toBe(addressKey('192.0.2.2'));
    expect(addressKey(null)).toBe('unknown');
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of addresses and CIDRs, and rejects anything else', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(isValidTrustProxy('loopback, 10.0.0.0/8, fd00::/8')).toBe(true);
    expect(isValidTrustProxy('2')).toBe(true);
    expect(isValidTrustProxy('everyone')).toBe(false);
    expect(isValidTrustProxy('10.0.0.0/99')).toBe(false);
  });
});
