import { describe, expect, it } from 'vitest';
import { dominicaNow, dominicaToUtc, isCalendarDate } from './dominica-time';

describe('Dominica time (UTC-4, no DST)', () => {
  it('converts local date and time to the UTC instant', () => {
    expect(dominicaToUtc('2025-06-15', '14:00').toISOString()).toBe('2025-06-15T18:00:00.000Z');
    expect(dominicaToUtc('2025-12-31', '22:30').toISOString()).toBe('2026-01-01T02:30:00.000Z');
  });
  it('gives the local date and time for an instant', () => {
    expect(dominicaNow(new Date('2026-01-01T02:30:00Z'))).toEqual({ date: '2025-12-31', time: '22:30' });
  });
  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('15/06/2025')).toBe(false);
  });
});
