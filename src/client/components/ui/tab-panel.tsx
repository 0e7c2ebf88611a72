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
      className="focus-visible:outline-none"
    >
      {children}
    </div>
  );
}
