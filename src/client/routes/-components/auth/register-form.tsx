import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TIMINGS } from '../../../../shared/constants';
import { registerFormSchema, type RegisterFormInput } from '../../../../shared/schemas/auth';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { postLoginTarget } from '../../../lib/redirects';
import { errorMessage } from '../../../lib/trpc-errors';
import { valuesTypedEarly } from '../../../lib/typed-early';
import { trpc } from '../../../trpc';
import type { AuthSearch } from './auth-search';
import { applyServerIssues } from './server-issues';

const FORM_ID = 'register-form';

export function RegisterForm({ search }: { search: AuthSearch }) {
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: valuesTypedEarly(FORM_ID, { username: '', fullName: '', email: '', password: '', confirmPassword: '' }),
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      toast({ title: 'Registration successful', description: `Welcome, ${user.fullName}!` });
      setTimeout(() => window.location.assign(postLoginTarget(user, search)), TIMINGS.loginRedirectMs);
    },
    onError: (error) => {
      applyServerIssues(error, form.setError);
      toast({ title: 'Registration failed', description: errorMessage(error, 'Registration failed'), variant: 'destructive' });
    },
  });
  const busy = register.isPending || register.isSuccess;
  const { errors } = form.formState;
  // confirmPassword stays in the browser (spec section 5).
  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => register.mutate(values));
  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Username" autoComplete="username" error={errors.username?.message} {...form.register('username')} />
      <TextField label="Full Name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
