/**
 * The sign-in's second step for admins with 2FA (issue 18): POST /api/login answered "code
 * required"; the code (or a recovery code) finishes the sign-in through POST /api/login/2fa.
 * It is a real form posted to /auth as well (server/forms/native-form-posts.ts 'login-2fa'), so the step
 * works before the code arrives and without JavaScript (issue 25).
 */
import { useState, type FormEvent } from 'react';
import { enterSignedIn } from './enter-signed-in';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ANY_CODE_INPUT } from '../../../components/ui/code-input';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { authHref, type AuthSearch } from '../../../../shared/auth-search';
import { signInWelcome, type FormFlash } from '../../../../shared/form-flash';
import { FormName, FormNotice } from '../../../components/ui/form-notice';

export const TWO_FACTOR_PREFIX = 'Two-factor code required';

export function TwoFactorStep({ search, flash, onCancel }: { search: AuthSearch; flash?: FormFlash; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const verify = trpc.twoFactor.login.useMutation({
    onSuccess: (user) => {
      enterSignedIn(user, search, signInWelcome(user.fullName));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate({ code });
  };
  const busy = verify.isPending || verify.isSuccess;
  return (
    <form
      method="post"
      action={authHref({ ...search, tab: undefined })}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-labelledby="twofa-step-heading"
    >
      <FormName name="login-2fa" />
      <FormNotice flash={flash} hidden={verify.isPending || verify.isError || verify.isSuccess} />
      <h2 id="twofa-step-heading" className="text-lg font-semibold">
        Two-factor code required
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.
      </p>
      <TextField
        label="Authentication code"
        {...ANY_CODE_INPUT}
        autoFocus
        name="code"
        value={code}
        error={verify.error ? errorMessage(verify.error, 'That code did not work.') : undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={busy} sendsNatively>
        {busy ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <button type="button" onClick={onCancel} className="w-full text-center text-sm font-medium text-primary hover:underline">
        Start again with your password
      </button>
    </form>
  );
}
