import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentSettingsSchema } from './settings';
import './readable-messages';

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('checks without a message of their own read as sentences (probe 40, F3)', () => {
  it('lengths, counts, numbers and a missing field', () => {
    expect(messagesOf(z.string().max(3), 'abcd')).toEqual(['must be at most 3 characters']);
    expect(messagesOf(z.string().max(1), 'ab')).toEqual(['must be at most 1 character']);
    expect(messagesOf(z.string().min(1), '')).toEqual(['must not be empty']);
    expect(messagesOf(z.string().min(5), 'ab')).toEqual(['must be at least 5 characters']);
    expect(messagesOf(z.string().length(4), 'ab')).toEqual(['must be exactly 4 characters']);
    expect(messagesOf(z.array(z.number()).max(2), [1, 2, 3])).toEqual(['must have at most 2 items']);
    expect(messagesOf(z.number().int().max(10), 11)).toEqual(['must be at most 10']);
    expect(messagesOf(z.number().min(0), -1)).toEqual(['must be at least 0']);
    expect(messagesOf(z.number().positive(), 0)).toEqual(['must be more than 0']);
    expect(messagesOf(z.number().lt(5), 5)).toEqual(['must be less than 5']);
    expect(messagesOf(z.array(z.number()).min(1), [])).toEqual(['must have at least 1 item']);
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(['is required']);
  });

  it("a schema's own message wins, and a wrong type still names both types", () => {
    expect(messagesOf(z.string().max(3, 'Too long for a code'), 'abcd')).toEqual(['Too long for a code']);
    expect(messagesOf(z.object({ name: z.string() }), { name: 5 })).toEqual(['Invalid input: expected string, received number']);
  });

  it("the site's own schemas: an over-long footer", () => {
    const footer = contentSettingsSchema.shape.footerText;
    expect(messagesOf(footer, 'x'.repeat(1001))).toEqual(['must be at most 1000 characters']);
  });
});
