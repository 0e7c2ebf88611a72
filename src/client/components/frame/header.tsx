import { Link, useRouterState } from '@tanstack/react-router';
import { MAIN_NAV } from '../../../shared/constants';
import { useCurrentUser, useSettings } from '../../hooks/use-current-user';
import { useLowData } from '../../lib/low-data-context';
import { AccountMenu } from './account-menu';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { SearchForm, SearchIconLink } from '../search/search-form';
import { ThemeToggle } from './theme-toggle';

/**
 * The sticky header. Its links, the theme switch and both menus are server HTML brought to life by
 * small behaviours (behaviors/): none of it needs React, and all of it works with no script.
 */
export function Header() {
  const current = useCurrentUser();
  const settings = useSettings();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const lowData = useLowData();
  const user = current ? { username: current.username, role: current.role } : null;

  const name = settings?.companyName ?? 'Dominica Crypto Education';
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-primary-strong focus:px-3 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 font-bold">
          {/* Neither squashed by a long name nor pushing it off a phone (probe 41, F5). */}
          {settings?.appearance.logoUrl && !lowData ? (
            <img
              src={settings.appearance.logoUrl}
              alt=""
              width={100}
              height={30}
              className="h-8 w-auto max-w-32 shrink-0 object-contain object-left"
            />
          ) : (
            <LogoMark />
          )}
          {/* Short lines rather than one cut short: on a 390 px phone one line read "Dominica Crypto …" (probe 37, F6). */}
          <span className="line-clamp-3 text-sm leading-tight sm:line-clamp-2 sm:text-lg">{name}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                  activeProps={{
                    className: '!bg-primary/10 !text-primary forced-colors:underline forced-colors:decoration-2',
                    'aria-current': 'page',
                  }}
                  activeOptions={{ exact: item.to === '/' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <div className="hidden 2xl:block">
            <SearchForm size="header" />
          </div>
          <SearchIconLink className="2xl:hidden" />
          <ThemeToggle defaultDark={settings?.appearance.darkModeEnabled ?? true} />
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <AccountMenu key={pathname} user={user} />
          ) : (
            <>
              {/* Current on the sign-in form only, not on /auth?tab=register too (probe 73, F5). */}
              <Link
                to="/auth"
                search={{ tab: undefined }}
                activeOptions={{ explicitUndefined: true }}
                className="rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                Login
              </Link>
              <Link
                to="/auth"
                search={{ tab: 'register' }}
                className="rounded-md bg-primary-strong px-4 py-2 text-sm font-medium text-white hover:opacity-90"
              >
                Register
              </Link>
            </>
          )}
        </div>
        {/* Keyed by the path: in the whole app a client-side navigation starts it closed. */}
        <MobileMenu key={pathname} user={user} pathname={pathname} />
      </div>
    </header>
  );
}
