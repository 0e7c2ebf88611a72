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
