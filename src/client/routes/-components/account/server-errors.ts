/**
 * The server's refusal of an account form, shown at the field it is about (with focus moved
 * there), as the forms' own validation does: the schema's field issues, and the step-up answers
 * (wrong current password, code required or wrong), which are not field issues on the server.
 */
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SAME_EMAIL } from '../../../../shared/schemas/account';
import { STEP_UP_MESSAGES } from '../../../../shared/schemas/step-up';
import { gotNoAnswer, UNSENT_SAVE_MESSAGE } from '../../../lib/trpc-errors';
import { SESSION_ENDED_UNSENT, type FormFlash } from '../../../../shared/form-flash';

/** The field a server message is about, if any. */
export function fieldOfMessage(message: string | undefined, code?: string): string | undefined {
  if (message === STEP_UP_MESSAGES.wrongPassword) return 'currentPassword';
  if (message === STEP_UP_MESSAGES.codeRequired || message === STEP_UP_MESSAGES.wrongCode || message === STEP_UP_MESSAGES.spentCode)
    return 'code';
  if (message === SAME_EMAIL || code === 'CONFLICT') return 'newEmail';
  return undefined;
}

/**
 * Puts the refusal on the form's fields (the first one focused) and answers what is left for the
 * form as a whole: a message no field owns, or nothing.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | undefined {
  if (!(error instanceof TRPCClientError)) return fallback;
  // No answer at all: words, not the browser's "Failed to fetch" (probe 41, F4).
  if (gotNoAnswer(error)) return UNSENT_SAVE_MESSAGE;
  const data = error.data as { code?: string; issues?: { path: string; message: string }[] } | undefined;
  // Signed out while the form was open: nothing was done (form-failure.tsx offers the way back).
  if (data?.code === 'UNAUTHORIZED') return SESSION_ENDED_UNSENT;
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
