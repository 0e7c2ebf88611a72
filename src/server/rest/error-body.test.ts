/**
 * What a client may read in an error body. Found by the probe of 2026-11-29: a 500 whose answer had
 * failed its own output schema carried that schema's issues ("progress.1.completedAt: expected date,
 * received Date"), and a refusal named every one of 80,000 unknown keys.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldIssuesOf, INTERNAL_ERROR_MESSAGE } from '../trpc/init';
import { normalizeErrorBody } from './error-body';

const zodErrorOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error;
};

describe('error bodies', () => {
  it('a server error carries no issues, on tRPC and REST alike', () => {
    const cause = zodErrorOf(z.object({ completedAt: z.date() }), { completedAt: 'x' });
    expect(fieldIssuesOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }))).toBeUndefined();
    expect(fieldIssuesOf(new TRPCError({ code: 'BAD_REQUEST', cause }))).toEqual([{ path: 'completedAt', message: expect.any(String) }]);
    const body = normalizeErrorBody(500, {
      message: 'Output validation failed',
      code: 'INTERNAL_SERVER_ERROR',
      issues: [{ path: ['progress', 1, 'completedAt'], message: 'Invalid input: expected date, received Date' }],
    });
    expect(body).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' });
  });

  it('a refusal names at most 20 issues, each at most 300 characters', () => {
    const keys = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`unknown${i}`, 0]));
    const cause = zodErrorOf(z.object({ a: z.string() }).strict(), keys);
    const issues = fieldIssuesOf(new TRPCError({ code: 'BAD_REQUEST', cause }))!;
    expect(issues.length).toBeLessThanOrEqual(20);
    for (const issue of issues) expect(issue.message.length).toBeLessThanOrEqual(300);
    const raw = Array.from({ length: 500 }, (_, i) => ({ path: [`f${i}`], message: 'x'.repeat(5000) }));
    const body = normalizeErrorBody(400, { message: 'Input validation failed', code: 'BAD_REQUEST', issues: raw });
    expect((body.issues as unknown[]).length).toBe(20);
    expect(JSON.stringify(body).length).toBeLessThan(20 * 320 + 2000);
  });
});
