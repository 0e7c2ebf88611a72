/**
 * What a form shows after it was sent natively (without its JavaScript): the server's one-time
 * answer (shared/form-flash.ts), placed in the router's query cache for the page's render.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FORM_FLASH_QUERY_KEY, type FormFlash, type NativeForm } from '../../shared/form-flash';

/**
 * The flash of this form, if the page was rendered with one. Read once: on a whole-app page it is
 * then dropped, so coming back to the form by client-side navigation never shows it again.
 */
export function useFormFlash(form: NativeForm): FormFlash | undefined {
  return useFormFlashWhere((flash) => flash.form === form);
}

/** The page's flash if it is one `wanted` takes (and then only this reader drops it). */
export function useFormFlashWhere(wanted: (flash: FormFlash) => boolean): FormFlash | undefined {
  const queryClient = useQueryClient();
  const [flash] = useState(() => {
    const data = queryClient.getQueryData<FormFlash>(FORM_FLASH_QUERY_KEY);
    return data && wanted(data) ? data : undefined;
  });
  useEffect(() => {
    if (flash) queryClient.removeQueries({ queryKey: FORM_FLASH_QUERY_KEY });
  }, [flash, queryClient]);
  return flash;
}

/** The form's state as react-hook-form reports it (only what decides whether the flash still applies). */
interface LiveState {
  submitCount: number;
  touchedFields: Partial<Record<string, unknown>>;
  dirtyFields: Partial<Record<string, unknown>>;
}

/**
 * A field's message from the flash, until the reader has touched or changed that field or sent
 * the form again (then the form's own validation speaks).
 */
export function flashFieldError(flash: FormFlash | undefined, state: LiveState, name: string): string | undefined {
  if (!flash || state.submitCount > 0 || state.touchedFields[name] || state.dirtyFields[name]) return undefined;
  return flash.errors[name];
}

/** The value typed before the native send, for the field's server HTML (never a password). */
export function flashValue(flash: FormFlash | undefined, name: string): { defaultValue?: string } {
  const value = flash?.values[name];
  return value === undefined ? {} : { defaultValue: value };
}

/**
 * `autofocus` for the first field the flash marks: after a native send the page is new, and
 * without JavaScript only the attribute can take the reader to what needs fixing. `orElse` is the
 * field to focus for a message that belongs to no field (the password after a failed sign-in).
 */
export function flashFocus(flash: FormFlash | undefined, name: string, orElse?: string): { autoFocus?: true } {
  if (!flash) return {};
  const first = Object.keys(flash.errors)[0] ?? (flash.message ? orElse : undefined);
  return first === name ? { autoFocus: true } : {};
}

/**
 * The flash's message for the form as a whole, with the messages of fields the form does not show
 * (a hidden token from a link): such a message has nowhere else to go, and a page that showed only
 * the flash's own message came back from a cut link with no word at all (probe 22, D3). Each
 * sentence once. `shown`: the fields that show their own message.
 */
export function flashFormMessage(flash: FormFlash | undefined, shown: readonly string[] = []): string | undefined {
  if (!flash) return undefined;
  const unshown = Object.entries(flash.errors)
    .filter(([name]) => !shown.includes(name))
    .map(([, message]) => message);
  const messages = [...new Set([flash.message, ...unshown].filter((message): message is string => Boolean(message)))];
  return messages.length > 0 ? messages.join(' ') : undefined;
}
