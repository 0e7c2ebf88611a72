import { Link, useRouterState } from '@tanstack/react-router';
import { ADMIN_SECTIONS, currentSection } from './admin-sections';

/**
 * The admin workspace's navigation, the same on every admin page. Plain links: a tap before the
 * page's code has arrived is an ordinary navigation. The current entry is `aria-current="page"`,
 * computed from the address (path and ?tab=), not the router's "active" match, which would count
 * /admin as current on /admin?tab=pending too.
 */
export function AdminSidebar() {
  const { pathname, tab } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, tab: (s.location.search as { tab?: unknown }).tab }),
  });
  const current = currentSection(pathname, tab);
  return (
    <nav aria-label="Admin">
      <ul className="space-y-0.5">
        {ADMIN_SECTIONS.map((section) => {
          const isCurrent = section === current;
          return (
            <li key={section.label}>
              <Link
                to={section.to}
                search={(section.tab ? { tab: section.tab } : {}) as never}
                aria-current={isCurrent ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: true }}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-text ${
                  isCurrent
                    ? 'bg-primary/10 text-slate-900 dark:bg-primary/20 dark:text-white'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
