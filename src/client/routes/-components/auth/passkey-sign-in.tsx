/**
 * "Sign in with a passkey" under the login form: shown only once the form's code is live and the
 * browser supports WebAuthn. Without a username the browser offers the passkeys it holds for this
 * site; with one typed in, only that account's passkeys are asked for. Until then its place is
 * kept: the form's code wakes when a finger comes near (islands/triggers.ts), and a button
 * appearing then would push "Forgot password?" down and take the tap aimed at it.
 */
import { useState } from 'react';
import { enterSignedIn } from './enter-signed-in';
import type { AuthSearch } from '../../../../shared/auth-search';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { passkeyPromptDismissed, usePasskeySupport } from '../../../hooks/use-passkey-support';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { signInWelcome } from '../../../../shared/form-flash';

export function PasskeySignIn({ search, username }: { search: AuthSearch; username: () => string }) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const options = trpc.webauthn.loginOptions.useMutation();
  const verify = trpc.webauthn.loginVerify.useMutation();
  if (supported === null) return <PasskeyButtonSpace />;
  if (!supported) return null;
  const signIn = async () => {
    setBusy(true);
    try {
      const typed = username().trim();
      const optionsJSON = await options.mutateAsync(typed ? { username: typed } : {});
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const user = await verify.mutateAsync({ response: await startAuthentication({ optionsJSON }) });
      enterSignedIn(user, search, signInWelcome(user.fullName));
    } catch (err) {
      setBusy(false);
      if (passkeyPromptDismissed(err)) return;
      toast({ title: 'Passkey sign-in failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={busy}
      // Pressing it must not blur the username field: the blur's "at least 3 characters" message
      // would push the button down between press and release, and the click would be lost.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => void signIn()}
    >
      {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}

/** The button's box, invisible and out of reach (not focusable, not in the accessibility tree). */
function PasskeyButtonSpace() {
  return (
    <Button variant="secondary" className="invisible w-full" disabled tabIndex={-1} aria-hidden="true">
      Sign in with a passkey
    </Button>
  );
}
