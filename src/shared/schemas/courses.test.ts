import { describe, expect, it } from 'vitest';
import { INSECURE_IMAGE_MESSAGE } from './common';
import { courseFormSchema, courseInputSchema, courseMaterialSchema } from './courses';

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
