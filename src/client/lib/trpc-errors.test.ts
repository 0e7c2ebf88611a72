import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_LOST_MESSAGE,
  createFailureMessage,
  errorMessage,
  isEditConflict,
  isMissingPageError,
  isNotFoundError,
  isRefusalByTheData,
  rateLimitMessage,
  UNSENT_CREATE_MESSAGE,
} from './trpc-errors';

/** A failed call as the client builds it from the server's error body (the wire shape). */
function failed(code: string, message = 'Refused.') {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus: 400 } } });
}

describe('reading a failed tRPC call', () => {
  it('tells each refusal by its code', () => {
    expect(isNotFoundError(failed('NOT_FOUND'))).toBe(true);
    expect(isNotFoundError(failed('BAD_REQUEST'))).toBe(false);
    expect(isMissingPageError(failed('BAD_REQUEST'))).toBe(true);
    expect(isMissingPageError(failed('FORBIDDEN'))).toBe(false);
    expect(isEditConflict(failed('CONFLICT'))).toBe(true);
    expect(isEditConflict(failed('NOT_FOUND'))).toBe(false);
    expect(rateLimitMessage(failed('TOO_MANY_REQUESTS', 'Too many attempts. Please wait 30 seconds.'))).toBe(
      'Too many attempts. Please wait 30 seconds.',
    );
    expect(rateLimitMessage(failed('CONFLICT'))).toBeNull();
  });

  it('answers no code for errors that are not tRPC refusals (a network failure, a plain Error)', () => {
    expect(isNotFoundError(new Error('NOT_FOUND'))).toBe(false);
    expect(isEditConflict(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(false);
    expect(rateLimitMessage(null)).toBeNull();
  });
});

describe('the message a failed call shows', () => {
  it('is the server\'s own, or words for a call that got no answer (never the browser\'s "Failed to fetch": probe 41, F4)', () => {
    expect(errorMessage(failed('CONFLICT', 'Event not found.'), 'Failed')).toBe('Event not found.');
    for (const cause of [new TypeError('Failed to fetch'), new TypeError('Load failed'), new SyntaxError('Unexpected token <')])
      expect(errorMessage(TRPCClientError.from(cause), 'Failed'), cause.message).toBe(CONNECTION_LOST_MESSAGE);
    // An answer the link could not read (a proxy's page, a guard's own JSON) was an answer: not "offline".
    const unreadable = TRPCClientError.from(new Error('Unable to transform response from server'), {
      meta: { response: new Response('{}') },
    });
    expect(errorMessage(unreadable, 'Failed')).toBe('Unable to transform response from server');
    expect(errorMessage(new Error('A plain error'), 'Failed')).toBe('A plain error');
    expect(errorMessage(null, 'Failed')).toBe('Failed');
  });
});

describe('a refusal by the data (the page then reads everything again: query-client.ts)', () => {
  it('is a conflict, a record gone, a precondition, or a 400 that names no field', () => {
    for (const code of ['CONFLICT', 'NOT_FOUND', 'PRECONDITION_FAILED', 'BAD_REQUEST'])
      expect(isRefusalByTheData(failed(code)), code).toBe(true);
  });

  it('is not a typo in a field, a sign-in, a permission, a rate limit or a network failure', () => {
    const typo = TRPCClientError.from({
      error: {
        message: 'Email: invalid',
        code: -32600,
        data: { code: 'BAD_REQUEST', httpStatus: 400, issues: [{ path: ['email'], message: 'invalid' }] },
      },
    });
    expect(isRefusalByTheData(typo)).toBe(false);
    for (const code of ['UNAUTHORIZED', 'FORBIDDEN', 'TOO_MANY_REQUESTS', 'INTERNAL_SERVER_ERROR'])
      expect(isRefusalByTheData(failed(code)), code).toBe(false);
    expect(isRefusalByTheData(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(false);
  });
});

describe('a create that got no answer (probe 68, F1)', () => {
  it('says it may have been stored and to look in the list, never a plain "try again"; a refusal is the server\'s words', () => {
    const lost = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(createFailureMessage(lost, 'Failed to create course')).toBe(UNSENT_CREATE_MESSAGE);
    expect(UNSENT_CREATE_MESSAGE).toMatch(/may or may not have been created/);
    expect(UNSENT_CREATE_MESSAGE).toMatch(/look for it in the list/);
    expect(createFailureMessage(failed('CONFLICT', 'That slug is taken.'), 'Failed')).toBe('That slug is taken.');
  });
});
