import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { ANY_CODE_INPUT } from '../../../components/ui/code-input';

/**
 * The proof every account change asks for: the current password, and for an account with
 * two-factor authentication a current code (the server says when one is needed).
 */
export function StepUpFields({
  password,
  code,
  errors,
  autoFocus = () => ({}),
}: {
  password: UseFormRegisterReturn;
  /** Only for accounts that can have a second factor. */
  code?: UseFormRegisterReturn;
  errors: { currentPassword?: string; code?: string };
  /** `autofocus` by field name, for a native send's answer (server-errors.ts `flashAutoFocus`). */
  autoFocus?: (name: string) => { autoFocus?: true };
}) {
  return (
    <>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        {...autoFocus('currentPassword')}
        {...password}
      />
      {code ? (
        <TextField
          label="Authenticator or recovery code"
          {...ANY_CODE_INPUT}
          hint="Needed when your account uses two-factor authentication."
          error={errors.code}
          {...autoFocus('code')}
          {...code}
        />
      ) : null}
    </>
  );
}
