/** Labelled form controls with their error message wired for screen readers. */
import { blurAfterPress } from '../../lib/blur-after-press';
import { useTypedBeforeLive } from '../../lib/typed-early';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-hidden disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 sm:text-sm';

interface FieldProps {
  label: string;
  /** The label is read by screen readers only (a search box whose purpose its placeholder shows). */
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
}

function FieldFrame({ id, label, hideLabel, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200'}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A field's message, under it; the control points at it with aria-describedby (`describedBy`).
 * With a capital: a check's generic message starts in lower case (shared/schemas/readable-messages.ts).
 */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
      {error.charAt(0).toUpperCase() + error.slice(1)}
    </p>
  ) : null;
}

const describedBy = (id: string, error?: string, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, hideLabel, error, hint, id: givenId, className = '', ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  useTypedBeforeLive(id, rest.value, rest.onChange);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} ${className}`}
        {...rest}
        onBlur={blurAfterPress(rest.onBlur)}
      />
    </FieldFrame>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, hideLabel, error, hint, id: givenId, className = '', ...rest }, ref) {
    const autoId = useId();
    const id = givenId ?? autoId;
    useTypedBeforeLive(id, rest.value, rest.onChange);
    return (
      <FieldFrame id={id} label={label} hideLabel={hideLabel} error={error} hint={hint}>
        <textarea
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${control} ${className}`}
          {...rest}
          onBlur={blurAfterPress(rest.onBlur)}
        />
      </FieldFrame>
    );
  },
);

export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, hideLabel, error, hint, id: givenId, className = '', children, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  useTypedBeforeLive(id, rest.value, rest.onChange);
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} error={error} hint={hint}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} ${className}`}
        {...rest}
        onBlur={blurAfterPress(rest.onBlur)}
      >
        {children}
      </select>
    </FieldFrame>
  );
});

export const CheckboxField = forwardRef<HTMLInputElement, { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>>(
  function CheckboxField({ label, error, id: givenId, ...rest }, ref) {
    const autoId = useId();
    const id = givenId ?? autoId;
    return (
      <div>
        <div className="flex items-center gap-2">
          <input
            ref={ref}
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error)}
            className="h-4 w-4 rounded border-slate-300 text-primary focus:ring-primary-text"
            {...rest}
          />
          <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-200">
            {label}
          </label>
        </div>
        <FieldError id={id} error={error} />
      </div>
    );
  },
);
