import type { FormFlash } from '../../../shared/form-flash';

/**
 * The answer to a form sent natively: its error that belongs to no field, or its success
 * message. Hidden once the reader sends the form again (the form's live answer then speaks).
 */
export function FormNotice({
  flash,
  hidden,
  tone = 'default',
  id,
}: {
  flash: FormFlash | undefined;
  hidden?: boolean;
  tone?: 'default' | 'onColor';
  /** For a field that the message describes (its aria-describedby). */
  id?: string;
}) {
  if (!flash || hidden) return null;
  if (flash.message) {
    return (
      <p
        id={id}
        role="alert"
        className={
          tone === 'onColor'
            ? 'text-sm font-medium text-white'
            : 'rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200'
        }
      >
        {flash.message}
      </p>
    );
  }
  if (flash.success) {
    return (
      <p
        role="status"
        className={
          tone === 'onColor'
            ? 'text-sm font-medium text-white'
            : 'rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200'
        }
      >
        {flash.success}
      </p>
    );
  }
  return null;
}

/** The hidden field that tells the server which form was sent natively. */
export function FormName({ name }: { name: FormFlash['form'] }) {
  return <input type="hidden" name="_form" value={name} />;
}
