import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * `form.register(name)` plus the field's value for the server's HTML. react-hook-form puts values
 * into inputs through their refs, which a server render never has: the admin's settings forms
 * came out blank until the page's code was live (and stay blank without it). Given as
 * `defaultValue`/`defaultChecked`, the stored value is in the HTML, and React leaves the live
 * input to react-hook-form.
 */
export function shownField<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'getValues'>, name: Path<T>) {
  const value: unknown = form.getValues(name);
  const registered = form.register(name);
  return typeof value === 'boolean'
    ? { ...registered, defaultChecked: value }
    : { ...registered, defaultValue: value == null ? '' : String(value) };
}
