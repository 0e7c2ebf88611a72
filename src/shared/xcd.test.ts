import { describe, expect, it } from 'vitest';
import {
  canonicalRate,
  formatUsdWithXcd,
  MAX_PRICE_CENTS,
  MAX_XCD_CENTS,
  MAX_XCD_RATE,
  rateToTenThousandths,
  usdCentsToXcdCents,
  XCD_RATE_PATTERN,
} from './xcd';

describe('the EC$ rate has one spelling (probe 78, F6)', () => {
  it('drops leading and trailing zeros, and a point with nothing after it', () => {
    for (const [typed, stored] of [
      ['002.7000', '2.7'],
      ['2.70', '2.7'],
      ['2.7', '2.7'],
      ['3.0', '3'],
      ['010', '10'],
      ['0.5', '0.5'],
      ['000.0500', '0.05'],
      ['0', '0'],
      ['2.7169', '2.7169'],
    ] as const)
      expect(canonicalRate(typed), typed).toBe(stored);
  });
  it('leaves what is not a rate for the pattern check to refuse', () => {
    for (const typed of ['2.7e1', '-1', '', '1.23456']) expect(canonicalRate(typed), typed).toBe(typed);
  });
});

describe('EC$ conversion', () => {
  it('reads the rate as integer ten-thousandths', () => {
    expect(rateToTenThousandths('2.7')).toBe(27_000);
    expect(rateToTenThousandths('2.7169')).toBe(27_169);
    expect(rateToTenThousandths('3')).toBe(30_000);
    expect(() => rateToTenThousandths('2.7e1')).toThrow();
    expect(() => rateToTenThousandths('-1')).toThrow();
  });

  it('converts cents at the peg (US$49.99 is EC$134.97)', () => {
    expect(usdCentsToXcdCents(4999, '2.7')).toBe(13_497);
    expect(usdCentsToXcdCents(0, '2.7')).toBe(0);
    expect(usdCentsToXcdCents(100_000_000, '2.7')).toBe(270_000_000);
  });

  it('rounds half up to the cent', () => {
    // 1 cent at 2.5 is 2.5 EC cents -> 3; at 2.4999 it is 2.4999 -> 2.
    expect(usdCentsToXcdCents(1, '2.5')).toBe(3);
    expect(usdCentsToXcdCents(1, '2.4999')).toBe(2);
    expect(usdCentsToXcdCents(3, '2.7')).toBe(8); // 8.1
    expect(usdCentsToXcdCents(5, '2.7')).toBe(14); // 13.5 -> 14
  });

  it('formats both currencies', () => {
    expect(formatUsdWithXcd(4999, 13_497)).toBe('US$49.99 (≈ EC$134.97)');
  });
});

describe('EC$ bounds (issue 25 finding 6)', () => {
  it('the largest price at the largest accepted rate is an exact integer, and past 2^31', () => {
    expect(usdCentsToXcdCents(MAX_PRICE_CENTS, MAX_XCD_RATE)).toBe(MAX_XCD_CENTS);
    expect(Number.isSafeInteger(MAX_XCD_CENTS)).toBe(true);
    expect(MAX_XCD_CENTS).toBeGreaterThan(2 ** 31);
    expect(XCD_RATE_PATTERN.test(MAX_XCD_RATE)).toBe(true);
    expect(XCD_RATE_PATTERN.test('1000')).toBe(false);
  });
});
