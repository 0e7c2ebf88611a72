import type { SessionUser } from '../../trpc';
import { AccountEntries } from './account-entries';

const itemClass =
  'block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/**
 * The desktop 'My Account' menu, labelled with the username. A native <details> like the phone
 * menu (mobile-menu.tsx): it opens on the first click with no script at all, and its Logout is a
 * real form; behaviors/disclosure-menu.ts adds Escape, click-outside and close-on-link.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  return (
    <details data-menu="" className="group relative">
      {/* Its name is its visible text, word for word (no aria-label that says something else). */}
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border whitespace-nowrap border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-text dark:border-slate-600 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        <span>
          {/* A username may be 50 letters long: the header shows its start; the whole name stays in the text screen readers hear, and in the tooltip. */}
          My Account{' '}
          <span title={user.username} className="inline-block max-w-32 truncate align-bottom text-slate-600 dark:text-slate-300">
            ({user.username})
          </span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 group-open:rotate-180" fill="currentColor">
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <nav
        aria-label="My Account"
        className="absolute right-0 z-50 mt-2 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">My Account</p>
        <AccountEntries user={user} itemClass={itemClass} />
      </nav>
    </details>
  );
}
