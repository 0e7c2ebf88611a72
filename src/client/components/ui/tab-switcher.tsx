/**
 * Tabs whose panels are ordinary page content. The island owns only the tab buttons; it shows the
 * chosen panel and hides the others through their ids, so the panels' HTML (news cards, forms)
 * never travels twice as island props. Keyboard: arrows, Home and End move between tabs and
 * select them (the WAI-ARIA tabs pattern with automatic activation). Until the island is live the
 * server's choice stands (tab=register opens Register; without JavaScript the other panels'
 * content is reachable through the links beside them).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { tabClass } from './tab-style';

export interface TabSpec {
  /** Ties the tab to its <TabPanel id>. */
  id: string;
  label: string;
}

export const tabElementId = (id: string) => `tab-${id}`;
export const panelElementId = (id: string) => `panel-${id}`;

export function TabSwitcher({
  label,
  tabs,
  selected,
  stretch = false,
}: {
  label: string;
  tabs: TabSpec[];
  selected: number;
  stretch?: boolean;
}) {
  const [current, setCurrent] = useState(selected);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    tabs.forEach((tab, i) => {
      const panel = document.getElementById(panelElementId(tab.id));
      if (panel) panel.hidden = i !== current;
    });
  }, [current, tabs]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${stretch ? 'flex w-full' : 'inline-flex flex-wrap'} mb-6 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[i] = element;
          }}
          type="button"
          role="tab"
          id={tabElementId(tab.id)}
          aria-controls={panelElementId(tab.id)}
          aria-selected={i === current}
          tabIndex={i === current ? 0 : -1}
          data-selected={i === current ? '' : undefined}
          className={`${tabClass} ${stretch ? 'flex-1' : ''}`}
          onClick={() => setCurrent(i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
