import { useEffect, useLayoutEffect, useState, type ChangeEvent } from 'react';
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
      return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== defaults[name] && field !== document.activeElement;
    });
    if (left.length > 0) void trigger(left);
    // Once, when the form's code arrives: later changes are react-hook-form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** What the reader changed in a form's server HTML before its code was live: name -> value or checked. */
function changedEarly(formId: string): Map<string, string | boolean> {
  const changed = new Map<string, string | boolean>();
  if (typeof document === 'undefined') return changed;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return changed;
  for (const field of form.elements) {
    if (field instanceof HTMLInputElement && field.name) {
      if (field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked) changed.set(field.name, field.checked);
      } else if (field.value !== field.defaultValue) changed.set(field.name, field.value);
    } else if (field instanceof HTMLTextAreaElement && field.name && field.value !== field.defaultValue) {
      changed.set(field.name, field.value);
    } else if (field instanceof HTMLSelectElement && field.name && [...field.options].some((o) => o.selected !== o.defaultSelected)) {
      changed.set(field.name, field.value);
    }
  }
  return changed;
}

interface EarlyForm {
  setValue: (name: never, value: never, options: { shouldDirty: boolean; shouldValidate: boolean }) => void;
}

/**
 * For forms on whole-app pages that take their values from the server's data (react-hook-form's
 * `values`): when the page comes alive, react-hook-form writes those values into the inputs, over
 * whatever the reader had typed into the server HTML meanwhile (an admin's colour, gone without a
 * word, and the stored one saved instead). This notes what the reader changed during the
 * hydrating render and gives it back to the form once the form has set its values, as if typed
 * now (dirty, and checked when `validate`, for forms that check while typing).
 */
export function useKeepTypedEarly(form: EarlyForm, formId: string, validate: boolean) {
  const [early] = useState(() => changedEarly(formId));
  useEffect(() => {
    for (const [name, value] of early) form.setValue(name as never, value as never, { shouldDirty: true, shouldValidate: validate });
    // Once, when the form's code arrives: later changes are react-hook-form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * For fields React controls from state (`value` and `onChange`) that are in a whole-app page's
 * server HTML: a reader can type into them before the page's code is live. React hydrates the field
 * with the state's value and at its next render writes that value over what was typed: a learner's
 * payment reference on /profile, or the payment queue's search, was emptied without a word. The
 * shared fields (components/ui/field.tsx) call this, so no form can forget it: in the hydrating
 * commit, what the reader left in the field goes to the field's own `onChange`, as if typed now.
 * A field mounted later (a dialog, a client navigation) holds its state's value: nothing happens.
 */
export function useTypedBeforeLive<E extends Control>(id: string, value: unknown, onChange: ((event: ChangeEvent<E, E>) => void) | undefined) {
  useLayoutEffect(() => {
    if (value === undefined || value === null || !onChange) return;
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    const rendered = String(value);
    if (field.value === rendered) return;
    // A select whose state names no option shows its first: that is not the reader's choice.
    if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === rendered)) return;
    onChange({ target: field, currentTarget: field, type: 'change' } as unknown as ChangeEvent<E, E>);
    // Once, in the commit that hydrates the field: later changes reach onChange the usual way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
