import { Link } from '@tanstack/react-router';
import { MAIN_NAV } from '../../../shared/constants';
import type { CurrentUser } from '../../trpc';
import { ACCOUNT_LINKS } from './nav-links';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium hover:bg-slate-100 dark:hover:bg-slate-800';
const activeClass = 'bg-primary/10 text-primary';

/** The phone menu: the eight links, then the account entries or Login/Register. */
export function MobileMenu({
  id,
  user,
  onNavigate,
  onLogout,
  loggingOut,
}: {
  id: string;
  user: CurrentUser | null;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <nav id={id} aria-label="Mobile" className="border-t border-slate-200 px-4 pt-2 pb-4 lg:hidden dark:border-slate-800">
      <ul className="space-y-1">
        {MAIN_NAV.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              className={linkClass}
              activeProps={{ className: activeClass, 'aria-current': 'page' }}
              activeOptions={{ exact: item.to === '/' }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
        {user ? (
          <>
            <p className="px-3 pb-2 text-sm text-slate-500 dark:text-slate-400">Logged in as: {user.username}</p>
            <ul className="space-y-1">
              {ACCOUNT_LINKS.filter((l) => !l.adminOnly || user.role === 'admin').map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onNavigate} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={onLogout}
                  disabled={loggingOut}
                  className={`${linkClass} w-full text-left text-red-600 dark:text-red-400`}
                >
                  {loggingOut ? 'Logging out...' : 'Logout'}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <div className="flex gap-3 px-3">
            <Link
              to="/auth"
              onClick={onNavigate}
              className="flex-1 rounded-md border border-slate-300 px-4 py-2 text-center font-medium dark:border-slate-600"
            >
              Login
            </Link>
            <Link
              to="/auth"
              search={{ tab: 'register' }}
              onClick={onNavigate}
              className="flex-1 rounded-md bg-primary-strong px-4 py-2 text-center font-medium text-white"
            >
              Register
            </Link>
          </div>
        )}
      </div>
    </nav>
  );
}
