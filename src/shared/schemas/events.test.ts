import { describe, expect, it } from 'vitest';
import { END_AFTER_START, END_TIME_NEEDED, eventEndsAt, eventInputSchema, eventUpdateSchema } from './events';

const event = {
  title: 'Caribbean Blockchain Conference',
  description: 'Three days of talks on blockchain in the region.',
  date: '2030-03-10',
  time: '09:00',
  location: 'Roseau, Dominica',
};

/** The messages the schema marks at each field. */
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("an event's end (probe 78, F14)", () => {
  it('may be left out (two hours), a time the same day, or a date and a time', () => {
    for (const end of [
      {},
      { endDate: '', endTime: '' },
      { endDate: null, endTime: null },
      { endTime: '17:30' },
      { endDate: '2030-03-12', endTime: '17:00' },
    ]) {
      expect(eventInputSchema.safeParse({ ...event, ...end }).success, JSON.stringify(end)).toBe(true);
    }
    const parsed = eventInputSchema.parse({ ...event, endDate: '', endTime: '' });
    expect([parsed.endDate, parsed.endTime]).toEqual([null, null]);
    expect(eventEndsAt(parsed) - eventEndsAt({ ...parsed, endTime: '11:00' })).toBe(0);
  });

  it('is refused at its field, with words to act on, when it is not after the start or has a date and no time', () => {
    expect(issuesOf(eventInputSchema.safeParse({ ...event, endTime: '09:00' }))).toEqual({ endTime: END_AFTER_START });
    expect(issuesOf(eventInputSchema.safeParse({ ...event, endTime: '08:00' }))).toEqual({ endTime: END_AFTER_START });
    expect(issuesOf(eventInputSchema.safeParse({ ...event, endDate: '2030-03-09', endTime: '17:00' }))).toEqual({
      endDate: END_AFTER_START,
    });
    expect(issuesOf(eventInputSchema.safeParse({ ...event, endDate: '2030-03-12' }))).toEqual({ endTime: END_TIME_NEEDED });
    expect(issuesOf(eventInputSchema.safeParse({ ...event, endTime: '25:00' }))).toEqual({ endTime: 'End time must be HH:MM (24-hour)' });
    expect(issuesOf(eventInputSchema.safeParse({ ...event, endDate: '2030-02-30', endTime: '10:00' }))).toEqual({
      endDate: 'End date must be a real date between 2000-01-01 and 2100-12-31',
    });
  });

  it('refuses other JSON types rather than reading them', () => {
    for (const endTime of [1700, true, ['17:00'], { t: '17:00' }]) {
      expect(eventInputSchema.safeParse({ ...event, endTime }).success, JSON.stringify(endTime)).toBe(false);
    }
  });

  it('on an edit, an end left out is not checked here (the stored one is, by the router); one sent is', () => {
    expect(eventUpdateSchema.safeParse({ ...event, id: 1 }).success).toBe(true);
    expect(issuesOf(eventUpdateSchema.safeParse({ ...event, id: 1, endTime: '08:00' }))).toEqual({ endTime: END_AFTER_START });
    const cleared = eventUpdateSchema.parse({ ...event, id: 1, endDate: null, endTime: '' });
    expect([cleared.endDate, cleared.endTime]).toEqual([null, null]);
    const untouched = eventUpdateSchema.parse({ ...event, id: 1 });
    expect('endTime' in untouched && untouched.endTime !== undefined).toBe(false);
  });
});
