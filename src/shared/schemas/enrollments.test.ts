import { describe, expect, it } from 'vitest';
import { encodeShownPrices, shownPriceOf } from './enrollments';

describe('the prices a native enroll form showed', () => {
  const encoded = encodeShownPrices([
    { id: 1, price: 4999 },
    { id: 12, price: 0 },
  ]);

  it('gives back the chosen course’s price, and nothing for a course it did not list', () => {
    expect(encoded).toBe('1:4999,12:0');
    expect(shownPriceOf(encoded, 1)).toBe(4999);
    expect(shownPriceOf(encoded, 12)).toBe(0);
    expect(shownPriceOf(encoded, 2)).toBeUndefined();
    expect(shownPriceOf(encoded, undefined)).toBeUndefined();
  });

  it('ignores a field no form of ours wrote (the enrollment then goes ahead as without one)', () => {
    for (const hostile of ['', '1:abc', '1:-5', '1:4999,', '1:1e3', ' 1:4999', '1:4999;2:1', `1:${'9'.repeat(20)}`, '1:99999999999'])
      expect(shownPriceOf(hostile, 1), hostile).toBeUndefined();
  });
});
