/**
 * Tabs whose panels are ordinary page content (<TabPanel>): markup only, with the server's choice
 * selected. behaviors/tabs.ts makes them switch on every page, so island pages need no React for
 * them, and the panels' HTML never travels twice. A tab with an `href` is a link to the page with
 * that tab chosen by the server: before the script arrives, or without JavaScript, a tap still
 * opens it (a button would do nothing).
 */
import { tabClass } from './tab-style';

export interface TabSpec {
  /** Ties the tab to its <TabPanel id>. */
  id: string;
  label: string;
  /** The address whose page the server renders with this tab selected. */
  href?: string;
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
      {tabs.map((tab, i) => {
        const props = {
          role: 'tab',
          'data-tab': '',
          id: tabElementId(tab.id),
          'aria-controls': panelElementId(tab.id),
          'aria-selected': i === selected,
          tabIndex: i === selected ? 0 : -1,
          'data-selected': i === selected ? '' : undefined,
          // Centred as a button's label is (a link's is not).
          className: `${tabClass} text-center ${stretch ? 'flex-1' : ''}`,
        };
        return tab.href ? (
          <a key={tab.id} href={tab.href} {...props}>
            {tab.label}
          </a>
        ) : (
          <button key={tab.id} type="button" {...props}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
