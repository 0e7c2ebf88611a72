import { authHref } from '../../../../shared/auth-search';
import { SESSION_ENDED_MAYBE_DONE, SESSION_ENDED_UNSENT } from '../../../../shared/form-flash';

/**
 * An account form's refusal as a whole. A session that ended while the form was open (signed out
 * on another device, a password changed elsewhere) says nothing was saved and offers the way back
 * to this form, never a bare "Please sign in" (probe 35, F5).
 */
export function FormFailure({ message, formId }: { message: string | undefined; formId: string }) {
  if (!message) return null;
  const sessionEnded = message === SESSION_ENDED_UNSENT || Object.values(SESSION_ENDED_MAYBE_DONE).includes(message);
  return (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
      {message}
      {sessionEnded ? (
        <>
          {' '}
          <a href={authHref({ redirect: `/account#${formId}` })} className="font-medium underline">
            Sign in
          </a>
        </>
      ) : null}
    </p>
  );
}
