/**
 * The sign-in's second step for admins with 2FA (issue 18): POST /api/login answered "code
 * required"; the code (or a recovery code) finishes the sign-in through POST /api/login/2fa.
 */
import { useState, type FormEvent } from 'react';
import { TIMINGS } from '../../../../shared/constants';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { postLoginTarget } from '../../../../shared/redirects';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import type { AuthSearch } from '../../../../shared/auth-search';

export const TWO_FACTOR_PREFIX = 'Two-factor code required';

export function TwoFactorStep({ search, onCancel }: { search: AuthSearch; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const verify = trpc.twoFactor.login.useMutation({
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: `Welcome back, ${user.fullName}!` });
      setTimeout(() => window.location.assign(postLoginTarget(user, search)), TIMINGS.loginRedirectMs);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate({ code });
  };
  const busy = verify.isPending || verify.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="twofa-step-heading">
      <h2 id="twofa-step-heading" className="text-lg font-semibold">
        Two-factor code required
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.
      </p>
      <TextField
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        error={verify.error ? errorMessage(verify.error, 'That code did not work.') : undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={busy || code.trim().length < 6}>
        {busy ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <button type="button" onClick={onCancel} className="w-full text-center text-sm font-medium text-primary hover:underline">
        Start again with your password
      </button>
    </form>
  );
}
