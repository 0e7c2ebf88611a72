/**
 * Tabs whose panels are ordinary page content (<TabPanel>): markup only, with the server's choice
 * selected. behaviors/tabs.ts makes them switch on every page, so island pages need no React for
 * them, and the panels' HTML never travels twice.
 */
import { tabClass } from './tab-style';

export interface TabSpec {
  /** Ties the tab to its <TabPanel id>. */
  id: string;
  label: string;
}

export const tabElementId = (id: string) => `tab-${id}`;
export const panelElementId = (id: string) => `panel-${id}`;

export function Tabs({ label, tabs, selected, stretch = false }: { label: string; tabs: TabSpec[]; selected: number; stretch?: boolean }) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${stretch ? 'flex w-full' : 'inline-flex flex-wrap'} mb-6 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800`}
    >
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          data-tab=""
          id={tabElementId(tab.id)}
          aria-controls={panelElementId(tab.id)}
          aria-selected={i === selected}
          tabIndex={i === selected ? 0 : -1}
          data-selected={i === selected ? '' : undefined}
          className={`${tabClass} ${stretch ? 'flex-1' : ''}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
