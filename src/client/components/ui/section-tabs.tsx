/**
 * The sections of a workspace page (admin, settings, dashboard), chosen by the address (`?tab=`).
 * They are links, not buttons. A tap before the page's code has arrived, or with JavaScript off,
 * is an ordinary link: the browser follows it and the server renders that section. Buttons (and
 * Headless UI tabs) do nothing until hydration, so an early tap was silently lost. Once the page
 * is live, the router switches sections without a reload.
 */
import { Link } from '@tanstack/react-router';
import type { Section } from '../../lib/section-search';
import { tabClass } from './tab-style';


export function SectionTabs<Id extends string>({
  label,
  path,
  sections,
  selected,
}: {
  label: string;
  path: '/admin' | '/admin/settings' | '/dashboard';
  /** The first is the page's default: its address carries no `?tab=`. */
  sections: readonly Section<Id>[];
  selected: Id;
}) {
  return (
    <nav aria-label={label} className="mb-6">
      {/* Wrapped, not scrolled sideways: on a phone every section, and the chosen one, stays in view. */}
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {sections.map((section, i) => {
          const current = section.id === selected;
          return (
            <li key={section.id} className="flex">
              <Link
                to={path}
                search={(i === 0 ? {} : { tab: section.id }) as never}
                resetScroll={false}
                aria-current={current ? 'page' : undefined}
                data-selected={current ? '' : undefined}
                className={`inline-block ${tabClass}`}
                // Active only on its own address: by default the router would also count the first
                // section (no `?tab=`) as active on every other section's address.
                activeOptions={{ exact: true, includeSearch: true }}
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
