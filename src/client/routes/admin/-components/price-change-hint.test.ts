import { describe, expect, it } from 'vitest';
import { MADE_FREE_HINT, PRICE_CHANGED_HINT, priceChangeHint } from './price-change-hint';

describe('the course form says what a price change means for learners already enrolled', () => {
  it('says nothing while the price is unchanged or not yet a price', () => {
    expect(priceChangeHint(4999, '49.99')).toBeUndefined();
    expect(priceChangeHint(4999, ' 49.99 ')).toBeUndefined();
    expect(priceChangeHint(4999, '')).toBeUndefined();
    expect(priceChangeHint(4999, '49.')).toBeUndefined();
    expect(priceChangeHint(4999, 'abc')).toBeUndefined();
  });
  it('a paid course made free: learners waiting to pay keep their price, decided in the queue (probe 78, F11)', () => {
    expect(priceChangeHint(4999, '0')).toBe(MADE_FREE_HINT);
    expect(priceChangeHint(4999, '0.00')).toBe(MADE_FREE_HINT);
  });
  it('any other change: the new price is for new enrollments', () => {
    expect(priceChangeHint(4999, '39.99')).toBe(PRICE_CHANGED_HINT);
    expect(priceChangeHint(0, '10')).toBe(PRICE_CHANGED_HINT);
  });
});
