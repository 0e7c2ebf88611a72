import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary-strong text-white hover:opacity-90',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
};

export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  disabled,
  sendsNatively = false,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /**
   * The form is a real `<form method="post">` the server handles (server/forms/native-form-posts.ts): its
   * submit button is never disabled while the code is on the way; a submit before then is sent
   * natively. Other forms (admin dialogs) only work with their code: their submit waits for it.
   */
  sendsNatively?: boolean;
}) {
  const hydrated = useHydrated();
  const waiting = type === 'submit' && !sendsNatively && !hydrated;
  return <button type={type} className={buttonClass(variant, className)} disabled={disabled || waiting} {...rest} />;
}
