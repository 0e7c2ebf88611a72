import type { ReactNode } from 'react';
import { panelElementId, tabElementId } from './tab-switcher';

/** A panel of a <Tabs> switcher: page content, shown or hidden by the switcher island. */
export function TabPanel({ id, selected, children }: { id: string; selected: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelElementId(id)}
      aria-labelledby={tabElementId(id)}
      hidden={!selected}
      tabIndex={0}
      // A Tab stop (the APG's panel), so it shows when it has focus (probe 55, F2; WCAG 2.4.7).
      className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-text"
    >
      {children}
    </div>
  );
}
