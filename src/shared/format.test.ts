import { describe, expect, it } from 'vitest';
import {
  dollarsToCents,
  formatLongDate,
  formatPrice,
  initials,
  leading,
  slugify,
  truncate,
  formatCalendarDay,
  formatEventWhen,
  formatEventSpan,
  withoutAccents,
} from './format';

describe('money', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatPrice(4999)).toBe('49.99');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(100000)).toBe('1000.00');
  });
  it('rounds typed dollars to integer cents', () => {
    expect(dollarsToCents(49.99)).toBe(4999);
    // 19.999 -> 2000 was asserted here: a 3-decimal price is no longer rounded (probe 78, F3, below).
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it('never rounds a price that is not a whole number of cents (probe 78, F3)', () => {
    // It used to round 19.999 to 2000: the admin's US$19.999 became US$20.00 without a word, and
    // 0.004 became 0, a free course. The form now refuses more than two decimals, and the
    // conversion refuses what slipped past instead of changing the price.
    for (const dollars of [19.999, 1.005, 0.004, 1e-9, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => dollarsToCents(dollars), String(dollars)).toThrow(RangeError);
  });
});

describe('truncate', () => {
  it('cuts at 120 characters and adds an ellipsis only when longer', () => {
    const long = 'a'.repeat(130);
    expect(truncate(long)).toBe(`${'a'.repeat(120)}...`);
    expect(truncate('a'.repeat(120))).toBe('a'.repeat(120));
  });

  it('never cuts a word in half: it ends at the last whole word within the limit (issue 26)', () => {
    const text =
      'Protect what you own: seed phrase backups that survive a hurricane, hardware wallets, SIM-swap defence, phishing and fake-support scams.';
    const cut = truncate(text, 120);
    expect(cut.endsWith('...')).toBe(true);
    const kept = cut.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(120);
    expect(text.startsWith(kept)).toBe(true);
    // The next character of the original after what was kept is a space or punctuation, never a letter.
    expect(text[kept.length]).toMatch(/[\s,;:.]/);
    expect(truncate('one two three', 7)).toBe('one two...');
    expect(truncate('one two, three', 9)).toBe('one two...');
    expect(truncate('abcdefghij', 5)).toBe('abcde...');
  });
});

describe('slugify (spec section 5)', () => {
  it('lowercases, drops punctuation, hyphenates spaces and collapses hyphens', () => {
    expect(slugify('Bitcoin Hits $100k! What Now?')).toBe('bitcoin-hits-100k-what-now');
    expect(slugify('Crypto  --  in   Dominica')).toBe('crypto-in-dominica');
  });

  it('keeps accented letters as their plain letters (probe 41, F14)', () => {
    expect(slugify('Crème brûlée & Bitcoin: Dominica’s 2027 Guide!!')).toBe('creme-brulee-bitcoin-dominicas-2027-guide');
    expect(slugify('Kwéyòl Ñandú ÅNGSTRÖM')).toBe('kweyol-nandu-angstrom');
    // Composed or already split into letter and accent, the same slug.
    expect(slugify('Cre\u0300me')).toBe(slugify('Cr\u00e8me'));
  });
});

describe('withoutAccents', () => {
  it('drops the accents and keeps the letters and everything else', () => {
    expect(withoutAccents('Crème brûlée, Dominica’s 2027!')).toBe('Creme brulee, Dominica’s 2027!');
  });
});

describe('dates and initials', () => {
  it('formats long US dates', () => {
    expect(formatLongDate(new Date('2025-06-15T12:00:00Z'))).toBe('June 15, 2025');
  });
  it("writes the day it was in Dominica (UTC-4), whatever the process's time zone (probe 54, F2)", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'America/Dominica']) {
        process.env.TZ = tz;
        // 11:59 pm in Roseau is already the next day in UTC (and later still in Tokyo).
        expect(formatLongDate(new Date('2026-12-01T03:59:00Z')), tz).toBe('November 30, 2026');
        expect(formatLongDate(new Date('2026-12-01T04:00:00Z')), tz).toBe('December 1, 2026');
        expect(formatLongDate(new Date('2027-01-01T03:30:00Z')), tz).toBe('December 31, 2026');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
  it('takes first and last initials', () => {
    expect(initials('Jane Mary Doe')).toBe('JD');
    expect(initials('cher')).toBe('C');
  });
  it('takes whole characters: an emoji, a flag, a letter with its accent (probe 57, F1)', () => {
    expect(initials('Mallory 🌴')).toBe('M🌴');
    expect(initials('🇩🇲 Kim')).toBe('🇩🇲K');
    expect(initials('e\u0301mile Zola')).toBe('E\u0301Z');
    expect(initials('   ')).toBe('?');
  });
});

/** Half an emoji: what the server's HTML and the browser then disagree about. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('cutting text never leaves half a character', () => {
  it('leading() ends between characters, within the limit', () => {
    expect(leading('ab🌴cd', 3)).toBe('ab');
    expect(leading('ab🌴cd', 4)).toBe('ab🌴');
    expect(leading('short', 10)).toBe('short');
  });
  it('truncate() of one long word of emoji, at every limit', () => {
    const word = '🌴🇩🇲👩‍👩‍👧e\u0301'.repeat(20);
    for (let max = 1; max < 60; max++) {
      const cut = truncate(word, max);
      expect(cut, `max ${max}`).not.toMatch(LONE_SURROGATE);
      expect(cut.length - 3, `max ${max}`).toBeLessThanOrEqual(max);
    }
  });
});

describe('formatCalendarDay', () => {
  it('writes a YYYY-MM-DD day in words, the same day whatever the time zone', () => {
    expect(formatCalendarDay('2026-11-22')).toBe('November 22, 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('January 1, 2027');
  });
});

describe('formatEventWhen', () => {
  it('uses the spec format and never shifts the day with the time zone', () => {
    expect(formatEventWhen('2025-06-15', '14:00')).toBe('June 15, 2025 at 14:00');
    expect(formatEventWhen('2025-01-01', '00:30')).toBe('January 1, 2025 at 00:30');
  });
});

describe('formatEventSpan', () => {
  it('is the spec format without an end, a time range the same day, and both days across days', () => {
    expect(formatEventSpan({ date: '2025-06-15', time: '14:00', endDate: null, endTime: null })).toBe('June 15, 2025 at 14:00');
    expect(formatEventSpan({ date: '2025-06-15', time: '14:00', endTime: '16:30' })).toBe('June 15, 2025 at 14:00–16:30');
    expect(formatEventSpan({ date: '2025-06-15', time: '14:00', endDate: '2025-06-15', endTime: '16:30' })).toBe(
      'June 15, 2025 at 14:00–16:30',
    );
    expect(formatEventSpan({ date: '2026-03-10', time: '09:00', endDate: '2026-03-12', endTime: '17:00' })).toBe(
      'March 10, 2026 at 09:00 to March 12, 2026 at 17:00',
    );
  });
});
