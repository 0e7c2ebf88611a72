import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSettings } from '../../hooks/use-current-user';
import { buttonClass } from '../ui/button';
import { LogoMark } from '../frame/logo';
import { LogoutForm } from '../frame/logout-form';
import { ThemeToggle } from '../frame/theme-toggle';

/**
 * The admin workspace's header (spec: 'Admin Dashboard', a 'View Website' link to / and Logout,
 * which logs out and goes to /auth), the same on every admin page. Logout is a quiet button: it
 * ends a session, it destroys nothing; it is a real form (frame/logout-form.tsx). Below `lg`, `menu` (admin-frame.tsx) opens the sidebar's sections.
 */
export function AdminHeader({ menu }: { menu: ReactNode }) {
  const settings = useSettings();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden dark:border-slate-800 dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-primary-strong focus:px-3 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      {/* Tight below sm: at 320 px the header overflowed by 17 px and cut Logout off (probe 16). */}
      <div className="flex h-14 items-center gap-1 px-2 sm:gap-2 sm:px-4">
        {menu}
        <Link to="/dashboard" className="flex items-center gap-2 font-semibold">
          <span className="hidden sm:inline-flex">
            <LogoMark />
          </span>
          {/* Wraps onto two short lines on a phone rather than being cut to "Admi…". */}
          <span className="text-sm leading-tight sm:text-base">Admin Dashboard</span>
        </Link>
        <span className="hidden truncate text-sm text-slate-500 md:inline dark:text-slate-400">
          {settings?.companyName ?? 'Dominica Crypto Education'}
        </span>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <Link to="/" className={buttonClass('ghost', '!px-1.5 !py-1.5 text-center leading-tight sm:!px-2.5 sm:whitespace-nowrap')}>
            View Website
          </Link>
          <ThemeToggle defaultDark={settings?.appearance.darkModeEnabled ?? true} />
          {/* A real form, as in the public header: it signs out before the page's code has arrived or
              with JavaScript off (probe 27, F2); with the code, behaviors/logout.ts goes to /auth. */}
          <LogoutForm to="/auth" className={buttonClass('secondary', '!px-2 !py-1.5 sm:!px-2.5')} />
        </div>
      </div>
    </header>
  );
}
