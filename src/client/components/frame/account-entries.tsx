import type { SessionUser } from '../../trpc';
import { AppLink } from '../app-link';
import { LogoutForm } from './logout-form';
import { ACCOUNT_LINKS } from './nav-links';

/**
 * The account entries of both menus (desktop account-menu.tsx, phone mobile-menu.tsx): the links
 * this user may open, in the spec's order, then Logout. `itemClass` is the menu's own look.
 */
export function AccountEntries({ user, itemClass, className }: { user: SessionUser; itemClass: string; className?: string }) {
  return (
    <ul className={className}>
      {ACCOUNT_LINKS.filter((l) => !l.adminOnly || user.role === 'admin').map((link) => (
        <li key={link.to}>
          <AppLink href={link.to} className={itemClass}>
            {link.label}
          </AppLink>
        </li>
      ))}
      <li>
        <LogoutForm className={`${itemClass} w-full text-left text-red-600 dark:text-red-400`} />
      </li>
    </ul>
  );
}
