import { useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react';
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
  const off = Boolean(disabled || waiting);
  const ref = useKeptFocus(off);
  return <button ref={ref} type={type} className={buttonClass(variant, className)} disabled={off} {...rest} />;
}

/**
 * A focused button that is disabled while its save runs loses focus to the page's body (the
 * browser moves it a moment later), and a keyboard user is left nowhere when the save fails: the
 * next Tab starts again from the top (probe 41, F3). Disabled while focused, it takes the focus
 * back when enabled again, unless something else took it meanwhile (a field marked by the
 * failure, a closed dialog's opener).
 */
function useKeptFocus(off: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const button = ref.current;
    if (!button) return;
    // Still focused here: the browser lets go of a disabled element's focus only later.
    if (off) hadFocus.current = document.activeElement === button;
    else if (hadFocus.current) {
      hadFocus.current = false;
      if (document.activeElement === null || document.activeElement === document.body) button.focus();
    }
  }, [off]);
  return ref;
}
