import { island } from '../../../components/island';

// The sign-in forms' validation code loads when the visitor starts typing.
export const LoginForm = island('login-form', 'interaction', () => import('./login-form').then((m) => ({ default: m.LoginForm })));
export const RegisterForm = island('register-form', 'interaction', () =>
  import('./register-form').then((m) => ({ default: m.RegisterForm })),
);
export const ForgotPasswordForm = island('forgot-password-form', 'interaction', () =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
