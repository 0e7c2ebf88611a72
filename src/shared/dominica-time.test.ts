import { describe, expect, it } from 'vitest';
import { dominicaIsoString, dominicaNow, dominicaToUtc, isCalendarDate } from './dominica-time';

describe('Dominica time (UTC-4, no DST)', () => {
  it('converts local date and time to the UTC instant', () => {
    expect(dominicaToUtc('2025-06-15', '14:00').toISOString()).toBe('2025-06-15T18:00:00.000Z');
    expect(dominicaToUtc('2025-12-31', '22:30').toISOString()).toBe('2026-01-01T02:30:00.000Z');
  });
  it('gives the local date and time for an instant', () => {
    expect(dominicaNow(new Date('2026-01-01T02:30:00Z'))).toEqual({ date: '2025-12-31', time: '22:30' });
  });
  it("writes an instant as ISO 8601 on Dominica's day, with its offset (probe 78, F10)", () => {
    // 21:30 on 1 December in Dominica is already 2 December in UTC.
    expect(dominicaIsoString(new Date('2026-12-02T01:30:00.000Z'))).toBe('2026-12-01T21:30:00.000-04:00');
    expect(dominicaIsoString(new Date('2026-05-01T10:00:00.123Z'))).toBe('2026-05-01T06:00:00.123-04:00');
    // The same instant, read back by any program.
    expect(new Date(dominicaIsoString(new Date('2026-12-02T01:30:00.000Z'))).toISOString()).toBe('2026-12-02T01:30:00.000Z');
  });
  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('15/06/2025')).toBe(false);
  });
});
