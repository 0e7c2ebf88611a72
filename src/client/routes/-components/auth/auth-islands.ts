import { island } from '../../../islands/island';

/** The sign-in, sign-up and reset forms: their validation code loads when the visitor starts using them. */
export const LoginForm = island('login-form');
export const RegisterForm = island('register-form');
export const ForgotPasswordForm = island('forgot-password-form');
