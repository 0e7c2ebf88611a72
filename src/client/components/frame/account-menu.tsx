import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLogout } from '../../hooks/use-logout';
import type { SessionUser } from '../../trpc';
import { AppLink } from '../app-link';
import { ACCOUNT_LINKS } from './nav-links';

/** The desktop 'My Account' menu, labelled with the username. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { logout, pending } = useLogout('/');
  return (
    <Menu as="div" className="relative">
      {/* Its name is its visible text, word for word (no aria-label that says something else). */}
      <MenuButton className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary dark:border-slate-600 dark:hover:bg-slate-800">
        <span>
          My Account <span className="text-slate-600 dark:text-slate-300">({user.username})</span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">My Account</div>
        {ACCOUNT_LINKS.filter((l) => !l.adminOnly || user.role === 'admin').map((link) => (
          <MenuItem key={link.to}>
            <AppLink href={link.to} className="block rounded px-3 py-2 text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-800">
              {link.label}
            </AppLink>
          </MenuItem>
        ))}
        <MenuItem disabled={pending}>
          <button
            type="button"
            onClick={logout}
            className="block w-full rounded px-3 py-2 text-left text-sm text-red-600 data-[focus]:bg-slate-100 dark:text-red-400 dark:data-[focus]:bg-slate-800"
          >
            {pending ? 'Logging out...' : 'Logout'}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
