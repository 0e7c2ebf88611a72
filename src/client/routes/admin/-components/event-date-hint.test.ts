import { describe, expect, it } from 'vitest';
import { PAST_DATE_HINT, pastDateHint } from './event-date-hint';

describe('the past-date hint of the event form (probe 78, F8)', () => {
  // 01:30 UTC on December 2 is still December 1 in Dominica (UTC-4).
  const now = new Date('2026-12-02T01:30:00Z');

  it('warns about a day that has passed in Dominica', () => {
    expect(PAST_DATE_HINT).toBe('This date is in the past: is that right?');
    expect(pastDateHint('2026-11-01', now)).toBe(PAST_DATE_HINT);
    expect(pastDateHint('2026-11-30', now)).toBe(PAST_DATE_HINT);
  });

  it('says nothing for today or later in Dominica, though it is already tomorrow in UTC, nor for a date not finished', () => {
    expect(pastDateHint('2026-12-01', now)).toBeUndefined();
    expect(pastDateHint('2026-12-02', now)).toBeUndefined();
    expect(pastDateHint('2031-03-10', now)).toBeUndefined();
    for (const typed of ['', '2026-11', '0002-01-01x']) expect(pastDateHint(typed, now), typed).toBeUndefined();
  });
});
