import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '../../../../shared/schemas/auth';
import { enterSignedIn } from './enter-signed-in';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { useCheckTypedEarly, valuesTypedEarly } from '../../../lib/typed-early';
import { AppLink } from '../../../components/app-link';
import { trpc } from '../../../trpc';
import { authHref, type AuthSearch } from '../../../../shared/auth-search';
import { applyServerIssues } from '../../../lib/server-issues';
import { signInWelcome, type FormFlash } from '../../../../shared/form-flash';
import { flashFieldError, flashFocus, flashValue } from '../../../lib/form-flash';
import { FormName, FormNotice } from '../../../components/ui/form-notice';
import { TWO_FACTOR_PREFIX, TwoFactorStep } from './two-factor-step';
import { useState } from 'react';
import { PasskeySignIn } from './passkey-sign-in';

const EMPTY = { username: '', password: '' };
const FORM_ID = 'login-form';

/** The native answer's message, which the password field points at. */
const NOTICE_ID = 'login-notice';

export function LoginForm({ search, flash, twoFactorFlash }: { search: AuthSearch; flash?: FormFlash; twoFactorFlash?: FormFlash }) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: valuesTypedEarly(FORM_ID, EMPTY),
  });
  useCheckTypedEarly(FORM_ID, EMPTY, (names) => form.trigger(names as never));
  // A native sign-in that needs the second step comes back with its flash: show that step.
  const [secondStep, setSecondStep] = useState(Boolean(twoFactorFlash));
  // A refusal that belongs to no field (wrong password, too many attempts): shown in the form, where
  // the reader is looking, as the native answer is (FormNotice), not only in a toast.
  const [problem, setProblem] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      enterSignedIn(user, search, signInWelcome(user.fullName));
    },
    onError: (error) => {
      if (error.message.startsWith(TWO_FACTOR_PREFIX)) return setSecondStep(true);
      if (!applyServerIssues(error, form.setError)) {
        setProblem(errorMessage(error, 'Login failed'));
        // Back to the password, selected, ready to be typed again.
        form.setFocus('password', { shouldSelect: true });
      }
      toast({ title: 'Login failed', description: errorMessage(error, 'Login failed'), variant: 'destructive' });
    },
  });
  const busy = login.isPending || login.isSuccess;
  const { errors } = form.formState;
  const flashError = (name: string) => flashFieldError(flash, form.formState, name);
  // A message about the form (a failed sign-in keeps the username: the password is next; a session
  // that ended sends none: the username is).
  const messageFocus = flash?.values.username ? 'password' : 'username';
  if (secondStep) return <TwoFactorStep search={search} flash={twoFactorFlash} onCancel={() => setSecondStep(false)} />;
  return (
    // A real post to /auth (server/forms/native-form-posts.ts) until the island is live, and without JavaScript.
    <form
      id={FORM_ID}
      method="post"
      action={authHref({ ...search, tab: undefined })}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setProblem(null);
        login.mutate(values);
      })}
      className="space-y-4"
    >
      <FormName name="login" />
      {problem ? (
        <FormNotice flash={{ form: 'login', values: {}, errors: {}, message: problem }} />
      ) : (
        <FormNotice flash={flash} hidden={form.formState.submitCount > 0} id={NOTICE_ID} />
      )}
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message ?? flashError('username')}
        {...flashValue(flash, 'username')}
        {...flashFocus(flash, 'username', messageFocus)}
        {...form.register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message ?? flashError('password')}
        {...flashFocus(flash, 'password', messageFocus)}
        // The focused field after a refused sign-in without JavaScript: it reads the refusal with it
        // (an alert already on the page at load is not reliably spoken: probe 55, F4).
        {...(flash?.message && form.formState.submitCount === 0 && !errors.password && !flashError('password')
          ? { 'aria-describedby': NOTICE_ID }
          : {})}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={busy} sendsNatively>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <PasskeySignIn search={search} username={() => form.getValues('username')} />
      <p className="text-center text-sm">
        <AppLink href={authHref({ ...search, tab: 'forgot' })} className="font-medium text-primary hover:underline">
          Forgot password?
        </AppLink>
      </p>
    </form>
  );
}
