/**
 * An admin form's submit handler for invalid input. Field messages show under their fields; a
 * schema error on something with no visible field (a value the form carries but does not show,
 * an object-level rule) would otherwise leave the button doing nothing at all. This shows those
 * in a toast, so a refused save always says why.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from '../components/toast/toast-store';

function messagesOf(errors: FieldErrors, shown: ReadonlySet<string>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, error] of Object.entries(errors)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (!error || shown.has(name)) continue;
    if (typeof error.message === 'string' && error.message) out.push(`${name}: ${error.message}`);
    else if (typeof error === 'object') out.push(...messagesOf(error as FieldErrors, shown, name));
  }
  return out;
}

export function reportUnshownErrors<T extends FieldValues>(shownFields: readonly string[], title: string) {
  const shown = new Set(shownFields);
  return (errors: FieldErrors<T>) => {
    const unshown = messagesOf(errors as FieldErrors, shown);
    if (unshown.length > 0) toast({ title, description: unshown.slice(0, 3).join('. '), variant: 'destructive' });
  };
}
