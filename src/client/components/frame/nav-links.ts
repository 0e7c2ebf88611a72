/** Entries of the account menu, in the spec's order (admins see the three admin entries). */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'Profile', adminOnly: false },
  { to: '/dashboard', label: 'Admin Dashboard', adminOnly: true },
  { to: '/admin', label: 'Manage Courses', adminOnly: true },
  { to: '/admin/blog', label: 'Manage News', adminOnly: true },
] as const;
