import { describe, expect, it } from 'vitest';
import { formatEventWhen } from './event-format';

describe('formatEventWhen', () => {
  it('uses the spec format and never shifts the day with the time zone', () => {
    expect(formatEventWhen('2025-06-15', '14:00')).toBe('June 15, 2025 at 14:00');
    expect(formatEventWhen('2025-01-01', '00:30')).toBe('January 1, 2025 at 00:30');
  });
});
