import { describe, expect, it } from 'vitest';
import { formatUsdWithXcd, rateToTenThousandths, usdCentsToXcdCents } from './xcd';

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
