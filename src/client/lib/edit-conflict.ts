/**
 * A form after its save met someone else's newer one (409: an edit dialog's record,
 * shared/schemas/common.ts, or a settings section, shared/schemas/settings.ts): instead of "close it
 * and open it again" or "reload the page" (which threw away what was typed: probe 27, F6), the form
 * takes the refetched record and react-hook-form's `keepDirtyValues` keeps every field the admin
 * typed in while the others show the other admin's values; the next save is judged against the
 * refetched version, so it goes through with both changes.
 */
import { EDIT_CONFLICT_MESSAGE } from '../../shared/schemas/common';
import { SETTINGS_CONFLICT_MESSAGE } from '../../shared/schemas/settings';
import { errorMessage, gotNoAnswer, isEditConflict, isNotFoundError, UNSENT_SAVE_MESSAGE } from './trpc-errors';

export const EDIT_CONFLICT_MERGED =
  'Someone else saved this while you were editing. Their changes are now in the fields you had not changed, and yours are kept: check them, then save again.';

/** A refused save that met someone else's newer one (not another 409, such as a name already taken). */
export function isStaleSave(error: unknown): boolean {
  return (
    isEditConflict(error) &&
    error instanceof Error &&
    (error.message === EDIT_CONFLICT_MESSAGE || error.message === SETTINGS_CONFLICT_MESSAGE)
  );
}

/** useForm's `resetOptions` for an edit dialog: a refetched record updates only the fields not typed in. */
export const KEEP_TYPED = { keepDirtyValues: true } as const;
/**
 * For the dialog's own `form.reset(undefined, DISCARD_TYPED)` on Cancel and after a save:
 * react-hook-form applies `resetOptions` to every reset, and Cancel must throw the typing away.
 */
export const DISCARD_TYPED = { keepDirtyValues: false } as const;

/**
 * An edit whose record someone deleted meanwhile: "Event not found." left the admin pressing the
 * same button again with no idea why (probe 41, F13).
 */
export const EDITED_RECORD_GONE =
  'Someone deleted this while you were editing, so it was not saved. What you typed is still here: copy what you need, then Cancel and add it again.';

/** The refused save's message for the dialog: the merge above for an edit conflict, no answer, the record gone, else the server's. */
export function saveFailureMessage(error: unknown, fallback: string): string {
  if (isStaleSave(error)) return EDIT_CONFLICT_MERGED;
  if (gotNoAnswer(error)) return UNSENT_SAVE_MESSAGE;
  return isNotFoundError(error) ? EDITED_RECORD_GONE : errorMessage(error, fallback);
}

/** The record being edited as the list now has it (refetched after a conflict), or as it was opened. */
export function latestOf<T extends { id: number }>(items: readonly T[] | undefined, editing: T | null): T | null {
  return editing ? (items?.find((item) => item.id === editing.id) ?? editing) : null;
}
