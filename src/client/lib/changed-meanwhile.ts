/**
 * Fields both this admin and someone else changed while an edit dialog was open (probe 77, F9).
 * After a save refused as stale, the dialog takes the refetched record and keeps every field the
 * admin typed in (edit-conflict.ts KEEP_TYPED): where the other admin changed that same field, their
 * value was nowhere on screen, and the next save replaced it unseen. The dialog now names such
 * fields with the other value, so replacing it is a choice.
 */
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** One field both changed: its label and the other admin's value, as text to read. */
export interface ChangedMeanwhile {
  field: string;
  label: string;
  theirs: string;
}

const LONGEST_SHOWN = 120;

/** A stored value as a reader sees it: a ticked box, an empty field, a long text cut short. */
export function shownValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'ticked' : 'not ticked';
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_SHOWN ? `${text.slice(0, LONGEST_SHOWN - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields typed in (`typed`: react-hook-form's dirty fields) whose stored value is no longer the
 * one the dialog was opened with. `labels` names the fields a dialog shows; others are not listed.
 */
export function changedMeanwhile(
  opened: Record<string, unknown>,
  latest: Record<string, unknown>,
  typed: Partial<Record<string, unknown>>,
  labels: Partial<Record<string, string>>,
): ChangedMeanwhile[] {
  return Object.entries(labels).flatMap(([field, label]) =>
    label && typed[field] && !same(opened[field], latest[field]) ? [{ field, label, theirs: shownValue(latest[field]) }] : [],
  );
}

/**
 * The form values the dialog was opened with, for `changedMeanwhile`: remembered when it opens on a
 * record (`openedOn`: the record's id while open, else null) and kept while that record is refetched.
 */
export function useOpenedValues<T>(openedOn: number | null, values: T): T {
  const [opened, setOpened] = useState({ on: openedOn, values });
  // Adjusted during render (React's pattern for state derived from a changed prop): no stale frame.
  if (opened.on !== openedOn) setOpened({ on: openedOn, values });
  return opened.on === openedOn ? opened.values : values;
}

/**
 * For an edit dialog: the fields both changed since it opened on `openedOn` (the record's id while
 * open, else null), `values` being the form values of the record as the list has it now.
 */
export function useChangedMeanwhile<T extends FieldValues, C, R>(
  form: Pick<UseFormReturn<T, C, R>, 'formState'>,
  openedOn: number | null,
  values: T,
  labels: Partial<Record<keyof T & string, string>>,
): ChangedMeanwhile[] {
  const opened = useOpenedValues(openedOn, values);
  // Read through react-hook-form's proxy, so this dialog renders again as fields become typed in.
  const typed: Partial<Record<string, unknown>> = form.formState.dirtyFields;
  return openedOn === null ? [] : changedMeanwhile(opened, values, typed, labels);
}
