import { useEffect } from 'react';
/**
 * Form islands hydrate when the reader starts using them, so the first characters may be typed
 * into the server's HTML before the form's code has arrived. react-hook-form writes its default
 * values into the inputs when it registers them, which would erase that text: this reads what is
 * already in the form (by its id and the fields' names) to use as the defaults instead.
 */
export function valuesTypedEarly<T extends Record<string, string>>(formId: string, defaults: T): T {
  if (typeof document === 'undefined') return defaults;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return defaults;
  const values: Record<string, string> = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
      values[name] = field.value;
  }
  return values as T;
}

/**
 * Once the form's code is live, checks the fields the reader already filled in and left before it
 * arrived: their "blur" happened in plain HTML, so react-hook-form never saw it, and a too-short
 * username typed early would otherwise stay silent until the form is sent. The field still being
 * typed in is left alone (it is checked when the reader leaves it, as any other).
 */
export function useCheckTypedEarly(formId: string, defaults: Record<string, string>, trigger: (names: string[]) => unknown) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const left = Object.keys(defaults).filter((name) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement && field.value !== defaults[name] && field !== document.activeElement;
    });
    if (left.length > 0) void trigger(left);
    // Once, when the form's code arrives: later changes are react-hook-form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
