/** Edits that started from an older version of a record than the stored one (shared/schemas/common.ts). */
import { TRPCError } from '@trpc/server';
import { EDIT_CONFLICT_MESSAGE } from '../../shared/schemas/common';
import { savesNothing } from './audit';

/**
 * Refuses a save whose editor loaded the record before its last change. `stored` is the row's
 * `updatedAt`, read locked (`for update`) in the save's transaction, so two saves are checked one
 * after the other. Both sides went through the same driver, so they agree to the millisecond.
 */
export function assertUnchangedSince(stored: Date, expected: string | undefined): void {
  if (expected !== undefined && new Date(expected).getTime() !== stored.getTime())
    throw new TRPCError({ code: 'CONFLICT', message: EDIT_CONFLICT_MESSAGE });
}

/**
 * An edit of a locked row, checked in the one order that is right: a save asking for exactly what is
 * stored writes nothing (audit.ts savesNothing) and undoes no one's change, whenever its editor
 * loaded the record; it is what a retry sends after its first try was stored and only the answer
 * lost (a 409 then blamed "someone else" for the admin's own save: probe 68, F2). Any other save from
 * an older copy is refused. True when the save is to be written.
 */
export function editWrites<T extends Record<string, unknown>>(
  stored: T,
  changes: Partial<T>,
  edit: { storedAt: Date; expectedUpdatedAt: string | undefined },
): boolean {
  if (savesNothing(stored, changes)) return false;
  assertUnchangedSince(edit.storedAt, edit.expectedUpdatedAt);
  return true;
}
