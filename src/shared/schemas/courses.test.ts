import { describe, expect, it } from 'vitest';
import { INSECURE_IMAGE_MESSAGE } from './common';
import { dollarsToCents } from '../format';
import { courseFormSchema, courseInputSchema, courseMaterialSchema, DOLLARS_AND_CENTS_MESSAGE } from './courses';

const valid = {
  title: 'A course',
  description: 'What it teaches.',
  level: 'Beginner',
  duration: '4 weeks',
  price: '49.99',
  thumbnailUrl: '',
  downloadUrl: 'https://example.com/materials.zip',
  youtubePlaylistUrl: '',
};

describe('the admin course form', () => {
  it('refuses an empty price instead of reading it as $0.00', () => {
    for (const price of ['', '   ']) {
      const result = courseFormSchema.safeParse({ ...valid, price });
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === 'price')?.message).toBe('Price is required');
    }
  });

  it('names a price that is not a positive number, and accepts a real one (and a free course typed as 0)', () => {
    expect(courseFormSchema.safeParse({ ...valid, price: 'abc' }).error?.issues.find((i) => i.path[0] === 'price')?.message).toBe(
      'Price must be a positive number',
    );
    expect(courseFormSchema.safeParse({ ...valid, price: '-1' }).error?.issues.find((i) => i.path[0] === 'price')?.message).toBe(
      'Price must be a positive number',
    );
    expect(courseFormSchema.parse(valid).price).toBe(49.99);
    // Probe 16: Number() read hex and exponents, so "0x1F" saved a course at US$31.00.
    for (const price of ['0x1F', '1e2', 'Infinity', '12abc', '4 9']) {
      expect(courseFormSchema.safeParse({ ...valid, price }).error?.issues.find((i) => i.path[0] === 'price')?.message, price).toBe(
        'Price must be a positive number',
      );
    }
    expect(courseFormSchema.parse({ ...valid, price: '.5' }).price).toBe(0.5);
    expect(courseFormSchema.parse({ ...valid, price: ' 12. ' }).price).toBe(12);
    expect(courseFormSchema.parse({ ...valid, price: '0' }).price).toBe(0);
  });

  it('reads a price written with a dollar sign or thousands commas; a comma for cents is still refused (probe 36, F5)', () => {
    const price = (typed: string) => courseFormSchema.safeParse({ ...valid, price: typed });
    expect(price('$49.99').data?.price).toBe(49.99);
    expect(price('US$ 1,000').data?.price).toBe(1000);
    expect(price('12,500.50').data?.price).toBe(12500.5);
    for (const typed of ['49,99', '1,0000', '$-5', 'EC$10', '$$5'])
      expect(price(typed).error?.issues.find((i) => i.path[0] === 'price')?.message, typed).toBe('Price must be a positive number');
  });
});

describe('the course price has at most two decimals (probe 78, F3)', () => {
  const priceIssues = (price: unknown) =>
    courseFormSchema
      .safeParse({ ...valid, price })
      .error?.issues.filter((i) => i.path[0] === 'price')
      .map((i) => i.message);

  it('refuses a third decimal at the field instead of rounding it (0.004 was saved as a free course)', () => {
    for (const typed of ['0.004', '39.999', '1.005', '0.005', '10.005', '$1,000.001', '1.0000000001', '0.0000000001'])
      expect(priceIssues(typed), typed).toEqual([DOLLARS_AND_CENTS_MESSAGE]);
    expect(DOLLARS_AND_CENTS_MESSAGE).toBe('Enter the price in dollars and cents, e.g. 39.99');
  });

  it('refuses a number that is not a whole number of cents, and never reads a non-zero one as free', () => {
    for (const dollars of [39.999, 0.004, 1e-9, 0.005]) expect(priceIssues(dollars), String(dollars)).toEqual([DOLLARS_AND_CENTS_MESSAGE]);
  });

  it('accepts dollars and cents, and two-decimal numbers in float form', () => {
    for (const [typed, cents] of [
      ['39.99', 3999],
      ['0.01', 1],
      ['1.5', 150],
      ['10.05', 1005],
      ['$1,000.00', 100_000],
      ['0', 0],
    ] as const) {
      const parsed = courseFormSchema.parse({ ...valid, price: typed }).price;
      expect(dollarsToCents(parsed), typed).toBe(cents);
    }
    // 0.1 + 0.2 is 0.30000000000000004: US$0.30, not a refusal.
    expect(dollarsToCents(courseFormSchema.parse({ ...valid, price: 0.1 + 0.2 }).price)).toBe(30);
    expect(dollarsToCents(courseFormSchema.parse({ ...valid, price: 1.15 }).price)).toBe(115);
  });

  it('says one thing about a negative or too large price', () => {
    expect(priceIssues(-0.004)).toEqual(['Price must be a positive number']);
    expect(priceIssues(1_000_000.001)).toEqual(['Price is too large']);
  });
});

describe('the API takes the price in whole cents', () => {
  it('refuses a fraction of a cent with a message that says what to send', () => {
    for (const price of [3999.9, 0.4])
      expect(
        courseInputSchema
          .safeParse({ ...valid, price })
          .error?.issues.filter((i) => i.path[0] === 'price')
          .map((i) => i.message),
        String(price),
      ).toEqual(['Price must be a whole number of cents, e.g. 3999 for US$39.99']);
  });
});

describe('links to the site', () => {
  it('a path with a backslash is refused: browsers read /\\host as //host, another site (probe 36, F8)', () => {
    const input = { ...valid, price: 4999 };
    for (const url of ['/\\evil.example', '/files\\..\\x', '//evil.example']) {
      expect(courseInputSchema.safeParse({ ...input, downloadUrl: url }).success, url).toBe(false);
      expect(courseInputSchema.safeParse({ ...input, youtubePlaylistUrl: url }).success, url).toBe(false);
      expect(courseInputSchema.safeParse({ ...input, thumbnailUrl: url }).success, url).toBe(false);
    }
    expect(courseInputSchema.safeParse({ ...input, downloadUrl: '/media/files/workbook.pdf' }).success).toBe(true);
  });
});

describe('the course thumbnail', () => {
  const input = { ...valid, price: 4999 };
  const thumbnailIssues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.filter((i) => i.path[0] === 'thumbnailUrl').map((i) => i.message);

  it("refuses an http:// address with the logo field's words: the CSP loads pictures over https only (probe 29, F4)", () => {
    const url = 'http://127.0.0.1:5793/ok.png';
    expect(thumbnailIssues(courseFormSchema.safeParse({ ...valid, thumbnailUrl: url }))).toEqual([INSECURE_IMAGE_MESSAGE]);
    expect(thumbnailIssues(courseInputSchema.safeParse({ ...input, thumbnailUrl: url }))).toEqual([INSECURE_IMAGE_MESSAGE]);
  });

  it("accepts https://, an uploaded picture's site path and none; a playlist may still be http://", () => {
    for (const thumbnailUrl of ['https://example.com/t.png', '/media/images/abc-400.webp', '', null]) {
      expect(courseInputSchema.safeParse({ ...input, thumbnailUrl }).success, String(thumbnailUrl)).toBe(true);
    }
    expect(courseInputSchema.safeParse({ ...input, youtubePlaylistUrl: 'http://example.com/list' }).success).toBe(true);
  });
});

describe('course links say what is wrong with them (probe 57, F10)', () => {
  const messages = (url: string) => {
    const result = courseMaterialSchema.safeParse({ title: 'Workbook', url });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it('an empty material URL is required; a filled but short or foreign one must start with http(s) or /', () => {
    expect(messages('')).toEqual(['Material URL is required']);
    expect(messages('ftp')).toEqual(['URL must start with http://, https:// or /']);
    expect(messages('ftp://files.dm/x.zip')).toEqual(['URL must start with http://, https:// or /']);
    expect(messages('https://files.dm/x.zip')).toEqual([]);
  });
});
