import { useBlocker } from '@tanstack/react-router';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { KEEP_TYPED } from './edit-conflict';
import { useKeepTypedEarly } from './typed-early';

export const UNSAVED_CHANGES_MESSAGE = 'You have changes that are not saved. Leave without saving them?';

/**
 * react-hook-form for a form on a whole-app page that edits stored data (the settings tabs): the
 * form's element needs `id={formId}`, and each field takes `{...shown(name)}` instead of
 * `{...form.register(name)}`.
 * - `shown` gives the field its value in the server's HTML: react-hook-form fills inputs through
 *   refs, which a server render never has, so the tabs came out blank until the code was live.
 * - What the reader changed before the code was live is given back to the form once it has set
 *   the stored values (useKeepTypedEarly), and checked then if the form checks while typing.
 * - Stored values that arrive again (refetched after a save refused as stale: lib/edit-conflict.ts)
 *   replace only the fields the reader has not typed in.
 */
export function useStoredValuesForm<T extends FieldValues, C = unknown, R = T>(formId: string, options: UseFormProps<T, C, R>) {
  const form = useForm<T, C, R>({ resetOptions: KEEP_TYPED, ...options });
  useKeepTypedEarly(form, formId, options.mode === 'onChange' || options.mode === 'onTouched' || options.mode === 'all');
  useAskBeforeLeavingUnsaved(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  return { form, shown: (name: Path<T>) => shownField(form, name) };
}

/**
 * Leaving a form with edits not saved (another settings tab, the sidebar, closing the page) asks
 * first: the tabs are links, and what was typed was silently dropped (the probe of 2026-11-29).
 * Once saved, the form's stored values come back and it is clean again.
 */
function useAskBeforeLeavingUnsaved(unsaved: boolean) {
  useBlocker({ shouldBlockFn: () => !window.confirm(UNSAVED_CHANGES_MESSAGE), enableBeforeUnload: unsaved, disabled: !unsaved });
}

function shownField<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'getValues'>, name: Path<T>) {
  const value: unknown = form.getValues(name);
  const registered = form.register(name);
  return typeof value === 'boolean'
    ? { ...registered, defaultChecked: value }
    : { ...registered, defaultValue: value == null ? '' : String(value) };
}
