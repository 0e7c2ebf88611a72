import { describe, expect, it } from 'vitest';
import { methodLabel, undoMinutesLeft } from './queue-format';

describe('methodLabel', () => {
  // Found by the browser probe of 2026-11-29: the queue said "USDT (TRC-20)" while the site's
  // payment settings (and the learner's instructions) named ERC-20.
  it('names the USDT network the payment settings name, and none when none is set', () => {
    expect(methodLabel('usdt', 'ERC-20')).toBe('USDT (ERC-20)');
    expect(methodLabel('usdt', 'TRC-20')).toBe('USDT (TRC-20)');
    expect(methodLabel('usdt', '')).toBe('USDT');
    expect(methodLabel('cash', 'ERC-20')).not.toMatch(/20/);
  });
});

describe('undoMinutesLeft', () => {
  it('counts whole minutes up, within 1 and the 10-minute window whatever the clocks say', () => {
    const until = Date.UTC(2026, 10, 29, 12, 10);
    expect(undoMinutesLeft(until, until - 10 * 60_000)).toBe(10);
    expect(undoMinutesLeft(until, until - 4.5 * 60_000)).toBe(5);
    expect(undoMinutesLeft(until, until - 1_000)).toBe(1);
    // A browser clock 90 s behind the server's: still "10 min left", not 11.
    expect(undoMinutesLeft(until, until - 11.5 * 60_000)).toBe(10);
    expect(undoMinutesLeft(until, until + 5_000)).toBe(1);
  });
});
