import { MAIN_NAV } from '../../../shared/constants';
import type { SessionUser } from '../../trpc';
import { AppLink } from '../app-link';
import { AccountEntries } from './account-entries';
import { isCurrentSection } from './nav-links';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium hover:bg-slate-100 dark:hover:bg-slate-800';
const activeClass = 'bg-primary/10 text-primary';

/**
 * The phone menu: the eight links, then the account entries or Login/Register. A native
 * <details>, so it opens on the first tap with no script at all; behaviors/disclosure-menu.ts adds
 * Escape, tap-outside and close-on-link; Logout is a real form (logout-form.tsx).
 */
export function MobileMenu({ user, pathname }: { user: SessionUser | null; pathname: string }) {
  return (
    <details data-menu="" className="group lg:hidden">
      <summary
        aria-label="Menu"
        className="block cursor-pointer list-none rounded-md p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-text dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 group-open:hidden" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="hidden h-6 w-6 group-open:block"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="space-y-1">
          {MAIN_NAV.map((item) => {
            const current = isCurrentSection(item.to, pathname);
            return (
              <li key={item.to}>
                <AppLink
                  href={item.to}
                  className={`${linkClass} ${current ? activeClass : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {item.label}
                </AppLink>
              </li>
            );
          })}
        </ul>
        <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          {user ? (
            <>
              <p className="px-3 pb-2 text-sm text-slate-500 wrap-anywhere dark:text-slate-400">Logged in as: {user.username}</p>
              <AccountEntries user={user} itemClass={linkClass} className="space-y-1" />
            </>
          ) : (
            <div className="flex gap-3 px-3">
              <AppLink
                href="/auth"
                className="flex-1 rounded-md border border-slate-300 px-4 py-2 text-center font-medium dark:border-slate-600"
              >
                Login
              </AppLink>
              <AppLink
                href="/auth?tab=register"
                className="flex-1 rounded-md bg-primary-strong px-4 py-2 text-center font-medium text-white"
              >
                Register
              </AppLink>
            </div>
          )}
        </div>
      </nav>
    </details>
  );
}
