/** Entries of the account menu, in the spec's order (admins see the three admin entries). */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'Profile', adminOnly: false },
  { to: '/account', label: 'Account Settings', adminOnly: false },
  { to: '/dashboard', label: 'Admin Dashboard', adminOnly: true },
  { to: '/admin', label: 'Manage Courses', adminOnly: true },
  { to: '/admin/blog', label: 'Manage News', adminOnly: true },
] as const;

/** Whether a main-menu link is the section of `pathname` (Home only on the home page itself). */
export function isCurrentSection(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
