import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { EDIT_CONFLICT_MESSAGE } from '../../shared/schemas/common';
import { EDIT_CONFLICT_MERGED, EDITED_RECORD_GONE, saveFailureMessage } from './edit-conflict';
import { UNSENT_SAVE_MESSAGE } from './trpc-errors';

const refused = (code: string, message: string) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus: 400 } } });

describe("an edit dialog's refused save, in words", () => {
  it('says what happened: someone else saved, someone deleted it (probe 41, F13), no connection, or the server’s own words', () => {
    expect(saveFailureMessage(refused('CONFLICT', EDIT_CONFLICT_MESSAGE), 'Failed')).toBe(EDIT_CONFLICT_MERGED);
    expect(saveFailureMessage(refused('NOT_FOUND', 'Event not found.'), 'Failed')).toBe(EDITED_RECORD_GONE);
    expect(saveFailureMessage(TRPCClientError.from(new TypeError('Failed to fetch')), 'Failed')).toBe(UNSENT_SAVE_MESSAGE);
    expect(saveFailureMessage(refused('CONFLICT', 'That email is already taken.'), 'Failed')).toBe('That email is already taken.');
  });
});
