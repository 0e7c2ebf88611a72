import { LocalDateTime } from '../ui/local-time';
/**
 * The signed-in admin's own two-factor authentication (issue 18): scan the QR code, confirm
 * with a first code, keep the recovery codes (shown once). Setting it up asks for the password;
 * turning it off or making new recovery codes asks for the password and a current code (step-up,
 * issue 25), so a stolen session alone cannot change the second factor.
 */
import { useState, type FormEvent } from 'react';
import { trpc } from '../../trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Spinner } from '../spinner';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { ANY_CODE_INPUT, TOTP_ONLY_INPUT } from '../ui/code-input';
import { AuthenticatorKey } from './authenticator-key';

export function TwoFactorPanel() {
  const utils = trpc.useUtils();
  const status = trpc.twoFactor.status.useQuery();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [proofCode, setProofCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = trpc.twoFactor.setup.useMutation({
    onSuccess: () => setPassword(''),
  });
  const newCodes = trpc.twoFactor.recoveryCodes.useMutation({
    onSuccess: async (result) => {
      setCodes(result.recoveryCodes);
      setPassword('');
      setProofCode('');
      await utils.twoFactor.status.invalidate();
    },
  });
  const confirm = trpc.twoFactor.confirm.useMutation({
    onSuccess: async (result) => {
      setCodes(result.recoveryCodes);
      setCode('');
      setup.reset();
      await utils.twoFactor.status.invalidate();
    },
  });
  const disable = trpc.twoFactor.disable.useMutation({
    onSuccess: async () => {
      toast({ title: 'Two-factor authentication is off' });
      setPassword('');
      setProofCode('');
      setCodes(null);
      await utils.twoFactor.status.invalidate();
    },
  });
  if (status.isPending) return <Spinner label="Loading two-factor status" />;
  if (status.isLoadingError) return <p role="alert">Could not load the two-factor status. Please reload the page.</p>;
  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate({ code });
  };
  const onDisable = (e: FormEvent) => {
    e.preventDefault();
    disable.mutate({ password, code: proofCode });
  };
  const onNewCodes = () => newCodes.mutate({ password, code: proofCode });
  const onSetup = (e: FormEvent) => {
    e.preventDefault();
    setup.mutate({ password });
  };
  const proofError = disable.error ?? newCodes.error;
  return (
    <section
      id="two-factor"
      aria-labelledby="twofa-heading"
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="twofa-heading" className="text-lg font-semibold">
        Your two-factor authentication
      </h2>
      {codes ? (
        <div role="status" className="rounded-md bg-emerald-50 p-3 text-sm dark:bg-emerald-950/40">
          <p className="font-medium">
            Two-factor authentication is on. Save these recovery codes now: each works once, and they will not be shown again.
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono" aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {status.data.enabled ? (
        <form onSubmit={onDisable} className="space-y-3">
          <p className="text-sm">
            On since {status.data.enabledAt ? <LocalDateTime date={status.data.enabledAt} dateOnly /> : null}.{' '}
            {status.data.recoveryCodesLeft} recovery codes left.
          </p>
          <p className="text-sm">To turn it off or make new recovery codes, confirm it is you: your password and a current code.</p>
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label="Current code (or a recovery code)"
            {...ANY_CODE_INPUT}
            value={proofCode}
            error={proofError ? errorMessage(proofError, 'Please try again.') : undefined}
            onChange={(e) => setProofCode(e.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="secondary"
              onClick={onNewCodes}
              disabled={newCodes.isPending || !password || proofCode.trim().length < 6}
            >
              {newCodes.isPending ? 'Making codes...' : 'Make new recovery codes'}
            </Button>
            <Button type="submit" variant="danger" disabled={disable.isPending || !password || proofCode.trim().length < 6}>
              Turn off two-factor authentication
            </Button>
          </div>
        </form>
      ) : setup.data ? (
        <form onSubmit={onConfirm} className="space-y-3">
          <AuthenticatorKey secret={setup.data.secret} otpauthUrl={setup.data.otpauthUrl} qrCode={setup.data.qrCode} />
          <TextField
            label="6-digit code"
            {...TOTP_ONLY_INPUT}
            value={code}
            error={confirm.error ? errorMessage(confirm.error, 'Please try again.') : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" disabled={confirm.isPending || code.trim().length < 6}>
            {confirm.isPending ? 'Checking...' : 'Turn on'}
          </Button>
        </form>
      ) : (
        <form onSubmit={onSetup} className="space-y-3">
          <p className="text-sm">
            {status.data.requiredForAdmins
              ? 'This site requires two-factor authentication for admins: set it up to open the admin area. '
              : ''}
            Protect your admin account with a code from an authenticator app at each sign-in.
          </p>
          <TextField
            label="Your password (to start the set-up)"
            type="password"
            autoComplete="current-password"
            value={password}
            error={setup.error ? errorMessage(setup.error, 'Please try again.') : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" disabled={setup.isPending || !password}>
            Set up two-factor authentication
          </Button>
        </form>
      )}
    </section>
  );
}
