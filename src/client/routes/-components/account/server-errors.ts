/**
 * The server's refusal of an account form, shown at the field it is about (with focus moved
 * there), as the forms' own validation does: the schema's field issues, and the step-up answers
 * (wrong current password, code required or wrong), which are not field issues on the server.
 */
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldOfMessage } from '../../../../shared/field-of-message';
import { gotNoAnswer, UNSENT_SAVE_MESSAGE } from '../../../lib/trpc-errors';
import { sessionEndedMessage, type FormFlash, type NativeForm } from '../../../../shared/form-flash';

/**
 * Puts the refusal on the form's fields (the first one focused) and answers what is left for the
 * form as a whole: a message no field owns, or nothing.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
  /** The form, for what a refusal as signed out says (shared/form-flash.ts sessionEndedMessage). */
  form: NativeForm,
): string | undefined {
  if (!(error instanceof TRPCClientError)) return fallback;
  // No answer at all: words, not the browser's "Failed to fetch" (probe 41, F4).
  if (gotNoAnswer(error)) return UNSENT_SAVE_MESSAGE;
  const data = error.data as { code?: string; issues?: { path: string; message: string }[] } | undefined;
  // Signed out while the form was open (form-failure.tsx offers the way back).
  if (data?.code === 'UNAUTHORIZED') return sessionEndedMessage(form);
  const issues = (data?.issues ?? []).filter((i) => (fields as readonly string[]).includes(i.path));
  if (issues.length > 0) {
    issues.forEach((issue, n) => setError(issue.path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: n === 0 }));
    return undefined;
  }
  const field = fieldOfMessage(error.message, data?.code);
  if (field && (fields as readonly string[]).includes(field)) {
    setError(field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    return undefined;
  }
  return error.message || fallback;
}

/**
 * A native send's answer with a step-up refusal moved from the form's message to its field, so
 * both kinds of answer show where the live form would show them.
 */
export function withFieldMessages(flash: FormFlash | undefined, fields: readonly string[]): FormFlash | undefined {
  const field = fieldOfMessage(flash?.message);
  if (!flash?.message || !field || !fields.includes(field)) return flash;
  const { message, ...rest } = flash;
  return { ...rest, errors: { ...flash.errors, [field]: message } };
}

/**
 * `autofocus` for the first field (in the form's order) the native send's answer complains about:
 * without JavaScript only the attribute takes the reader there (the effect below needs the code).
 * Focus had stayed on the page, and the form's #fragment scrolled the field under the header (probe 55, F4).
 */
export function flashAutoFocus(flash: FormFlash | undefined, fields: readonly string[]) {
  const first = fields.find((name) => flash?.errors[name]);
  return (name: string): { autoFocus?: true } => (name === first ? { autoFocus: true } : {});
}

/** Moves focus to the first field the native send's answer complains about, once, on arrival. */
export function useFocusFirstFlashError(flash: FormFlash | undefined, fields: readonly string[], focus: (name: string) => void) {
  const done = useRef(false);
  useEffect(() => {
    // Once, for the answer the page arrived with.
    if (done.current) return;
    done.current = true;
    const first = fields.find((name) => flash?.errors[name]);
    if (first) focus(first);
  }, [flash, fields, focus]);
}
