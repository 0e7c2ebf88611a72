import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useCurrentUser } from '../../hooks/use-current-user';
import { reSignInStore } from '../../lib/re-sign-in';
import { flashToast } from '../toast/toast-store';
import { errorMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { TWO_FACTOR_PREFIX } from '../../routes/-components/auth/two-factor-step';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { ANY_CODE_INPUT } from '../ui/code-input';

/**
 * The sign-in asked for by lib/re-sign-in.ts when a change is refused because the session ended.
 * It opens over the form being edited (which stays open with its draft), takes the password and,
 * for an account with 2FA, the code; once signed in, the waiting change is sent again.
 */
export function ReSignInDialog() {
  useEffect(() => reSignInStore.mount(), []);
  const open = useSyncExternalStore(reSignInStore.subscribe, reSignInStore.isOpen, () => false);
  return open ? <ReSignInForm /> : null;
}

/**
 * Signed in again: an admin's waiting change is sent. An account that is no longer an admin (made a
 * learner while away: that is what ended the session) cannot save it, and the dialog had promised
 * it would be saved; it was then refused with a 403 and the admin area stayed open (probe 57, F4).
 * Said plainly, and home, as the sign-in page does for a learner.
 */
function afterSignIn(user: { role: string }) {
  if (user.role === 'admin') return reSignInStore.signedIn();
  reSignInStore.dismissed();
  flashToast({
    title: 'Your admin access was removed',
    description: 'You are signed in, but this account is no longer an administrator, so your change was not saved.',
    variant: 'destructive',
  });
  window.location.assign('/');
}

function ReSignInForm() {
  const known = useCurrentUser()?.username ?? '';
  const [username, setUsername] = useState(known);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [secondStep, setSecondStep] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => afterSignIn(user),
    onError: (error) =>
      error.message.startsWith(TWO_FACTOR_PREFIX) ? setSecondStep(true) : setProblem(errorMessage(error, 'Login failed')),
  });
  const verify = trpc.twoFactor.login.useMutation({
    onSuccess: (user) => afterSignIn(user),
    onError: (error) => setProblem(errorMessage(error, 'That code did not work.')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (secondStep) verify.mutate({ code });
    else login.mutate({ username, password });
  };
  const busy = login.isPending || verify.isPending;
  return (
    <Dialog open onClose={() => reSignInStore.dismissed()} title="Sign in to continue" maxWidth={420}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Your session has ended. Sign in again and your change will be saved: nothing you typed is lost.
        </p>
        {secondStep ? (
          <TextField
            label="Authentication code"
            {...ANY_CODE_INPUT}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            hint="The 6-digit code from your authenticator app, or a recovery code."
          />
        ) : (
          <>
            <TextField label="Username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </>
        )}
        {problem ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => reSignInStore.dismissed()}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Signing in...' : secondStep ? 'Verify and save' : 'Sign in and save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
