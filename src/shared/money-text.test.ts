/** Amounts for reading have thousands separators; copied and machine-read values do not (probe 78, F7). */
import { describe, expect, it } from 'vitest';
import { centsToDecimal } from './amount-due';
import { groupThousands, moneyText, usdText, usdtText, xcdText } from './money-text';
import { formatUsdWithXcd, MAX_PRICE_CENTS, MAX_XCD_CENTS } from './xcd';

describe('amounts for reading', () => {
  it('groups thousands with commas: the largest price reads US$1,000,000.00 (≈ EC$2,700,000.00)', () => {
    expect(usdText(MAX_PRICE_CENTS)).toBe('US$1,000,000.00');
    expect(xcdText(270_000_000)).toBe('EC$2,700,000.00');
    expect(usdtText('1000000.00')).toBe('1,000,000.00 USDT');
    expect(formatUsdWithXcd(MAX_PRICE_CENTS, 270_000_000)).toBe('US$1,000,000.00 (≈ EC$2,700,000.00)');
    expect(moneyText(MAX_XCD_CENTS)).toBe('999,999,900.00');
  });

  it('leaves amounts under a thousand as they were', () => {
    expect(usdText(4999)).toBe('US$49.99');
    expect(xcdText(13_497)).toBe('EC$134.97');
    expect(moneyText(0)).toBe('0.00');
    expect(moneyText(5)).toBe('0.05');
    expect(moneyText(99_999)).toBe('999.99');
    expect(moneyText(100_000)).toBe('1,000.00');
    expect(usdtText('49.99')).toBe('49.99 USDT');
  });

  it('groups a decimal string without touching its fraction', () => {
    expect(groupThousands('1234567.8901')).toBe('1,234,567.8901');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('100')).toBe('100');
  });

  it('is not what is copied or exported: that stays digits only', () => {
    expect(centsToDecimal(MAX_PRICE_CENTS)).toBe('1000000.00');
  });
});
