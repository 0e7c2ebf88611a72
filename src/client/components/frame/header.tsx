import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MAIN_NAV } from '../../../shared/constants';
import { useCurrentUser, useSettings } from '../../hooks/use-current-user';
import { useLogout } from '../../hooks/use-logout';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

import { island } from '../island';

// Headless UI's menu (with its positioning library) is the largest piece of the frame, and only
// signed-in people see it: anonymous readers never download it (nor phones, where it is hidden).
const AccountMenu = island('account-menu', 'visible', () => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

export function Header() {
  const user = useCurrentUser();
  const settings = useSettings();
  const { logout, pending } = useLogout('/');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The phone menu is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((v: boolean) => boolean)) => {
    const next = typeof value === 'function' ? value(open) : value;
    setOpenOn(next ? pathname : null);
  };

  // Escape closes it too.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const name = settings?.companyName ?? 'Dominica Crypto Education';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-primary-strong focus:px-3 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 font-bold">
          {settings?.appearance.logoUrl ? (
            <img src={settings.appearance.logoUrl} alt="" width={100} height={30} className="h-8 w-auto" />
          ) : (
            <LogoMark />
          )}
          <span className="truncate text-base sm:text-lg">{name}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                  activeProps={{ className: '!bg-primary/10 !text-primary', 'aria-current': 'page' }}
                  activeOptions={{ exact: item.to === '/' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center lg:ml-0">
          <ThemeToggle />
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <AccountMenu user={user} onLogout={logout} loggingOut={pending} />
          ) : (
            <>
              <Link to="/auth" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
                Login
              </Link>
              <Link
                to="/auth"
                search={{ tab: 'register' }}
                className="rounded-md bg-primary-strong px-4 py-2 text-sm font-medium text-white hover:brightness-110"
              >
                Register
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="rounded-md p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary lg:hidden dark:hover:bg-slate-800"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2}>
            {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {open ? <MobileMenu id="mobile-menu" user={user} onNavigate={() => setOpen(false)} onLogout={logout} loggingOut={pending} /> : null}
    </header>
  );
}
