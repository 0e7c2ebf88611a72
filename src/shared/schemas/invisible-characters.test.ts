import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blogPostInputSchema } from './blog';
import { text, withoutInvisible } from './common';

describe('characters nobody sees are dropped from every text', () => {
  it('C0 controls, U+FFFF, bidi overrides and zero-width spaces go; a vertical tab or form feed becomes a newline', () => {
    expect(withoutInvisible('Alert\u0007 bell\u001b \uffff')).toBe('Alert bell ');
    expect(withoutInvisible('Ann \u202eeivaD\u202c')).toBe('Ann eivaD');
    expect(withoutInvisible('MB-778812\u200b\u2060\ufeff')).toBe('MB-778812');
    expect(withoutInvisible('First line\u000bsecond\u000cthird')).toBe('First line\nsecond\nthird');
  });

  it('tab, newline, direction marks, joiners of emoji and scripts, and ordinary text stay', () => {
    const kept = 'a\tb\r\nc \u200e\u200f 👨\u200d👩\u200d👧 می\u200cخواهم Dominica – “quotes” é';
    expect(withoutInvisible(kept)).toBe(kept);
  });

  it('a schema built on text() stores the cleaned text, and its other rules see it cleaned', () => {
    const parsed = blogPostInputSchema.parse({
      title: 'Pasted\u0007 from Word',
      slug: 'pasted-from-word',
      content: 'First line\u000bsecond line pasted from Word',
      excerpt: 'A summary\u202e with an override',
    });
    expect(parsed).toMatchObject({ title: 'Pasted from Word', content: 'First line\nsecond line pasted from Word', excerpt: 'A summary with an override' });
    // Five invisible characters are no title at all.
    expect(blogPostInputSchema.safeParse({ ...parsed, title: '\u200b\u200b\u200b\u200b\u200b' }).success).toBe(false);
    expect(z.object({ name: text().trim().min(1) }).safeParse({ name: '\u202e\u0007 ' }).success).toBe(false);
  });
});
