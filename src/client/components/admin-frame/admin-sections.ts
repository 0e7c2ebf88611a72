/**
 * The admin workspace's sections, in the sidebar's order (issue 27). Each is an address the
 * router already has: the spec's routes (/dashboard, /admin, /admin/*) and the dashboard's own
 * sections (?tab=contacts, ?tab=activity). The spec's dashboard tabs (Users, Crypto News, Events,
 * Courses, Subscribers, Settings) are these entries, with the same labels.
 */
export type AdminPath =
  | '/dashboard'
  | '/admin'
  | '/admin/blog'
  | '/admin/events'
  | '/admin/media'
  | '/admin/users'
  | '/admin/subscribers'
  | '/admin/emails'
  | '/admin/settings';

export interface AdminSection {
  label: string;
  to: AdminPath;
  /** The `?tab=` that picks this section on a page shared with another entry. */
  tab?: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Enrollments', to: '/admin', tab: 'pending' },
  { label: 'Courses', to: '/admin' },
  { label: 'Crypto News', to: '/admin/blog' },
  { label: 'Events', to: '/admin/events' },
  { label: 'Pictures', to: '/admin/media' },
  { label: 'Users', to: '/admin/users' },
  { label: 'Subscribers', to: '/admin/subscribers' },
  { label: 'Messages', to: '/dashboard', tab: 'contacts' },
  { label: 'Outgoing mail', to: '/admin/emails' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'Audit log', to: '/dashboard', tab: 'activity' },
];

/**
 * The entry for an address: the same path and the same `?tab=`, where an entry names one; the
 * path alone otherwise (Settings stays current on /admin/settings?tab=appearance).
 */
export function currentSection(pathname: string, tab: unknown): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const onPath = ADMIN_SECTIONS.filter((s) => s.to === path);
  return onPath.find((s) => s.tab !== undefined && s.tab === tab) ?? onPath.find((s) => s.tab === undefined);
}
