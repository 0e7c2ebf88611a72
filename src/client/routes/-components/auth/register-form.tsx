import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { enterSignedIn } from './enter-signed-in';
import { registerFormSchema, USERNAME_TAKEN, type RegisterFormInput } from '../../../../shared/schemas/auth';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { useCheckTypedEarly, valuesTypedEarly } from '../../../lib/typed-early';
import { trpc } from '../../../trpc';
import { authHref, type AuthSearch } from '../../../../shared/auth-search';
import { applyServerIssues } from '../../../lib/server-issues';
import { registrationWelcome, type FormFlash } from '../../../../shared/form-flash';
import { flashFieldError, flashFocus, flashValue } from '../../../lib/form-flash';
import { FormName, FormNotice } from '../../../components/ui/form-notice';

const EMPTY = { username: '', fullName: '', email: '', password: '', confirmPassword: '' };
const FORM_ID = 'register-form';

export function RegisterForm({ search, flash }: { search: AuthSearch; flash?: FormFlash }) {
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: valuesTypedEarly(FORM_ID, EMPTY),
  });
  useCheckTypedEarly(FORM_ID, EMPTY, (names) => form.trigger(names as never));
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      enterSignedIn(user, search, registrationWelcome(user.fullName));
    },
    onError: (error) => {
      applyServerIssues(error, form.setError);
      toast({ title: 'Registration failed', description: errorMessage(error, 'Registration failed'), variant: 'destructive' });
    },
  });
  const busy = register.isPending || register.isSuccess;
  const { errors } = form.formState;
  const flashError = (name: string) => flashFieldError(flash, form.formState, name);
  // confirmPassword stays in the browser (spec section 5).
  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => register.mutate(values));
  return (
    // A real post to /auth (server/forms/native-form-posts.ts) until the island is live, and without JavaScript.
    <form id={FORM_ID} method="post" action={authHref({ ...search, tab: 'register' })} noValidate onSubmit={submit} className="space-y-4">
      <FormName name="register" />
      <FormNotice flash={flash} hidden={form.formState.submitCount > 0} />
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message ?? flashError('username')}
        {...flashValue(flash, 'username')}
        {...flashFocus(flash, 'username')}
        {...form.register('username')}
      />
      {(errors.username?.message ?? flashError('username')) === USERNAME_TAKEN ? (
        // A retry of a registration whose answer was lost is refused as taken by the account it made (probe 74, F6).
        <p className="-mt-2 text-sm">
          Just created this account?{' '}
          <a href={authHref({ ...search, tab: undefined })} className="font-medium text-primary underline">
            Sign in
          </a>{' '}
          instead.
        </p>
      ) : null}
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message ?? flashError('fullName')}
        {...flashValue(flash, 'fullName')}
        {...flashFocus(flash, 'fullName')}
        {...form.register('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? flashError('email')}
        {...flashValue(flash, 'email')}
        {...flashFocus(flash, 'email')}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message ?? flashError('password')}
        {...flashFocus(flash, 'password')}
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message ?? flashError('confirmPassword')}
        {...flashFocus(flash, 'confirmPassword')}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={busy} sendsNatively>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
