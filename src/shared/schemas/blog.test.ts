import { describe, expect, it } from 'vitest';
import { blogPostInputSchema } from './blog';
import { INSECURE_IMAGE_MESSAGE } from './common';
import { eventInputSchema } from './events';

const post = {
  title: 'A post title',
  slug: 'a-post-title',
  content: 'Body text of the post.',
  excerpt: 'Excerpt of the post.',
};
const event = {
  title: 'Wallet Workshop',
  description: 'Learn to set up a wallet safely.',
  date: '2030-06-15',
  time: '14:00',
  location: 'Roseau, Dominica',
};

const coverIssues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.filter((i) => i.path[0] === 'coverImage').map((i) => i.message);

describe('cover pictures (articles and events)', () => {
  it("refuse an http:// address at the field, with the logo field's words: the CSP loads pictures over https only (probe 29, F4)", () => {
    for (const url of ['http://127.0.0.1:5793/ok.png', 'HTTP://example.com/cover.png']) {
      expect(coverIssues(blogPostInputSchema.safeParse({ ...post, coverImage: url })), url).toEqual([INSECURE_IMAGE_MESSAGE]);
      expect(coverIssues(eventInputSchema.safeParse({ ...event, coverImage: url })), url).toEqual([INSECURE_IMAGE_MESSAGE]);
    }
  });

  it("accept https://, an uploaded picture's site path, and none", () => {
    for (const coverImage of ['https://example.com/cover.png', '/media/images/abc-400.webp', '', null, undefined]) {
      expect(blogPostInputSchema.safeParse({ ...post, coverImage }).success, String(coverImage)).toBe(true);
      expect(eventInputSchema.safeParse({ ...event, coverImage }).success, String(coverImage)).toBe(true);
    }
  });

  it('still refuse other schemes', () => {
    expect(coverIssues(blogPostInputSchema.safeParse({ ...post, coverImage: 'javascript:alert(1)' }))).toEqual([
      'Cover image must be an https:// URL or a site path',
    ]);
  });
});
