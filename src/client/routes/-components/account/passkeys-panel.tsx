/**
 * The signed-in user's passkeys (issue 25): the list, adding one (current password first, and a
 * code when the account has two-factor authentication), removing one. Self-contained: it reads
 * and writes only through the webauthn procedures.
 */
import { useState, type FormEvent } from 'react';
import { STEP_UP_MESSAGES } from '../../../../shared/schemas/step-up';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ANY_CODE_INPUT } from '../../../components/ui/code-input';
import { passkeyPromptDismissed, usePasskeySupport } from '../../../hooks/use-passkey-support';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { RefreshFailed } from '../../../components/refresh-failed';
import { LocalDateTime } from '../../../components/ui/local-time';

export function PasskeysPanel() {
  const utils = trpc.useUtils();
  const supported = usePasskeySupport();
  const list = trpc.webauthn.list.useQuery();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The passkey whose removal is being confirmed. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const registerOptions = trpc.webauthn.registerOptions.useMutation();
  const registerVerify = trpc.webauthn.registerVerify.useMutation();
  const remove = trpc.webauthn.remove.useMutation({
    onSuccess: async () => {
      toast({ title: 'Passkey removed' });
      await utils.webauthn.list.invalidate();
    },
    onError: (err) =>
      toast({ title: 'Could not remove the passkey', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setAdding(true);
    try {
      const optionsJSON = await registerOptions.mutateAsync({ currentPassword: password, ...(needsCode && code ? { code } : {}) });
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON });
      await registerVerify.mutateAsync({ response, ...(name.trim() ? { name: name.trim() } : {}) });
      toast({ title: 'Passkey added', description: 'You can now sign in with it.' });
      setPassword('');
      setCode('');
      setName('');
      await utils.webauthn.list.invalidate();
    } catch (err) {
      if (errorMessage(err, '') === STEP_UP_MESSAGES.codeRequired) setNeedsCode(true);
      setError(
        passkeyPromptDismissed(err)
          ? 'The passkey was not created (the prompt was closed).'
          : errorMessage(err, 'The passkey could not be added.'),
      );
    } finally {
      setAdding(false);
    }
  };

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="passkeys-heading" className="text-lg font-semibold">
        Your passkeys
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        A passkey lets you sign in with your phone or computer&apos;s screen lock (fingerprint, face or PIN) instead of typing your
        password.
      </p>
      <RefreshFailed query={list} />
      {list.isPending ? (
        // Loaded by the page's script: with scripting off it never comes, so say so instead of spinning.
        <>
          <div className="[@media(scripting:none)]:hidden">
            <Spinner label="Loading your passkeys" />
          </div>
          <p className="hidden text-sm [@media(scripting:none)]:block">
            Passkeys need JavaScript: turn it on in your browser to see, add or remove yours.
          </p>
        </>
      ) : list.isLoadingError ? (
        <p role="alert">Could not load your passkeys. Please reload the page.</p>
      ) : list.data.length === 0 ? (
        <p className="text-sm">You have no passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Passkeys">
          {list.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{p.name}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {/* The same text on the server and at hydration, then the reader's own day (local-time.tsx). */}
                  Added <LocalDateTime date={p.createdAt} dateOnly />
                  {p.lastUsedAt ? (
                    <>
                      {' · last used '}
                      <LocalDateTime date={p.lastUsedAt} dateOnly />
                    </>
                  ) : (
                    ' · not used yet'
                  )}
                </span>
              </span>
              {confirming === p.id ? (
                // Asked first: a removed passkey cannot sign in again, and the button sits where a thumb lands.
                <span role="group" aria-label={`Remove passkey ${p.name}?`} className="flex flex-wrap items-center gap-2">
                  <span className="text-sm">Remove it? It will no longer sign you in.</span>
                  <Button
                    variant="danger"
                    autoFocus
                    onClick={() => {
                      setConfirming(null);
                      remove.mutate({ id: p.id });
                    }}
                  >
                    Yes, remove
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </span>
              ) : (
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => setConfirming(p.id)}
                  aria-label={`Remove passkey ${p.name}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={onAdd} className="space-y-3" aria-label="Add a passkey">
          <TextField
            label="Name for this passkey (optional)"
            placeholder="My phone"
            autoComplete="off"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label="Your current password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {needsCode ? (
            <TextField
              label="Code from your authenticator app (or a recovery code)"
              {...ANY_CODE_INPUT}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={adding || !password}>
            {adding ? 'Adding...' : 'Add a passkey'}
          </Button>
        </form>
      ) : supported === false ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">This browser cannot create passkeys.</p>
      ) : null}
    </section>
  );
}
