import { describe, expect, it } from 'vitest';
import { fuzzShare } from './fuzz-share';

describe('fuzzShare', () => {
  it('sends every run with the default seed when no part is named', () => {
    expect(fuzzShare(100, 10_000, {})).toEqual({ seed: 100, runs: 10_000, label: '' });
  });
  it('gives each part half of the runs and a seed of its own', () => {
    expect(fuzzShare(100, 10_000, { FUZZ_PART: '1/2' })).toEqual({ seed: 100, runs: 5_000, label: ' (part 1 of 2)' });
    expect(fuzzShare(100, 10_000, { FUZZ_PART: '2/2' })).toEqual({ seed: 101, runs: 5_000, label: ' (part 2 of 2)' });
  });
  it('keeps an explicit seed and runs, so a printed failure replays', () => {
    expect(fuzzShare(100, 10_000, { FUZZ_PART: '2/2', FUZZ_SEED: '7', FUZZ_HOSTILE_RUNS: '30' }, 'FUZZ_HOSTILE_RUNS')).toMatchObject({
      seed: 7,
      runs: 15,
    });
  });
  it('refuses a part outside its count', () => {
    expect(() => fuzzShare(100, 10, { FUZZ_PART: '3/2' })).toThrow(/between 1 and 2/);
  });
});
