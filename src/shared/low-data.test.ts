import { describe, expect, it } from 'vitest';
import { lowDataRequested } from './low-data';

describe('low-data mode', () => {
  it('follows Save-Data: on, unless the reader chose otherwise with the switch', () => {
    expect(lowDataRequested(undefined, undefined)).toBe(false);
    expect(lowDataRequested('on', undefined)).toBe(true);
    expect(lowDataRequested(' On ', '')).toBe(true);
    expect(lowDataRequested('off', undefined)).toBe(false);
    expect(lowDataRequested(undefined, 'a=1; data_saver=on')).toBe(true);
    expect(lowDataRequested('on', 'data_saver=off; b=2')).toBe(false);
    // Only the exact cookie counts.
    expect(lowDataRequested(undefined, 'my_data_saver=on')).toBe(false);
    expect(lowDataRequested(undefined, 'data_saver=onion')).toBe(false);
  });
});
