import { describe, expect, it } from 'vitest';
import { hasEndedAt, isHappeningAt } from './event-format';

// 18:00 in Dominica is 22:00 UTC; events last two hours (EVENT_LENGTH_HOURS).
const event = { date: '2026-12-01', time: '18:00' };
const at = (iso: string) => new Date(iso).getTime();

describe('where an event stands by the clock', () => {
  it('is upcoming before its start, happening for two hours, then past', () => {
    expect([isHappeningAt(event, at('2026-12-01T21:59:00Z')), hasEndedAt(event, at('2026-12-01T21:59:00Z'))]).toEqual([false, false]);
    expect([isHappeningAt(event, at('2026-12-01T22:00:00Z')), hasEndedAt(event, at('2026-12-01T22:00:00Z'))]).toEqual([true, false]);
    expect([isHappeningAt(event, at('2026-12-01T23:59:59Z')), hasEndedAt(event, at('2026-12-01T23:59:59Z'))]).toEqual([true, false]);
    expect([isHappeningAt(event, at('2026-12-02T00:00:00Z')), hasEndedAt(event, at('2026-12-02T00:00:00Z'))]).toEqual([false, true]);
  });

  it('with an end time, is happening until then: the same day, or across days with an end date (probe 78, F14)', () => {
    const evening = { ...event, endTime: '18:30' };
    expect(isHappeningAt(evening, at('2026-12-01T22:29:00Z'))).toBe(true);
    expect(hasEndedAt(evening, at('2026-12-01T22:30:00Z'))).toBe(true);
    const conference = { date: '2026-12-01', time: '09:00', endDate: '2026-12-03', endTime: '17:00' };
    // The next day at noon, long past the usual two hours: still on.
    expect([isHappeningAt(conference, at('2026-12-02T16:00:00Z')), hasEndedAt(conference, at('2026-12-02T16:00:00Z'))]).toEqual([
      true,
      false,
    ]);
    expect(hasEndedAt(conference, at('2026-12-03T20:59:00Z'))).toBe(false);
    expect(hasEndedAt(conference, at('2026-12-03T21:00:00Z'))).toBe(true);
  });
});
