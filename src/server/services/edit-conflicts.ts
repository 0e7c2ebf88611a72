/** Edits that started from an older version of a record than the stored one (shared/schemas/common.ts). */
import { TRPCError } from '@trpc/server';
import { EDIT_CONFLICT_MESSAGE } from '../../shared/schemas/common';

/**
 * Refuses a save whose editor loaded the record before its last change. Callers ask it only of a
 * save that changes something: one asking for exactly what is stored undoes no one's change, and is
 * what a retry sends after its first try was stored and only the answer lost (a 409 then blamed
 * "someone else" for the admin's own save: probe 68, F2). `stored` is the row's
 * `updatedAt`, read locked (`for update`) in the save's transaction, so two saves are checked one
 * after the other. Both sides went through the same driver, so they agree to the millisecond.
 */
export function assertUnchangedSince(stored: Date, expected: string | undefined): void {
  if (expected !== undefined && new Date(expected).getTime() !== stored.getTime())
    throw new TRPCError({ code: 'CONFLICT', message: EDIT_CONFLICT_MESSAGE });
}
