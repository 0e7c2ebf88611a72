import { describe, expect, it } from 'vitest';
import { suggestCourseForGuide } from './guide-matching';

const courses = [
  { id: 1, title: 'Intro Course' },
  { id: 2, title: 'Crypto Basics for the Caribbean' },
  { id: 3, title: 'Crypto Security Masterclass' },
  { id: 4, title: 'Regulatory Compliance: the VAB Act' },
  { id: 5, title: 'Secure Crypto Wallets: Hands-On' },
];

describe('suggestCourseForGuide', () => {
  it.each([
    ['secure-storage', 3],
    ['binance', 2],
    ['p2p-platforms', 2],
    ['coinbase-caribbean', 2],
    ['banking-local', 4],
    ['banking-anything-else', 4],
    ['hardware-wallets', 5],
    ['some-other-guide', 1],
  ])('%s suggests course %i', (slug, id) => {
    expect(suggestCourseForGuide(slug, courses)?.id).toBe(id);
  });

  it('falls back to the first course when the matching title does not exist', () => {
    expect(suggestCourseForGuide('secure-storage', [courses[0]!, courses[1]!])?.id).toBe(1);
  });

  it('suggests nothing when there are no courses', () => {
    expect(suggestCourseForGuide('binance', [])).toBeNull();
  });
});
